// What the app's own layers cost on its hottest calls (issue 16): the empty route against a bare
// Express 5 app (same node_modules, a process of its own, loopback), and the first page of 12
// resumes against the database ping, in a tenant of 12 resumes and again of 10,000 seeded in the
// database. The server runs as `npm start` runs it, at the default log level, its log in a file.
// Goals: the empty route >= 0.7x bare Express, the list >= 0.5x the ping. Prints, never asserts.
// Beside req/s, each process's CPU time per answer (Linux): on a shared machine the throughput
// also measures the neighbours, the CPU per answer much less so.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seedResumes } from './dashboard-seed.js';
import { ownerOf, withDatabase } from './embedded-database.js';
import { freePort, startBuiltServer } from './server-process.js';
import { registerAccounts } from './sessions-and-logins.js';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 2;
const TENANT_SIZES = [12, 10_000];
const LIST = '/resumes?page=1&limit=12';

type Load = { perSecond: number; p50: number; p99: number; cpuMicrosPerAnswer?: number };

/** CPU time (user + system) a process has used, in ms; undefined where /proc is not there. */
function cpuMsOf(pid: number): number | undefined {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime and stime, in ticks of 10 ms
}

async function load(url: string, pid: number, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Load> {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpuAfter = cpuMsOf(pid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpuMicrosPerAnswer = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMicrosPerAnswer };
}

const row = (label: string, { perSecond, p50, p99, cpuMicrosPerAnswer }: Load) =>
  `    ${label.padEnd(36)} ${perSecond.toFixed(0).padStart(6)} req/s  p50 ${String(p50).padStart(3)} ms  p99 ${String(p99).padStart(3)} ms` +
  (cpuMicrosPerAnswer === undefined ? '' : `  CPU ${cpuMicrosPerAnswer.toFixed(0).padStart(5)} µs/answer`);

const ratio = (subject: Load, reference: Load) =>
  `${(subject.perSecond / reference.perSecond).toFixed(2)}` +
  (subject.cpuMicrosPerAnswer && reference.cpuMicrosPerAnswer ? ` (by CPU ${(reference.cpuMicrosPerAnswer / subject.cpuMicrosPerAnswer).toFixed(2)})` : '');

/** bench/bare-express.mjs in a process of its own, like the server, so neither shares autocannon's thread. */
async function startBareExpress(): Promise<{ origin: string; pid: number; stop(): void }> {
  const port = await freePort();
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-express.mjs');
  const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port) }, stdio: 'inherit' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${origin}/api/health/live`).then((res) => res.ok, () => false)) return { origin, pid: child.pid!, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('bare Express did not start');
}

async function expectListOf(api: string, auth: Record<string, string>, total: number): Promise<void> {
  const res = await fetch(`${api}${LIST}`, { headers: auth });
  const body = (await res.json()) as { resumes?: unknown[]; pagination?: { totalItems: number } };
  if (res.status !== 200 || body.resumes?.length !== 12 || body.pagination?.totalItems !== total) {
    throw new Error(`the list answered ${res.status} with ${body.resumes?.length} of ${body.pagination?.totalItems} resumes, not 12 of ${total}`);
  }
}

type Process = { origin: string; pid: number };

async function measure(bare: Process, server: Process, auth: Record<string, string>, total: number): Promise<void> {
  const api = `${server.origin}/api`;
  await expectListOf(api, auth, total);
  const routes: [string, string, number, Record<string, string>?][] = [
    ['bare Express 5, the same route', `${bare.origin}/api/health/live`, bare.pid],
    ['GET /api/health/live', `${api}/health/live`, server.pid],
    ['GET /api/health (database ping)', `${api}/health`, server.pid],
    [`GET /api${LIST}`, `${api}${LIST}`, server.pid, auth],
  ];
  for (const [, url, pid, headers] of routes) await load(url, pid, headers, 1); // warm-up: JIT, first plans
  console.log(`  a tenant of ${total.toLocaleString('en-US')} resumes`);
  for (let round = 1; round <= ROUNDS; round++) {
    const results: Load[] = [];
    for (const [label, url, pid, headers] of routes) {
      const result = await load(url, pid, headers);
      results.push(result);
      console.log(row(label, result));
    }
    const [bareLive, live, ping, list] = results as [Load, Load, Load, Load];
    console.log(`    round ${round}: empty route : bare Express = ${ratio(live, bareLive)} (goal >= 0.70), list : ping = ${ratio(list, ping)} (goal >= 0.50)`);
  }
}

export async function benchHotPathsAgainstReferences(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-bench-hot-'));
  const start = () => startBuiltServer({ REQUIRE_EMAIL_VERIFICATION: 'false', LOG_LEVEL: 'info' }, dataDir, [], path.join(dataDir, 'server.log'));
  const bare = await startBareExpress();
  try {
    const first = await start();
    const [account] = await registerAccounts(`${first.origin}/api`, 1);
    await first.stop();
    const auth = { Authorization: `Bearer ${account!.accessToken}` };
    console.log(`\nHot paths against their references (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, log level info to a file)`);
    let seeded = 0;
    for (const size of TENANT_SIZES) {
      await withDatabase(dataDir, async (db) => {
        await seedResumes(db, await ownerOf(db, account!.email), size - seeded, seeded + 1);
        // What the server's maintenance does after inserts of its own; the counters it goes by
        // are this process's and do not reach the server.
        await db.query('VACUUM (ANALYZE) "Resume"');
      });
      seeded = size;
      const server = await start();
      try {
        await measure(bare, server, auth, size);
      } finally {
        await server.stop();
      }
    }
  } finally {
    bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
