import path from 'node:path';
import { createEmbedder } from './ai/embedder.js';
import { createLanguageModel } from './ai/language-model.js';
import { CLIENT_DIST_DIR, createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createFileStorage } from './files/storage.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { finishInterruptedDocuments } from './modules/documents/recover-documents.js';

const PASSWORD_HASH_COST = 11;
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: path.join(config.dataDir, 'pglite'),
    logger,
  });
  const outboxDir = path.join(config.dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, logger });
  const languageModel = createLanguageModel(config);
  const ctx = {
    config,
    prisma: database.prisma,
    mailer,
    logger,
    storage: createFileStorage(config.uploadDir),
    languageModel,
    embedder: createEmbedder(config),
    passwordHashCost: PASSWORD_HASH_COST,
  };
  const app = createApp(ctx, { ping: database.ping, clientDir: CLIENT_DIST_DIR });

  const server = app.listen(config.port, config.host, () => {
    logger.info(
      {
        url: config.publicUrl,
        database: database.isEmbedded ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'DATABASE_URL',
        mail: mailer.kind === 'smtp' ? 'SMTP_URL' : `dev outbox in ${outboxDir}`,
        languageModel: languageModel.name,
      },
      `listening on http://${config.host}:${config.port}`,
    );
  });
  finishInterruptedDocuments(ctx).then(
    (count) => count > 0 && logger.info({ count }, 'finished documents a restart interrupted'),
    (error: unknown) => logger.error({ err: error }, 'could not finish interrupted documents'),
  );

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting, let requests in flight finish, then close the database.
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over; closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      mailer.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
