// Memory at rest (issue 16): the built server's resident memory (VmRSS) and its high-water mark
// (VmHWM, the kernel's own peak since the process began, so a start's peak needs no sampling),
// read from /proc (Linux). On a new data directory (its start runs initdb), on the demo data of
// `npm run seed:demo` and on the dashboard's 10,000 resumes: when /api/health first answers, and
// after a minute at rest (the embedded maintenance has vacuumed and analysed by then); on the demo
// data also after a recruiter's round with a search, which loads the word vectors, and once they
// have been let go again. Goals: at rest <= 250 MB, a start's peak <= 400 MB (decision 107).
// Prints, never asserts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WORD_VECTORS_RELEASE_AFTER_MS } from '../server/src/ai/word-vectors/load-word-vectors.js';
import { DEMO_ACCOUNT } from '../server/src/demo/seed-demo.js';
import { seedDashboardRows, type SeedCounts } from './dashboard-seed.js';
import { ownerOf, withDatabase } from './embedded-database.js';
import { startBuiltServer, type RunningServer } from './server-process.js';
import { registerAccounts } from './sessions-and-logins.js';

const AT_REST_MS = 65_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LARGE: SeedCounts = { resumes: 10_000, outreach: 50_000, documents: 5_000 };
const ENV = { REQUIRE_EMAIL_VERIFICATION: 'false' };
const json = { 'Content-Type': 'application/json' };

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'rw-bench-memory-'));

/** Resident now and at the peak so far, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

type Reading = { label: string; rss: number; peak: number };

/**
 * Starts the server on `dataDir` and reads its memory when it answers; then, unless `isStartOnly`,
 * after a minute at rest and at each step of `more` (which returns the readings it made).
 */
async function measure(
  label: string,
  dataDir: string,
  options: { isStartOnly?: boolean; more?: (server: RunningServer) => Promise<Reading[]> } = {},
): Promise<void> {
  const server = await startBuiltServer(ENV, dataDir);
  const readings: Reading[] = [];
  try {
    readings.push({ label: 'ready', ...memoryOf(server.pid) });
    if (!options.isStartOnly) {
      await sleep(AT_REST_MS);
      readings.push({ label: 'a minute at rest', ...memoryOf(server.pid) });
      readings.push(...((await options.more?.(server)) ?? []));
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`  ${label}: ${readings.map((reading) => `${reading.label} ${reading.rss} MB (peak ${reading.peak} MB)`).join('; ')}`);
}

/** The demo account's data, written by `npm run seed:demo` itself. */
function seedDemoDataDir(): string {
  const dataDir = newDataDir();
  execFileSync(process.execPath, ['--import', 'tsx', 'server/scripts/seed-demo.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  return dataDir;
}

/** A recruiter's round on the demo data (sign in, the dashboard, the resume list, a library search), and the quiet after it. */
async function demoRound(server: RunningServer): Promise<Reading[]> {
  const api = `${server.origin}/api`;
  const { email, password, tenantName } = DEMO_ACCOUNT;
  const signedIn = await fetch(`${api}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, tenantName }) });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const auth = { Authorization: `Bearer ${accessToken}` };
  const search = { query: 'how many days of annual leave', topK: 10 };
  for (const res of await Promise.all([
    fetch(`${api}/analytics/dashboard?tz=UTC`, { headers: auth }),
    fetch(`${api}/resumes?limit=12`, { headers: auth }),
    fetch(`${api}/documents/search`, { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify(search) }),
  ])) {
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
  }
  const afterSearch = { label: 'after a search', ...memoryOf(server.pid) };
  await sleep(WORD_VECTORS_RELEASE_AFTER_MS + 15_000);
  return [afterSearch, { label: 'once the word vectors are let go', ...memoryOf(server.pid) }];
}

/** The dashboard bench's rows, in the tenant of a user the server registered. */
async function seedLargeDataDir(): Promise<string> {
  const server = await startBuiltServer(ENV);
  const [account] = await registerAccounts(`${server.origin}/api`, 1);
  await server.stop();
  await withDatabase(server.dataDir, async (db) => {
    await seedDashboardRows(db, await ownerOf(db, account!.email), LARGE);
    // The seed leaves a twentieth of the documents as uploads in flight, which a restart would
    // finish (loading the word vectors): at rest, nothing is in flight.
    await db.query(`UPDATE "Document" SET status = 'failed' WHERE status = 'uploaded'`);
  });
  return server.dataDir;
}

export async function benchMemory(): Promise<void> {
  console.log('\nMemory of the built server: VmRSS, and VmHWM (the peak since it started); goals: at rest <= 250 MB, peak <= 400 MB');
  await measure('a new data directory', newDataDir(), { isStartOnly: true });
  await measure('demo data (npm run seed:demo)', seedDemoDataDir(), { more: demoRound });
  await measure(`${LARGE.resumes} resumes, ${LARGE.outreach} e-mails, ${LARGE.documents} documents`, await seedLargeDataDir());
}
