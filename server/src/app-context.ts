import path from 'node:path';
import { createEmbedders } from './ai/embedder.js';
import { createLanguageModel } from './ai/language-model.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/database.js';
import { createFileStorage } from './files/storage.js';
import type { Logger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { PASSWORD_HASH_COST } from './modules/auth/passwords.js';

/** Where the dev outbox keeps e-mails when no SMTP_URL is set. */
export const outboxDirOf = (config: Config) => path.join(config.dataDir, 'outbox');

/** The services of the app on its settings: built by main.ts, and by scripts that run the app's services (seed:demo). */
export function createAppContext(options: { config: Config; database: Pick<Database, 'prisma' | 'queryPrepared'>; logger: Logger }): AppContext {
  const { config, database, logger } = options;
  return {
    config,
    prisma: database.prisma,
    queryPrepared: database.queryPrepared,
    logger,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: outboxDirOf(config), logger }),
    storage: createFileStorage(config.storage),
    languageModel: createLanguageModel(config),
    ...createEmbedders(config),
    passwordHashCost: PASSWORD_HASH_COST,
  };
}
