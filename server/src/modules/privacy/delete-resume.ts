import type { PrivacyContext } from './actor.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { removePendingFiles } from '../../files/pending-file-deletions.js';
import { notFound } from '../../http/http-error.js';
import { isUuid } from '@app/shared';
import { recordAudit } from '../auth/audit.js';
import { auditOf, type Actor } from './actor.js';

/**
 * Deletes one resume of the actor's tenant with its text, analysis and index rows (by cascade),
 * and its stored file the way an erase does. Another tenant's resume or an unknown id: 404.
 */
export async function deleteResume(ctx: PrivacyContext, options: { actor: Actor; id: string }): Promise<void> {
  const { actor } = options;
  const storedName = await ctx.prisma.$transaction(async (tx) => {
    const resume = isUuid(options.id)
      ? await tx.resume.findFirst({ where: { id: options.id, ...ofTenant(actor) }, select: { id: true, storedName: true } })
      : null;
    if (!resume) throw notFound('Resume');
    await tx.pendingFileDeletion.create({ data: { storedName: resume.storedName } });
    await tx.resume.delete({ where: { id: resume.id } });
    await recordAudit({ prisma: tx }, { event: 'resume.deleted', ...auditOf(actor), detail: { resumes: 1, files: 1, via: actor.via } });
    return resume.storedName;
  });
  await removePendingFiles(ctx, [storedName]);
}
