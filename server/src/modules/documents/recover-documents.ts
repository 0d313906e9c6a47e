import { claimAbandoned, whileLeased } from '../../lifecycle/work-lease.js';
import { indexDocument, type IndexingContext } from './index-document.js';

/**
 * Finishes the indexing of documents whose process died mid-upload (their lease ran out while
 * they were `uploaded`). Indexing is idempotent, so running it again is always safe.
 */
export async function finishAbandonedDocuments(ctx: IndexingContext, leaseMs: number): Promise<number> {
  const ids = await claimAbandoned(ctx.prisma, 'document', { leaseMs, limit: 10 });
  for (const id of ids) {
    const document = await ctx.prisma.document.findUnique({ where: { id } });
    if (document) await whileLeased(ctx.prisma, 'document', id, leaseMs, () => indexDocument(ctx, document));
  }
  return ids.length;
}
