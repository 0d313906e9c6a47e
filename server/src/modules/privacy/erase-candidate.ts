import type { PrivacyContext } from './actor.js';
import { removePendingFiles } from '../../files/pending-file-deletions.js';
import { notFound } from '../../http/http-error.js';
import { recordAudit } from '../auth/audit.js';
import { auditOf, type Actor } from './actor.js';
import { addressHash, auditReference } from './address-hash.js';
import { collectPersonalData, erasePersonalData, holdsAnything, personOf, storedNamesOf } from './personal-data.js';

export type ErasureSummary = { resumes: number; outreach: number; documents: number; files: number };

/**
 * Erases everything held about the address in the actor's tenant, in one transaction: resumes with
 * their text, analysis and index rows, outreach (kept as anonymous counts), the do-not-contact
 * entry (kept as a keyed hash), the library documents the recruiter picked, and an audit event
 * saying who did it and how much, never what.
 * The stored files are named for deletion in that same transaction and removed after it; what a
 * crash leaves, the recovery chore removes. Nothing held in the tenant, or a picked id that is
 * not a document of the tenant: 404, nothing changed.
 */
export async function eraseCandidate(ctx: PrivacyContext, options: { actor: Actor; email: string; documentIds?: string[] }): Promise<ErasureSummary> {
  const { actor } = options;
  const person = personOf(actor, options);
  const { summary, storedNames } = await ctx.prisma.$transaction(async (tx) => {
    const data = await collectPersonalData(tx, person);
    if (!holdsAnything(data)) throw notFound('Candidate');
    const storedNames = storedNamesOf(data);
    await erasePersonalData(tx, person, data);
    const summary = { resumes: data.resumes.length, outreach: data.outreach.length, documents: data.documents.length, files: storedNames.length };
    const reference = auditReference(await addressHash(tx, person.tenantId, person.email));
    await recordAudit({ prisma: tx }, { event: 'candidate.erased', ...auditOf(actor), detail: { ...summary, reference, via: actor.via } });
    return { summary, storedNames };
  });
  await removePendingFiles(ctx, storedNames);
  return summary;
}
