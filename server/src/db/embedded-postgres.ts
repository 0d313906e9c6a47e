import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';

export type EmbeddedPostgres = {
  /** A postgres:// URL on loopback that the ordinary pg driver connects to. */
  url: string;
  stop(): Promise<void>;
};

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly, with pgvector) and serves it on a loopback
 * port, so the app talks to it with the same driver as to a real server: one code path, two
 * databases. `dataDir` undefined keeps everything in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(`${dataDir}.lock`) : () => {};
  try {
    const db = await PGlite.create({ dataDir, extensions: { vector } });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    return {
      url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`,
      async stop() {
        await server.stop();
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
