import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { workerEntry } from '../files/worker-entry.js';
import { lockDataDir } from './data-dir-lock.js';
import { batchPgliteMessages } from './pglite-message-batches.js';

const execFileAsync = promisify(execFile);

/**
 * PostgreSQL's defaults size a server that owns its machine; PGlite runs inside ours, in a
 * WebAssembly memory that never shrinks, so whatever its buffer pool or one ANALYZE once touched
 * stays in the server's memory until it stops (decision 107). A 16 MB buffer pool instead of
 * 128 MB, all of which PostgreSQL touches at start (the operating system's page cache still holds
 * the files, outside our process), and ANALYZE samples 30 × 300 rows a table instead of
 * 100 × 300 (60 MB for 50,000 e-mails). maintenance_work_mem keeps its 64 MB: only an index
 * built over many rows uses it, and HNSW builds took twice as long with 16 MB.
 */
export const EMBEDDED_MEMORY_SETTINGS = {
  shared_buffers: '16MB',
  default_statistics_target: '30',
} as const;

/**
 * V8 optimises a WebAssembly function (TurboFan) once it has done a budget of work. PGlite's start
 * and migrations spent V8's default budget for hundreds of PostgreSQL's functions, and their
 * optimised code and the memory compiling it (20-40 MB) stayed with the server at rest. A budget
 * 100 times V8's leaves that start-up code as first compiled; what a running server calls in
 * earnest still reaches it within seconds of load: the hot paths of decision 101 measured the same
 * (decision 107). The flag is V8's, for the whole process; it acts on what is compiled after it.
 */
const WASM_TIERING_BUDGET = 180_000_000;

const settingArguments = (settings: Record<string, string>) => Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** How the server (and the child that makes a new data directory) runs PGlite. */
export function pgliteOptions(dataDir?: string): PGliteOptions {
  return {
    dataDir,
    extensions: { vector },
    // Replaces PGlite's own parameters, so they come first; a later -c wins over an earlier one.
    startParams: [...PGlite.defaultStartParams, ...settingArguments(EMBEDDED_MEMORY_SETTINGS)],
    // initdb of a new data directory runs a bootstrap backend of its own with the same pool.
    initDbStartParams: settingArguments({ shared_buffers: EMBEDDED_MEMORY_SETTINGS.shared_buffers }),
  };
}

/**
 * PGlite's initdb of a new data directory touches about 800 MB, and WebAssembly memory never
 * shrinks: run in the server, it stayed in the server's memory for as long as it ran (488 MB at
 * rest after a first start, against about 270 on a directory that already existed). A child
 * process makes the directory and exits, which hands that memory back; the server then opens
 * the directory like any other (decision 107).
 */
async function createDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const { filename, execArgv } = workerEntry(new URL('./create-data-dir.js', import.meta.url));
  // Only PATH: the child needs no setting and must not see the server's secrets.
  await execFileAsync(process.execPath, [...execArgv, filename, dataDir], { env: { PATH: process.env.PATH } });
}

export type EmbeddedPostgres = {
  /** A postgres:// URL on loopback that the ordinary pg driver connects to. */
  url: string;
  stop(): Promise<void>;
};

/**
 * PGlite's wire socket on a free loopback port, with its messages batched (decision 115). Two
 * connections, though the pool holds one: a connection the pool drops (pg-pool drops one whose
 * query failed) is let go by pglite-socket a moment later, and its replacement, refused while the
 * old one was still counted, failed the next query with "Connection terminated unexpectedly".
 * pglite-socket's queue runs one query at a time across connections and keeps a transaction's
 * queries on its own connection.
 */
export async function servePglite(db: PGlite): Promise<PGLiteSocketServer> {
  batchPgliteMessages();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  return server;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly, with pgvector) and serves it on a loopback
 * port, so the app talks to it with the same driver as to a real server: one code path, two
 * databases. `dataDir` undefined keeps everything in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(`${dataDir}.lock`) : () => {};
  try {
    if (dataDir) await createDataDir(dataDir);
    setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
    const db = await PGlite.create(pgliteOptions(dataDir));
    const server = await servePglite(db);
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
