import type { AppContext } from '../context.js';
import { removePendingFiles } from '../files/pending-file-deletions.js';
import { sweepStoredFiles } from '../files/stored-file-sweep.js';
import { indexStaleResumes } from '../modules/candidates/reindex-resumes.js';
import { finishAbandonedDocuments } from '../modules/documents/recover-documents.js';
import { finishAbandonedResumes } from '../modules/resumes/recover-resumes.js';
import { startBackgroundLoop, type BackgroundLoop } from './background-loop.js';
import { tryLeadChore } from './chore-lease.js';

// A step indexes at most this many resumes, for at most a tenth of a lease: about a second of
// GloVe (170 resumes a second in npm run bench), or the share of the sentence model's pace (a
// resume a second or so) that keeps a step well inside its lease.
const RESUME_BACKFILL_BATCH = 100;
const RESUME_BACKFILL_SHARE_OF_LEASE = 0.1;

/**
 * Takes over what a stopped replica (this one before a restart, or a neighbour) left half-done,
 * once its lease has run out: every replica looks twice a lease, each row goes to one of them.
 * The clean-up of stored files is a chore one replica runs per STORAGE_SWEEP_SECONDS; finishing
 * the file deletions of erases is one too, every half lease; so is
 * indexing for candidate search the resumes analysed before it existed or by a replaced model.
 */
export function startRecovery(ctx: AppContext): BackgroundLoop {
  const leaseMs = ctx.config.workLeaseSeconds * 1000;
  const sweepMs = ctx.config.storageSweepSeconds * 1000;
  return startBackgroundLoop({
    async step(isStopping) {
      const resumes = await finishAbandonedResumes(ctx, leaseMs);
      const documents = isStopping() ? 0 : await finishAbandonedDocuments(ctx, leaseMs);
      if (resumes + documents > 0) ctx.logger.info({ resumes, documents }, 'finished work a stopped process left');
      // The files of rows an erase deleted, when a crash (or the storage) stopped their removal;
      // the first step runs as the server starts.
      if (!isStopping() && (await tryLeadChore(ctx.prisma, 'pending-file-deletions', leaseMs))) {
        const files = await removePendingFiles(ctx);
        if (files > 0) ctx.logger.info({ files }, 'removed the stored files of erased rows');
      }
      if (!isStopping() && (await tryLeadChore(ctx.prisma, 'stored-file-sweep', sweepMs))) {
        await sweepStoredFiles(ctx, new Date(Date.now() - leaseMs));
      }
      // Resumes analysed before candidate search existed or indexed by a replaced model, a batch
      // a step, by one replica at a time (two writing one resume's passages at once would collide
      // on their unique key).
      if (!isStopping() && (await tryLeadChore(ctx.prisma, 'resume-index-backfill', leaseMs))) {
        const deadline = Date.now() + leaseMs * RESUME_BACKFILL_SHARE_OF_LEASE;
        const { indexed, hasMore } = await indexStaleResumes(ctx, { limit: RESUME_BACKFILL_BATCH, deadline });
        if (indexed > 0) ctx.logger.info({ resumes: indexed, model: ctx.candidateEmbedder.name }, 'indexed resumes for candidate search');
        // A backlog (a new model over thousands of resumes) goes on at once, not twice a lease.
        if (hasMore) return 0;
      }
      return leaseMs / 2;
    },
    delayAfterError: leaseMs,
    onError: (error) => ctx.logger.error({ err: error }, 'taking over interrupted work failed'),
  });
}
