import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCAL_EMBEDDERS, type LocalEmbedder } from './ai/local-embedders.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

// Durations as jose and humans write them: 900s, 15m, 12h, 7d.
const duration = z.string().regex(/^\d+\s*(s|m|h|d)$/, 'must look like 30m, 12h or 7d');

const envSchema = z.object({
  // Checked so that a typo stops the start; the server behaves the same in each (Express reads it for its own defaults).
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(z.url({ message: 'must be a URL such as https://recruit.example.com' }).optional()),
  DATA_DIR: z.string().default('./data'),
  UPLOAD_DIR: z.string().default('./uploads'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  ),
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default('Recruiting Workspace <no-reply@localhost>'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: duration.default('12h'),
  REQUIRE_EMAIL_VERIFICATION: booleanFromEnv.default(true),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url({ message: 'must be a URL' }).optional()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  LOCAL_EMBEDDER: z.enum(LOCAL_EMBEDDERS, { message: `must be one of ${LOCAL_EMBEDDERS.join(', ')}` }).default('glove'),
  CANDIDATE_EMBEDDER: z.enum(LOCAL_EMBEDDERS, { message: `must be one of ${LOCAL_EMBEDDERS.join(', ')}` }).default('minilm'),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(10),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ message: 'must be a URL such as https://s3.example.com' }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'must be empty or folder names ending in /, such as uploads/')
    .default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: optionalString,
  // Express reads a number as "trust this many hops" but the string "1" as an address to trust,
  // which matches no proxy: every visitor would then share the proxy's own address and budget.
  TRUST_PROXY: optionalString.transform((value) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : value)),
  OUTREACH_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(60),
  OUTREACH_MACHINE_OPEN_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  WORK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  STORAGE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
  IMAP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^imaps?:\/\/[^/@\s]+@[^/\s]+/, 'must be an imaps:// or imap:// URL with a user and password, such as imaps://user:pass@mail.example.com/INBOX')
      .optional(),
  ),
  IMAP_ADDRESS: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  IMAP_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  IMAP_MESSAGES_PER_POLL: z.coerce.number().int().min(1).max(10_000).default(200),
});

/** The monitored mailbox that replies and bounces arrive in (IMAP_URL). */
export type MailboxConfig = {
  host: string;
  port: number;
  /** imaps:// (TLS from the start); imap:// upgrades with STARTTLS, required unless the host is loopback. */
  secure: boolean;
  requireStartTls: boolean;
  user: string;
  password: string;
  /** The folder to read, INBOX by default. */
  folder: string;
  /** The mailbox's own address, to which replies (as plus-addresses) and bounces are sent; unset: no Reply-To of ours. */
  address: string | undefined;
  pollSeconds: number;
  messagesPerPoll: number;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function mailboxOf(e: z.infer<typeof envSchema>): MailboxConfig | undefined {
  if (!e.IMAP_URL) return undefined;
  const url = new URL(e.IMAP_URL);
  const user = decodeURIComponent(url.username);
  const secure = url.protocol === 'imaps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    requireStartTls: !secure && !LOOPBACK_HOSTS.has(url.hostname),
    user,
    password: decodeURIComponent(url.password),
    folder: decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX',
    address: e.IMAP_ADDRESS ?? (user.includes('@') ? user : undefined),
    pollSeconds: e.IMAP_POLL_SECONDS,
    messagesPerPoll: e.IMAP_MESSAGES_PER_POLL,
  };
}

export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket, '' or ending in '/'. */
  prefix: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** Where uploads are kept: UPLOAD_DIR, or a bucket when S3_BUCKET is set. */
export type StorageConfig = { kind: 'local'; dir: string } | S3StorageConfig;

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  uploadDir: string;
  storage: StorageConfig;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  requireEmailVerification: boolean;
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiModel: string;
  openaiEmbeddingModel: string;
  /** The document library's offline embedder, used when no OpenAI-compatible server is configured. */
  localEmbedder: LocalEmbedder;
  /** The candidate index's offline embedder, likewise. */
  candidateEmbedder: LocalEmbedder;
  maxUploadBytes: number;
  logLevel: string;
  corsOrigins: string[];
  /** Express's `trust proxy` setting: off unless the app sits behind a known proxy. */
  trustProxy: string | number | false;
  /** How many queued outreach e-mails ("Send all drafts") go out per minute, at most. */
  outreachPerMinute: number;
  /** Pixel fetches this soon after sending are a scanner's, not the candidate's open. */
  machineOpenSeconds: number;
  /** How long an analysis or indexing stays a dead process's before another replica takes it over. */
  workLeaseSeconds: number;
  /** How often one replica removes the stored files that no row names. */
  storageSweepSeconds: number;
  /** Unset: replies and bounces are not read. */
  mailbox: MailboxConfig | undefined;
};

/**
 * The settings as the environment gives them. Without JWT_SECRET the session key is not a setting
 * but a row of the database, read once it is open (session-secret.ts turns this into a Config).
 */
export type LoadedConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string | undefined };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates every setting once. Throws a ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR),
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          prefix: e.S3_PREFIX,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // MinIO, Garage and most self-hosted stores address buckets by path, AWS by host name.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : { kind: 'local', dir: path.resolve(e.UPLOAD_DIR) },
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL,
    openaiEmbeddingModel: e.OPENAI_EMBEDDING_MODEL,
    localEmbedder: e.LOCAL_EMBEDDER,
    candidateEmbedder: e.CANDIDATE_EMBEDDER,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    logLevel: e.LOG_LEVEL,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY ?? false,
    outreachPerMinute: e.OUTREACH_PER_MINUTE,
    machineOpenSeconds: e.OUTREACH_MACHINE_OPEN_SECONDS,
    workLeaseSeconds: e.WORK_LEASE_SECONDS,
    storageSweepSeconds: e.STORAGE_SWEEP_SECONDS,
    mailbox: mailboxOf(e),
  };
}

/**
 * Creates a folder the server writes to, with its parents. A folder that cannot be made ends the
 * start with one line naming the setting, the folder and what it is for, instead of the first
 * write's error far from its cause (`listen EACCES .../admin.sock`).
 */
export function ensureDirectory(dir: string, setting: string, purpose: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `${setting} ${dir} does not exist and cannot be created (${code}): it holds ${purpose}. Create it, or set ${setting} to a folder this user can write.`,
    );
  }
}

/** The folders of a fresh volume or host, made before anything needs them. */
export function ensureServerDirectories(config: Pick<Config, 'dataDir' | 'storage' | 'databaseUrl'>): void {
  const dataPurpose = config.databaseUrl ? 'the dev outbox' : 'the embedded database, the admin socket and the dev outbox';
  ensureDirectory(config.dataDir, 'DATA_DIR', dataPurpose);
  if (config.storage.kind === 'local') ensureDirectory(config.storage.dir, 'UPLOAD_DIR', 'the uploaded resumes and documents');
}
