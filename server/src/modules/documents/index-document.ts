import type { AppContext } from '../../context.js';
import type { Document } from '../../generated/prisma/client.js';
import { EmbedderError } from '../../ai/openai-embedder.js';
import { isDatabaseUnavailable } from '../../http/database-unavailable.js';
import { chunkDocument } from './chunk-text.js';
import { ensureVectorIndex, replaceChunksStatements } from './chunk-repository.js';

/** What indexing needs: also built by scripts (reindex, eval) without the web app around it. */
export type IndexingContext = Pick<AppContext, 'prisma' | 'embedder' | 'logger'>;

/**
 * Chunks a stored document, embeds the chunks with the active model and writes them, marking the
 * document processed, all in one transaction: a crash leaves it `uploaded` with its old chunks,
 * and running this again is always safe. An embedder failure marks it failed with the reason;
 * its file and text stay, ready for a reprocess.
 */
export async function indexDocument(ctx: IndexingContext, document: Document): Promise<void> {
  const markFailed = (error: unknown) =>
    ctx.prisma.document.update({ where: { id: document.id }, data: { status: 'failed', errorMessage: failureMessage(ctx, error) } });
  const contents = chunkDocument({ title: document.title, description: document.description, text: document.extractedText ?? '' });
  let embeddings: number[][];
  try {
    embeddings = await ctx.embedder.embed(contents);
    await ensureVectorIndex(ctx.prisma, { model: ctx.embedder.name, dimension: ctx.embedder.dimension ?? embeddings[0]!.length });
  } catch (error) {
    await markFailed(error);
    return;
  }
  const chunks = contents.map((content, ordinal) => ({ content, embedding: embeddings[ordinal]! }));
  try {
    await ctx.prisma.$transaction([
      ...replaceChunksStatements(ctx.prisma, { tenantId: document.tenantId, documentId: document.id, model: ctx.embedder.name, chunks }),
      ctx.prisma.document.update({
        where: { id: document.id },
        data: { status: 'processed', errorMessage: null, processedAt: new Date() },
      }),
    ]);
  } catch (error) {
    // Failed, not left `uploaded`: the page offers Reprocess only for a failed document. With the
    // database gone even that write fails, and the start-up recovery finishes the document.
    if (isDatabaseUnavailable(error)) throw error;
    await markFailed(error);
  }
}

/** What the user reads: our own words, never a provider's raw answer. */
function failureMessage(ctx: IndexingContext, error: unknown): string {
  if (error instanceof EmbedderError) return `${error.message}. Please try again.`;
  ctx.logger.error({ err: error }, 'document indexing failed');
  return 'Indexing the document failed unexpectedly. Please try again.';
}
