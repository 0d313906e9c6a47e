import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { VECTOR_SEARCH_SESSION_SETTINGS } from '../modules/documents/chunk-repository.js';
import { applyMigrations } from './migrate.js';
import { queryPreparedOn, type QueryPrepared } from './prepared-statement.js';

export type { PrismaClient };

export type Database = {
  prisma: PrismaClient;
  /** The pg pool under Prisma, for the migration runner, health checks and raw SQL. */
  pool: pg.Pool;
  /** Hot reads as named statements on that pool (prepared-statement.ts). */
  queryPrepared: QueryPrepared;
  /** Where the pool connects: DATABASE_URL, or the embedded database's loopback address. */
  connectionString: string;
  isEmbedded: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../prisma/migrations');

export type OpenDatabaseOptions = {
  /** A PostgreSQL server; when absent, embedded PGlite is started. */
  databaseUrl?: string;
  /** Where embedded PGlite keeps its files; absent means in memory (tests). */
  embeddedDataDir?: string;
  logger?: Logger;
};

/** A Prisma client whose queries go through `pool`. */
export function prismaOver(pool: pg.Pool): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}

/** Connects (starting embedded PGlite when no URL is given), migrates, and returns Prisma. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  if (!options.databaseUrl) embedded = await startEmbeddedPostgres(options.embeddedDataDir);
  const connectionString = options.databaseUrl ?? embedded!.url;
  // PGlite runs one query stream: through the socket, a second connection would interleave its
  // messages with the first, so the embedded pool holds exactly one.
  const pool = new pg.Pool({
    connectionString,
    max: embedded ? 1 : 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: embedded ? 0 : 30_000,
    // Awaited before the pool hands a new connection out. Sent from the 'connect' event instead,
    // it was still running when the first caller's query arrived on the same client, which pg 8
    // deprecates and pg 9 refuses.
    onConnect: async (client) => {
      await client.query(VECTOR_SEARCH_SESSION_SETTINGS).catch((error: unknown) => {
        options.logger?.error({ err: error }, 'vector search settings failed');
      });
    },
  });
  pool.on('error', (error) => options.logger?.error({ err: error }, 'database pool error'));
  try {
    const applied = await applyMigrations(pool, MIGRATIONS_DIR);
    for (const migration of applied) options.logger?.info({ migration: migration.name }, 'migration applied');
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  const prisma = prismaOver(pool);
  return {
    prisma,
    pool,
    queryPrepared: queryPreparedOn(pool),
    connectionString,
    isEmbedded: Boolean(embedded),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
      await embedded?.stop();
    },
  };
}
