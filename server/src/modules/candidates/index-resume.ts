import type { AppContext } from '../../context.js';
import type { Prisma, Resume } from '../../generated/prisma/client.js';
import { EmbedderError } from '../../ai/openai-embedder.js';
import type { AiSummary } from '../../ai/resume-analysis.js';
import { ensureVectorIndex } from '../../search/pgvector.js';
import { factsOf } from './resume-facts.js';
import { replaceResumeIndexStatements, type EmbeddedPassage } from './resume-index-repository.js';
import { passagesOf } from './resume-passages.js';

export type ResumeIndexingContext = Pick<AppContext, 'prisma' | 'candidateEmbedder' | 'logger'>;

/**
 * The analysis's passages with their vectors, or undefined when they cannot be stored now: the
 * embedder did not answer, or the database cannot index vectors of this model (a PostgreSQL
 * without pgvector's HNSW). Either way the analysis is kept; `npm run reindex` finishes them.
 */
async function embeddedPassages(ctx: ResumeIndexingContext, resume: Pick<Resume, 'id'>, analysis: AiSummary): Promise<EmbeddedPassage[] | undefined> {
  const passages = passagesOf(analysis);
  if (passages.length === 0) return [];
  let vectors: number[][];
  try {
    vectors = await ctx.candidateEmbedder.embed(passages.map((passage) => passage.content));
  } catch (error) {
    if (!(error instanceof EmbedderError)) throw error;
    ctx.logger.warn({ resumeId: resume.id, reason: error.message }, 'resume passages not embedded; npm run reindex will finish them');
    return undefined;
  }
  try {
    await ensureVectorIndex(ctx.prisma, { table: 'ResumePassage', model: ctx.candidateEmbedder.name, dimension: ctx.candidateEmbedder.dimension ?? vectors[0]!.length });
  } catch (error) {
    ctx.logger.warn({ resumeId: resume.id, reason: (error as Error).message }, 'no vector index for resume passages; npm run reindex will finish them');
    return undefined;
  }
  return passages.map((passage, i) => ({ ...passage, embedding: vectors[i]! }));
}

/**
 * The statements that index an analysis (to run in the transaction that stores it): its
 * passages embedded by the active model, and its facts. An embedder that cannot answer does not
 * cost the recruiter the analysis: the facts are written, the old passages go, and the resume is
 * left for `npm run reindex`.
 */
export async function resumeIndexStatements(
  ctx: ResumeIndexingContext,
  resume: Pick<Resume, 'id' | 'tenantId'>,
  analysis: AiSummary,
): Promise<Prisma.PrismaPromise<unknown>[]> {
  const embedded = await embeddedPassages(ctx, resume, analysis);
  return replaceResumeIndexStatements(ctx.prisma, {
    tenantId: resume.tenantId,
    resumeId: resume.id,
    model: ctx.candidateEmbedder.name,
    passages: embedded,
    facts: factsOf(analysis, new Date()),
  });
}
