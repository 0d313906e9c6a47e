// Dashboard latency over a tenant with 10,000 resumes, 50,000 outreach messages and 5,000
// documents in the embedded database, and the sign-in screen's JavaScript budget.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { seedDashboardRows, type SeedCounts } from './dashboard-seed.js';
import { ownerOf, withDatabase } from './embedded-database.js';
import { startBuiltServer } from './server-process.js';
import { ms, summarize } from './stats.js';

const COUNTS: SeedCounts = { resumes: 10_000, outreach: 50_000, documents: 5_000 };
const ENV = { REQUIRE_EMAIL_VERIFICATION: 'false' };
const SAMPLES = 40;

async function timeDashboard(origin: string, token: string): Promise<string> {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${origin}/api/analytics/dashboard?tz=UTC`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { overview?: { totalOutreach: number } };
    if (res.status !== 200 || body.overview?.totalOutreach !== COUNTS.outreach) throw new Error(`dashboard failed: ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await call(); // warm-up: first plans, first pages read
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await call());
  const stats = summarize(samples);
  return `p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}`;
}

export async function benchDashboard(): Promise<void> {
  const server = await startBuiltServer(ENV);
  const { dataDir } = server;
  const email = `bench-dashboard-${Date.now()}@example.com`;
  const registered = await fetch(`${server.origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password: 'Bench!Pass9' }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  await server.stop();

  await withDatabase(dataDir, async (db) => seedDashboardRows(db, await ownerOf(db, email), COUNTS));
  // The server vacuums and analyses the embedded database itself (decision 62): once at start,
  // then every minute. Timed at once, and again when its first minute has passed.
  const restarted = await startBuiltServer(ENV, dataDir);
  let atStart: string;
  let afterMaintenance: string;
  try {
    atStart = await timeDashboard(restarted.origin, accessToken);
    await new Promise((resolve) => setTimeout(resolve, 65_000));
    afterMaintenance = await timeDashboard(restarted.origin, accessToken);
  } finally {
    await restarted.stop();
  }
  rmSync(dataDir, { recursive: true, force: true }); // about 350 MB
  console.log(
    `\nGET /api/analytics/dashboard, ${COUNTS.resumes} resumes, ${COUNTS.outreach} outreach, ${COUNTS.documents} documents, ${SAMPLES} sequential:` +
      ` right after start ${atStart}; a minute later, after the server's own VACUUM (ANALYZE) passes, ${afterMaintenance}`,
  );
  const budget = execFileSync(process.execPath, ['client/scripts/check-bundle-size.mjs'], { encoding: 'utf8' }).trim();
  console.log(`Bundle budget: ${budget}`);
}
