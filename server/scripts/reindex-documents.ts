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
import { reindexDocuments } from '../src/modules/documents/reindex-documents.js';

const config = loadConfig();
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
const embedder = createEmbedder(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDataDir: path.join(config.dataDir, 'pglite'), logger });
const ctx = { prisma: database.prisma, embedder, logger };

try {
  const summary = await reindexDocuments(ctx, {
    onStart: ({ model, total, alreadyIndexed }) =>
      console.log(`${model}: ${alreadyIndexed} of ${total} documents already indexed, ${total - alreadyIndexed} to go`),
    onProgress: ({ position, pending, title, failure }) =>
      console.log(`[${position}/${pending}] ${failure ? `failed: ${failure}` : 'indexed'}  ${title}`),
  });
  console.log(summary.failed === 0 ? 'Done.' : `Done; ${summary.failed} failed. Run again to retry them.`);
  process.exitCode = summary.failed === 0 ? 0 : 1;
} finally {
  await database.close();
}
