import type { AppContext } from '../context.js';
import { sweepStoredFiles } from '../files/stored-file-sweep.js';
import { finishAbandonedDocuments } from '../modules/documents/recover-documents.js';
import { finishAbandonedResumes } from '../modules/resumes/recover-resumes.js';
import { startBackgroundLoop, type BackgroundLoop } from './background-loop.js';
import { tryLeadChore } from './chore-lease.js';

/**
 * Takes over what a stopped replica (this one before a restart, or a neighbour) left half-done,
 * once its lease has run out: every replica looks twice a lease, each row goes to one of them.
 * The clean-up of stored files is a chore one replica runs per STORAGE_SWEEP_SECONDS.
 */
export function startRecovery(ctx: AppContext): BackgroundLoop {
  const leaseMs = ctx.config.workLeaseSeconds * 1000;
  const sweepMs = ctx.config.storageSweepSeconds * 1000;
  return startBackgroundLoop({
    async step(isStopping) {
      const resumes = await finishAbandonedResumes(ctx, leaseMs);
      const documents = isStopping() ? 0 : await finishAbandonedDocuments(ctx, leaseMs);
      if (resumes + documents > 0) ctx.logger.info({ resumes, documents }, 'finished work a stopped process left');
      if (!isStopping() && (await tryLeadChore(ctx.prisma, 'stored-file-sweep', sweepMs))) {
        await sweepStoredFiles(ctx, new Date(Date.now() - leaseMs));
      }
      return leaseMs / 2;
    },
    delayAfterError: leaseMs,
    onError: (error) => ctx.logger.error({ err: error }, 'taking over interrupted work failed'),
  });
}
