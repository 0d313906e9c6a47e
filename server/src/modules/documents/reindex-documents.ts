import { indexDocument, type IndexingContext } from './index-document.js';

export type ReindexProgress = { position: number; pending: number; title: string; failure?: string };
export type ReindexSummary = { model: string; total: number; alreadyIndexed: number; indexed: number; failed: number };

/**
 * Re-embeds every document the active embedder has not indexed (a changed model, a failure, an
 * interrupted run): a document already indexed by the active model is skipped, so running it again
 * simply continues. Shared by `npm run reindex` and `npm run admin -- reindex-documents`.
 */
export async function reindexDocuments(
  ctx: IndexingContext,
  { onStart, onProgress }: { onStart?: (summary: ReindexSummary) => void; onProgress?: (progress: ReindexProgress) => void } = {},
): Promise<ReindexSummary> {
  const pending = await ctx.prisma.document.findMany({
    where: { OR: [{ status: { not: 'processed' } }, { chunks: { none: { embeddingModel: ctx.embedder.name } } }] },
    orderBy: { createdAt: 'asc' },
  });
  const total = await ctx.prisma.document.count();
  const summary: ReindexSummary = { model: ctx.embedder.name, total, alreadyIndexed: total - pending.length, indexed: 0, failed: 0 };
  onStart?.(summary);
  for (const [position, document] of pending.entries()) {
    await indexDocument(ctx, document);
    const { status, errorMessage } = await ctx.prisma.document.findUniqueOrThrow({ where: { id: document.id } });
    if (status === 'failed') summary.failed++;
    else summary.indexed++;
    onProgress?.({ position: position + 1, pending: pending.length, title: document.title, failure: status === 'failed' ? (errorMessage ?? 'failed') : undefined });
  }
  return summary;
}
