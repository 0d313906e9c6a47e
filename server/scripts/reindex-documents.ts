// Re-embeds the document library with the configured embedder: after changing
// OPENAI_EMBEDDING_MODEL (or switching between the offline default and a server), search finds
// only documents indexed by the active model. Resumable: a document already indexed by the active
// model is skipped, so an interrupted run simply continues. Failed documents are retried.
// Run: npm run reindex   (with the same settings as the server; stop an embedded-database
// server first, PGlite serves one process)
import path from 'node:path';
import { createEmbedder } from '../src/ai/embedder.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createLogger } from '../src/logger.js';
import { indexDocument } from '../src/modules/documents/index-document.js';

const config = loadConfig();
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
const embedder = createEmbedder(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDataDir: path.join(config.dataDir, 'pglite'), logger });
const ctx = { prisma: database.prisma, embedder, logger };

try {
  const pending = await ctx.prisma.document.findMany({
    where: { OR: [{ status: { not: 'processed' } }, { chunks: { none: { embeddingModel: embedder.name } } }] },
    orderBy: { createdAt: 'asc' },
  });
  const total = await ctx.prisma.document.count();
  console.log(`${embedder.name}: ${total - pending.length} of ${total} documents already indexed, ${pending.length} to go`);
  let failed = 0;
  for (const [position, document] of pending.entries()) {
    await indexDocument(ctx, document);
    const { status, errorMessage } = await ctx.prisma.document.findUniqueOrThrow({ where: { id: document.id } });
    if (status === 'failed') failed++;
    console.log(`[${position + 1}/${pending.length}] ${status === 'failed' ? `failed: ${errorMessage}` : 'indexed'}  ${document.title}`);
  }
  console.log(failed === 0 ? 'Done.' : `Done; ${failed} failed. Run again to retry them.`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  await database.close();
}
