import type { Embedder } from './ai/embedder.js';
import type { LanguageModel } from './ai/resume-analysis.js';
import type { Config } from './config.js';
import type { PrismaClient } from './db/database.js';
import type { QueryPrepared } from './db/prepared-statement.js';
import type { FileStorage } from './files/storage.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';

/** What services need from the outside world, built once in main.ts (or by a test). */
export type AppContext = {
  config: Config;
  prisma: PrismaClient;
  queryPrepared: QueryPrepared;
  mailer: Mailer;
  logger: Logger;
  storage: FileStorage;
  languageModel: LanguageModel;
  /** Embeds the document library (LOCAL_EMBEDDER offline). */
  embedder: Embedder;
  /** Embeds the candidate index of analysed resumes (CANDIDATE_EMBEDDER offline); may be `embedder` itself. */
  candidateEmbedder: Embedder;
  /** bcrypt cost: 11 keeps a sign-in near 100 ms on our 2-core hosts; tests lower it. */
  passwordHashCost: number;
};

/** Who is calling, from a verified session token. Never from the request body. */
export type Caller = {
  userId: string;
  tenantId: string;
  tenantName: string;
  sessionId: string;
};

/** Where a request came from, for the audit log. */
export type RequestOrigin = { ip?: string; userAgent?: string };
