import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import supertest from 'supertest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import type { Embedder } from '../../src/ai/embedder.js';
import { createEmbedders } from '../../src/ai/embedder.js';
import { createLanguageModel } from '../../src/ai/language-model.js';
import type { LanguageModel } from '../../src/ai/resume-analysis.js';
import { openTestDatabase } from './test-database.js';
import type { Database } from '../../src/db/database.js';
import { createFileStorage } from '../../src/files/storage.js';
import type { RateLimitSettings } from '../../src/http/rate-limit.js';
import { createMailer } from '../../src/mail/mailer.js';
import { followSessionChanges } from '../../src/modules/auth/session-cache.js';
import { withSessionSecret } from '../../src/db/session-secret.js';
import { auditLogger } from './log-audit.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';

export type TestAppOptions = {
  env?: Record<string, string>;
  languageModel?: LanguageModel;
  embedder?: Embedder;
  candidateEmbedder?: Embedder;
  rateLimits?: RateLimitSettings;
  /** Where the app logs; by default into the run's log audit (log-audit.ts). */
  logger?: Logger;
  /**
   * Another replica of that app's deployment: the same database, SMTP server and upload folder
   * (standing in for the object store), with its own memory, mailer, database client and DATA_DIR.
   */
  replicaOf?: { ctx: AppContext; database: Database; smtp: SmtpCapture };
};

// Roomy enough that no suite trips them by accident; the rate-limit suite sets its own.
const relaxedLimits: RateLimitSettings = { authPerIp: 10_000, authPerAccount: 10_000, windowMs: 60_000 };

/** The real app on an in-memory PGlite, sending mail to a real SMTP server on loopback. */
export async function startTestApp(options: TestAppOptions = {}) {
  const { replicaOf } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-test-'));
  const smtp = replicaOf?.smtp ?? (await startSmtpCapture());
  const settings = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    UPLOAD_DIR: replicaOf?.ctx.config.uploadDir ?? path.join(dataDir, 'uploads'),
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://app.test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    // The sentence model costs about a second a resume and a process of its own: the suites that
    // test it (search-minilm-embedder, candidate-embedder-default) ask for it.
    CANDIDATE_EMBEDDER: 'glove',
    ...options.env,
  });
  const logger = options.logger ?? auditLogger() ?? pino({ level: 'silent' });
  const database = await openTestDatabase({ logger, sharing: replicaOf?.database });
  const config = await withSessionSecret(settings, database.prisma, logger);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox'), logger });
  const embedders = createEmbedders(config);
  // bcrypt's cheapest cost: the rules under test do not depend on it, and it keeps suites fast.
  const ctx: AppContext = {
    config,
    prisma: database.prisma,
    queryPrepared: database.queryPrepared,
    mailer,
    logger,
    storage: createFileStorage(config.storage),
    languageModel: options.languageModel ?? createLanguageModel(config),
    embedder: options.embedder ?? embedders.embedder,
    candidateEmbedder: options.candidateEmbedder ?? embedders.candidateEmbedder,
    passwordHashCost: 4,
  };
  const sessionChanges = await followSessionChanges(database.prisma, database, logger);
  const app = createApp(ctx, { ping: database.ping, rateLimits: options.rateLimits ?? relaxedLimits });
  return {
    app,
    api: supertest(app),
    ctx,
    database,
    sessionChanges,
    smtp,
    dataDir,
    /** Stops this app; a replica leaves the SMTP server to the app it joined, and closes only its own database client. */
    async close() {
      mailer.close();
      await sessionChanges.close();
      if (!replicaOf) await smtp.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The files under the app's upload directory (none before the first upload). */
export function storedFiles(t: TestApp): string[] {
  try {
    return readdirSync(t.ctx.config.uploadDir).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
}

/** Supertest's parser for an answer read as raw bytes (a download, a zip): `.buffer(true).parse(binaryBody)`. */
export const binaryBody = (response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};
