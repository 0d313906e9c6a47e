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
  const pending = await ctx.prisma.resume.findMany({
    where: { ...ANALYSED, OR: [{ facts: null }, { facts: { OR: [{ indexedModel: null }, { indexedModel: { not: ctx.candidateEmbedder.name } }] } }] },
    select: PENDING_FIELDS,
    orderBy: { createdAt: 'asc' },
  });
  const total = await ctx.prisma.resume.count({ where: ANALYSED });
  const summary: ResumeReindexSummary = { model: ctx.candidateEmbedder.name, total, alreadyIndexed: total - pending.length, indexed: 0, failed: 0 };
  onStart?.(summary);
  for (const [position, resume] of pending.entries()) {
    const failure = await indexAgain(ctx, resume);
    if (failure) summary.failed++;
    else summary.indexed++;
    onProgress?.({ position: position + 1, pending: pending.length, filename: resume.originalFilename, failure });
  }
  return summary;
}

/**
 * Indexes analysed resumes that the active model has not: never indexed (analysed before the
 * index existed), or indexed by a model since replaced (GloVe, before MiniLM became the
 * candidate index's default, or a changed CANDIDATE_EMBEDDER). The server does this in the
 * background, newest first, a batch a step until `limit` or `deadline`, so neither an upgrade
 * nor a new model needs the server stopped for `npm run reindex`. Resumes whose embedder failed
 * (indexed by no model) are left to `npm run reindex`, so a model server that is down is not
 * asked again every step. Says how many it indexed, and whether more are waiting.
 */
export async function indexStaleResumes(ctx: ResumeIndexingContext, { limit, deadline }: { limit: number; deadline: number }): Promise<{ indexed: number; hasMore: boolean }> {
  const byAnotherModel = { AND: [{ indexedModel: { not: null } }, { indexedModel: { not: ctx.candidateEmbedder.name } }] };
  const pending = await ctx.prisma.resume.findMany({
    where: { ...ANALYSED, OR: [{ facts: null }, { facts: byAnotherModel }] },
    select: PENDING_FIELDS,
    orderBy: { createdAt: 'desc' },
    take: limit,
  });
  let indexed = 0;
  for (const resume of pending) {
    if (Date.now() > deadline) break;
    await indexAgain(ctx, resume);
    indexed++;
  }
  return { indexed, hasMore: pending.length === limit || indexed < pending.length };
}

const ANALYSED = { aiSummary: { not: Prisma.DbNull } };
const PENDING_FIELDS = { id: true, tenantId: true, originalFilename: true, aiSummary: true } as const;

/** Indexes one resume from its stored analysis; the reason when it could not. */
async function indexAgain(ctx: ResumeIndexingContext, resume: { id: string; tenantId: string; aiSummary: unknown }): Promise<string | undefined> {
  const analysis = aiSummarySchema.safeParse(resume.aiSummary);
  if (!analysis.success) {
    // Facts of nothing (no address: not a candidate), so the background pass does not meet it
    // again and again; `npm run reindex` still counts it as failed.
    const facts = { email: '', skills: [], titles: [], certifications: [], experienceMonths: null, highestDegree: null, location: '', indexedModel: null };
    await ctx.prisma.resumeFacts.upsert({ where: { resumeId: resume.id }, create: { resumeId: resume.id, tenantId: resume.tenantId, ...facts }, update: facts });
    return 'its analysis does not have the expected shape';
  }
  await ctx.prisma.$transaction(await resumeIndexStatements(ctx, resume, analysis.data));
  const facts = await ctx.prisma.resumeFacts.findUnique({ where: { resumeId: resume.id }, select: { indexedModel: true } });
  return facts?.indexedModel === ctx.candidateEmbedder.name ? undefined : 'the embedder did not answer';
}
