import type { AppContext } from '../../context.js';
import { claimAbandoned, whileLeased } from '../../lifecycle/work-lease.js';
import { analyzeStoredResume } from './analyze-resume.js';

/**
 * Finishes the analyses of resumes whose process died mid-upload (their lease ran out while they
 * were `uploaded`): the file and its text are stored, so the analysis simply runs again, here.
 */
export async function finishAbandonedResumes(ctx: AppContext, leaseMs: number): Promise<number> {
  const ids = await claimAbandoned(ctx.prisma, 'resume', { leaseMs, limit: 10 });
  for (const id of ids) {
    const resume = await ctx.prisma.resume.findUnique({ where: { id } });
    if (resume) await whileLeased(ctx.prisma, 'resume', id, leaseMs, () => analyzeStoredResume(ctx, resume));
  }
  return ids.length;
}
