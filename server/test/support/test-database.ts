import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.js';
import type { Logger } from '../../src/logger.js';

/**
 * The database of one test app. By default an in-memory PGlite. With TEST_DATABASE_URL (a
 * PostgreSQL server, as `npm run test:wire` starts), a fresh database on that server reached
 * through DATABASE_URL exactly as docker compose runs the app: the pg pool of several
 * connections, concurrent requests, Prisma over the wire. Dropped again on close.
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ logger: options.logger });
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), logger: options.logger });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
