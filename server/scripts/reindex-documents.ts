// Re-embeds the document library and the candidate-search index of the analysed resumes with the
// configured embedders: after changing OPENAI_EMBEDDING_MODEL, LOCAL_EMBEDDER or CANDIDATE_EMBEDDER (or switching
// between an offline embedder and a server), search finds only what the active model indexed. Resumable: a document
// or resume already indexed by the active model is skipped, so an interrupted run simply
// continues. Failed ones are retried.
// Run: npm run reindex   (with the same settings as the server; stop an embedded-database
// server first, PGlite serves one process)
import path from 'node:path';
import { createEmbedders } from '../src/ai/embedder.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createLogger } from '../src/logger.js';
import { reindexResumes } from '../src/modules/candidates/reindex-resumes.js';
import { reindexDocuments } from '../src/modules/documents/reindex-documents.js';

const config = loadConfig();
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDataDir: path.join(config.dataDir, 'pglite'), logger });
const ctx = { prisma: database.prisma, ...createEmbedders(config), logger };

try {
  const documents = await reindexDocuments(ctx, {
    onStart: ({ model, total, alreadyIndexed }) =>
      console.log(`${model}: ${alreadyIndexed} of ${total} documents already indexed, ${total - alreadyIndexed} to go`),
    onProgress: ({ position, pending, title, failure }) =>
      console.log(`[${position}/${pending}] ${failure ? `failed: ${failure}` : 'indexed'}  ${title}`),
  });
  const resumes = await reindexResumes(ctx, {
    onStart: ({ model, total, alreadyIndexed }) =>
      console.log(`${model}: ${alreadyIndexed} of ${total} analysed resumes already indexed, ${total - alreadyIndexed} to go`),
    onProgress: ({ position, pending, filename, failure }) =>
      console.log(`[${position}/${pending}] ${failure ? `failed: ${failure}` : 'indexed'}  ${filename}`),
  });
  const failed = documents.failed + resumes.failed;
  console.log(failed === 0 ? 'Done.' : `Done; ${failed} failed. Run again to retry them.`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  await database.close();
}
