import { Prisma } from '../../generated/prisma/client.js';
import { aiSummarySchema } from '../../ai/resume-analysis.js';
import { resumeIndexStatements, type ResumeIndexingContext } from './index-resume.js';

export type ResumeReindexSummary = { model: string; total: number; alreadyIndexed: number; indexed: number; failed: number };

/**
 * Indexes again every analysed resume the active embedder has not indexed (a changed model, an
 * embedder that failed at analysis time, resumes analysed before the index existed). Resumable
 * like the documents' reindex: a resume already indexed by the active model is skipped.
 */
export async function reindexResumes(
  ctx: ResumeIndexingContext,
  { onStart, onProgress }: { onStart?: (summary: ResumeReindexSummary) => void; onProgress?: (progress: { position: number; pending: number; filename: string; failure?: string }) => void } = {},
): Promise<ResumeReindexSummary> {
  const analysed = { aiSummary: { not: Prisma.DbNull } };
  const pending = await ctx.prisma.resume.findMany({
    where: { ...analysed, OR: [{ facts: null }, { facts: { OR: [{ indexedModel: null }, { indexedModel: { not: ctx.embedder.name } }] } }] },
    select: { id: true, tenantId: true, originalFilename: true, aiSummary: true },
    orderBy: { createdAt: 'asc' },
  });
  const total = await ctx.prisma.resume.count({ where: analysed });
  const summary: ResumeReindexSummary = { model: ctx.embedder.name, total, alreadyIndexed: total - pending.length, indexed: 0, failed: 0 };
  onStart?.(summary);
  for (const [position, resume] of pending.entries()) {
    const analysis = aiSummarySchema.safeParse(resume.aiSummary);
    let failure: string | undefined = analysis.success ? undefined : 'its analysis does not have the expected shape';
    if (analysis.success) {
      await ctx.prisma.$transaction(await resumeIndexStatements(ctx, resume, analysis.data));
      const facts = await ctx.prisma.resumeFacts.findUnique({ where: { resumeId: resume.id }, select: { indexedModel: true } });
      if (facts?.indexedModel !== ctx.embedder.name) failure = 'the embedder did not answer';
    }
    if (failure) summary.failed++;
    else summary.indexed++;
    onProgress?.({ position: position + 1, pending: pending.length, filename: resume.originalFilename, failure });
  }
  return summary;
}
