import { zipSync } from 'fflate';
import type { PrivacyContext } from './actor.js';
import { cleanFileName } from '../../files/file-name.js';
import { MissingStoredFileError } from '../../files/storage.js';
import { notFound } from '../../http/http-error.js';
import { recordAudit } from '../auth/audit.js';
import { auditOf, type Actor } from './actor.js';
import { addressHash, auditReference } from './address-hash.js';
import { collectPersonalData, holdsAnything, type PersonalData } from './personal-data.js';

export const EXPORT_DATA_FILE = 'candidate-data.json';

/** The zip's path of the n-th resume's original file (1-based, so two "cv.pdf" never collide). */
const filePath = (index: number, originalFilename: string) => `files/${index + 1}-${cleanFileName(originalFilename) || 'resume'}`;

/**
 * The JSON of everything held, in the shape documented in OpenAPI (privacy/api-doc.ts): internal
 * keys (stored names, leases, tracking tokens) left out, each resume pointing at its file in the zip.
 */
function exportDocument(person: { email: string }, data: PersonalData, hasFile: boolean[]) {
  return {
    email: person.email,
    exportedAt: new Date().toISOString(),
    resumes: data.resumes.map(({ storedName: _storedName, facts, passages, ...resume }, index) => ({
      ...resume,
      file: hasFile[index] ? filePath(index, resume.originalFilename) : null,
      searchIndex: { facts, passages },
    })),
    outreach: data.outreach,
    doNotContact: data.doNotContact,
  };
}

/** The name the person goes by in the data: their resume's analysis, else a message's recipient name, else the address. */
function nameOf(person: { email: string }, data: PersonalData): string {
  for (const resume of data.resumes) {
    const name = (resume.aiSummary as { personalInfo?: { name?: unknown } } | null)?.personalInfo?.name;
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return data.outreach.find((row) => row.recipientName.trim())?.recipientName.trim() ?? person.email;
}

/**
 * A zip of everything held about the address in the actor's tenant: candidate-data.json and the
 * original files, named for the person; recorded in the audit trail by count, not content.
 * Nothing held in the tenant: 404.
 */
export async function exportCandidate(ctx: PrivacyContext, options: { actor: Actor; email: string }): Promise<{ filename: string; content: Uint8Array }> {
  const { actor } = options;
  const person = { tenantId: actor.tenantId, email: options.email.trim().toLowerCase() };
  const data = await ctx.prisma.$transaction((tx) => collectPersonalData(tx, person));
  if (!holdsAnything(data)) throw notFound('Candidate');
  const files: Record<string, Uint8Array> = {};
  const hasFile = await Promise.all(
    data.resumes.map(async (resume, index) => {
      try {
        files[filePath(index, resume.originalFilename)] = await ctx.storage.read(resume.storedName);
        return true;
      } catch (error) {
        if (error instanceof MissingStoredFileError) return false;
        throw error;
      }
    }),
  );
  const json = JSON.stringify(exportDocument(person, data, hasFile), null, 2);
  const content = zipSync({ [EXPORT_DATA_FILE]: new TextEncoder().encode(json), ...files });
  const reference = auditReference(await addressHash(ctx.prisma, person.tenantId, person.email));
  const counts = { resumes: data.resumes.length, outreach: data.outreach.length, files: Object.keys(files).length };
  await recordAudit(ctx, { event: 'candidate.exported', ...auditOf(actor), detail: { ...counts, reference, via: actor.via } });
  const date = new Date().toISOString().slice(0, 10);
  return { filename: cleanFileName(`${nameOf(person, data)} - candidate data ${date}.zip`), content };
}
