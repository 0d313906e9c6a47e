import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, prismaOver, type Database } from '../../src/db/database.js';
import type { Logger } from '../../src/logger.js';

/**
 * The database of one test app. By default an in-memory PGlite. With TEST_DATABASE_URL (a
 * PostgreSQL server, as `npm run test:wire` starts), a fresh database on that server reached
 * through DATABASE_URL exactly as docker compose runs the app: the pg pool of several
 * connections, concurrent requests, Prisma over the wire. Dropped again on close.
 * With `sharing`, the database of another test app, for a second replica (see sharedDatabase).
 */
export async function openTestDatabase(options: { logger?: Logger; sharing?: Database } = {}): Promise<Database> {
  if (options.sharing) return sharedDatabase(options.sharing, options.logger);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ logger: options.logger });
  const scratch = await createScratchDatabase(serverUrl, 'test');
  const database = await openDatabase({ databaseUrl: scratch.url, logger: options.logger });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A fresh, empty database named `<prefix>_<random>` on the PostgreSQL server of `serverUrl` (a superuser's URL). */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const asSuperuser = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asSuperuser(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asSuperuser(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A second replica's way into `database`. On a PostgreSQL server: a pool of its own, as another
 * process has. On PGlite, which admits one connection, the same pool with a Prisma client (and so
 * a session cache) of its own: the embedded database never has two processes, so the two apps
 * share one connection where replicas would each have theirs. Closing it leaves the database up.
 */
async function sharedDatabase(database: Database, logger?: Logger): Promise<Database> {
  if (!database.isEmbedded) return openDatabase({ databaseUrl: database.connectionString, logger });
  const prisma = prismaOver(database.pool);
  return {
    ...database,
    prisma,
    async close() {
      await prisma.$disconnect();
    },
  };
}
