import type { AppContext, Caller } from '../../context.js';
import { embedQuery } from '../../search/embed-query.js';
import { bestPassages, ensureVectorIndex, textCandidates, vectorCandidates } from './chunk-repository.js';
import { toDocumentView, withUploader } from './document-view.js';
import { fuseDocuments, nearTheBest } from './fuse-ranks.js';
import { snippetOf } from './snippet.js';

// Chunks taken from each list before fusing: three per wanted document leaves room for
// documents with several matching chunks, and keeps the index scans short.
const candidatesFor = (topK: number) => Math.min(150, Math.max(30, topK * 3));

export type SearchMode = 'hybrid' | 'vector' | 'text';

/**
 * Natural-language search over the caller's library: the nearest chunks by meaning (vectors of
 * the active model) and the chunks sharing the query's words (full text), fused by reciprocal
 * rank, one result per document, best first. `similarity` is that fused relevance, the one
 * number that orders the results; the snippet is the document's best passage around the
 * query's words.
 */
export async function searchDocuments(ctx: Pick<AppContext, 'prisma' | 'embedder'>, options: { caller: Caller; query: string; topK: number; mode?: SearchMode }) {
  const ranked = await rankDocuments(ctx, { tenantId: options.caller.tenantId, query: options.query, mode: options.mode ?? 'hybrid', topK: options.topK });
  const top = ranked.documents.slice(0, options.topK);
  const ids = top.map((document) => document.documentId);
  const [passages, documents] = await Promise.all([
    bestPassages(ctx.prisma, { ...ranked.scope, vector: ranked.vector, documentIds: ids, query: options.query }),
    ctx.prisma.document.findMany({ where: { id: { in: ids }, tenantId: options.caller.tenantId }, include: withUploader }),
  ]);
  const passageOf = new Map(passages.map((passage) => [passage.documentId, passage.content]));
  const documentOf = new Map(documents.map((document) => [document.id, document]));
  const results = top.flatMap(({ documentId, relevance }) => {
    const document = documentOf.get(documentId);
    const passage = passageOf.get(documentId);
    if (!document || passage === undefined) return [];
    return [{ ...toDocumentView(document), snippet: snippetOf(passage, options.query), similarity: relevance }];
  });
  return { results };
}

/**
 * Documents best first with their relevance, only those near the best (fuse-ranks.ts): used by
 * the route (hybrid) and by the evaluation (each mode alone).
 */
export async function rankDocuments(ctx: Pick<AppContext, 'prisma' | 'embedder'>, options: { tenantId: string; query: string; mode: SearchMode; topK: number }) {
  const vector = await embedQuery(ctx.embedder, options.query);
  const scope = { tenantId: options.tenantId, model: ctx.embedder.name, dimension: ctx.embedder.dimension ?? vector.length };
  await ensureVectorIndex(ctx.prisma, scope);
  // One after the other: on the embedded database's single connection the transaction of the
  // vector query would only queue behind the other anyway.
  const byVector = options.mode === 'text' ? [] : await vectorCandidates(ctx.prisma, { ...scope, vector, limit: candidatesFor(options.topK) });
  const byText = options.mode === 'vector' ? [] : await textCandidates(ctx.prisma, { ...scope, query: options.query, limit: candidatesFor(options.topK) });
  const documents = nearTheBest(fuseDocuments([byVector, byText]));
  return { scope, vector, documents, documentIds: documents.map((document) => document.documentId) };
}
