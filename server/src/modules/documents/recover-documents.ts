import { indexDocument, type IndexingContext } from './index-document.js';

/**
 * A document is stored `uploaded` before it is indexed; a crash in between leaves it so. At
 * start nothing of this process is indexing yet, so every `uploaded` document is one a crash
 * interrupted: index it now (indexing is idempotent, so a document another instance is just
 * finishing costs only the repeated work). Runs in the background; failures become `failed`.
 */
export async function finishInterruptedDocuments(ctx: IndexingContext): Promise<number> {
  const interrupted = await ctx.prisma.document.findMany({ where: { status: 'uploaded' }, orderBy: { createdAt: 'asc' } });
  for (const document of interrupted) await indexDocument(ctx, document);
  return interrupted.length;
}
