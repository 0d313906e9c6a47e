import type { AppContext, Caller } from '../../context.js';
import { EmbedderError } from '../../ai/openai-embedder.js';
import { HttpError } from '../../http/http-error.js';
import { bestChunks, ensureVectorIndex, nearestOtherDocuments, textCandidates, vectorCandidates, type Candidate } from './chunk-repository.js';
import { toDocumentView, withUploader } from './document-view.js';
import { snippetOf } from './snippet.js';

// Chunks taken from each list before fusing: three per wanted document leaves room for
// documents with several matching chunks, and keeps the index scans short.
const candidatesFor = (topK: number) => Math.min(150, Math.max(30, topK * 3));
// Reciprocal rank fusion's usual constant (Cormack et al., 2009): it keeps one list's first
// place from drowning the other list's evidence.
const RRF_K = 60;

export type SearchMode = 'hybrid' | 'vector' | 'text';

/**
 * Natural-language search over the caller's library: the nearest chunks by meaning (vectors of
 * the active model) and the chunks sharing the query's words (full text), fused by reciprocal
 * rank, one result per document, best first.
 */
export async function searchDocuments(ctx: Pick<AppContext, 'prisma' | 'embedder'>, options: { caller: Caller; query: string; topK: number; mode?: SearchMode }) {
  const ranked = await rankDocuments(ctx, { tenantId: options.caller.tenantId, query: options.query, mode: options.mode ?? 'hybrid', topK: options.topK });
  const top = ranked.documentIds.slice(0, options.topK);
  const [best, documents] = await Promise.all([
    bestChunks(ctx.prisma, { ...ranked.scope, vector: ranked.vector, documentIds: top }),
    ctx.prisma.document.findMany({ where: { id: { in: top }, tenantId: options.caller.tenantId }, include: withUploader }),
  ]);
  const bestOf = new Map(best.map((chunk) => [chunk.documentId, chunk]));
  const documentOf = new Map(documents.map((document) => [document.id, document]));
  const results = top.flatMap((id) => {
    const document = documentOf.get(id);
    const chunk = bestOf.get(id);
    if (!document || !chunk) return [];
    return [{ ...toDocumentView(document), snippet: snippetOf(chunk.content, options.query), similarity: clamp(chunk.similarity) }];
  });
  return { results };
}

/** Document ids, best first: used by the route (hybrid) and by the evaluation (each mode alone). */
export async function rankDocuments(ctx: Pick<AppContext, 'prisma' | 'embedder'>, options: { tenantId: string; query: string; mode: SearchMode; topK: number }) {
  let vector: number[];
  try {
    [vector] = (await ctx.embedder.embed([options.query])) as [number[]];
  } catch (error) {
    if (!(error instanceof EmbedderError)) throw error;
    throw new HttpError(502, `Search is unavailable right now: ${error.message}. Please try again.`);
  }
  const scope = { tenantId: options.tenantId, model: ctx.embedder.name, dimension: ctx.embedder.dimension ?? vector.length };
  await ensureVectorIndex(ctx.prisma, scope);
  // One after the other: on the embedded database's single connection the transaction of the
  // vector query would only queue behind the other anyway.
  const byVector = options.mode === 'text' ? [] : await vectorCandidates(ctx.prisma, { ...scope, vector, limit: candidatesFor(options.topK) });
  const byText = options.mode === 'vector' ? [] : await textCandidates(ctx.prisma, { ...scope, query: options.query, limit: candidatesFor(options.topK) });
  const documentIds = fuse([byVector, byText]);
  // Candidate chunks can crowd into a few documents: a library of k <= topK documents still
  // answers all k, the others ranked by their closest chunk.
  if (options.mode !== 'text' && documentIds.length < options.topK) {
    const limit = options.topK - documentIds.length;
    documentIds.push(...(await nearestOtherDocuments(ctx.prisma, { ...scope, vector, excluded: documentIds, limit })));
  }
  return { scope, vector, documentIds };
}

/** Reciprocal rank fusion over documents: each list ranks a document by its best chunk. */
function fuse(lists: Candidate[][]): string[] {
  const scores = new Map<string, number>();
  for (const list of lists) {
    const documentRanks = [...new Set(list.map((candidate) => candidate.documentId))];
    documentRanks.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + rank + 1)));
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

const clamp = (similarity: number) => Math.min(1, Math.max(0, Number.isFinite(similarity) ? similarity : 0));
