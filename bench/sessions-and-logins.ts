// Signed-in call cost and sign-in cost against a running server: the session check as a ratio of
// the health ping (measured back to back in one run), and the health ping's p95 while logins run.
import autocannon from 'autocannon';
import { ms, summarize } from './stats.js';

const json = { 'Content-Type': 'application/json' };

async function throughput(url: string, headers: Record<string, string>, connections: number) {
  const result = await autocannon({ url, connections, duration: 5, headers });
  return { perSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** GET /api/auth/me against GET /api/health at 50 connections; the goal is a ratio of 0.8 or more. */
export async function benchSessionCheck(api: string, auth: Record<string, string>): Promise<void> {
  const connections = 50;
  const health = await throughput(`${api}/health`, {}, connections);
  const me = await throughput(`${api}/auth/me`, auth, connections);
  console.log(`\nSession check against the health ping (autocannon, ${connections} connections, 5 s each)`);
  console.log(`  GET /api/health   ${health.perSecond.toFixed(0).padStart(6)} req/s  p99 ${health.p99} ms  non-2xx ${health.non2xx}`);
  console.log(`  GET /api/auth/me  ${me.perSecond.toFixed(0).padStart(6)} req/s  p99 ${me.p99} ms  non-2xx ${me.non2xx}`);
  console.log(`  ratio /auth/me : /health = ${(me.perSecond / health.perSecond).toFixed(2)} (goal >= 0.80)`);
}

// The server must trust X-Forwarded-For (TRUST_PROXY=loopback): each simulated sign-in comes from
// its own address and the load spreads over several accounts, so the sign-in rate limits (per
// address and per account) measure nothing here.
let nextAddress = 1;
const fromNewAddress = () => ({ ...json, 'X-Forwarded-For': `10.77.${nextAddress >> 8}.${nextAddress++ & 255}` });

export type BenchAccount = { email: string; password: string; accessToken: string };

/** Fresh Healthcare accounts (sign-up without e-mail verification), each registered from its own address. */
export async function registerAccounts(api: string, count: number): Promise<BenchAccount[]> {
  const password = 'Bench!Pass9';
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `bench-login-${Date.now()}-${i}@example.com`;
      const res = await fetch(`${api}/auth/register`, {
        method: 'POST',
        headers: fromNewAddress(),
        body: JSON.stringify({ firstName: 'Bench', lastName: 'Login', email, password }),
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
      const { accessToken } = (await res.json()) as { accessToken: string };
      return { email, password, accessToken };
    }),
  );
}

/** The health ping's latency alone, then while 10 logins a second hash passwords on the server. */
export async function benchHealthDuringLogins(api: string): Promise<void> {
  const accounts = await registerAccounts(api, 10);
  const pingFor = async (seconds: number) => {
    const samples: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const started = performance.now();
      await (await fetch(`${api}/health`)).arrayBuffer();
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return summarize(samples);
  };
  const quiet = await pingFor(5);

  const loginLatencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  const ticker = setInterval(() => {
    const { email, password } = accounts[sent++ % accounts.length]!;
    const body = JSON.stringify({ email, password, tenantName: 'Healthcare' });
    const started = performance.now();
    inFlight.push(
      fetch(`${api}/auth/login`, { method: 'POST', headers: fromNewAddress(), body }).then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`login answered ${res.status}`);
        loginLatencies.push(performance.now() - started);
      }),
    );
  }, 100);
  const busy = await pingFor(5);
  clearInterval(ticker);
  await Promise.all(inFlight);
  const logins = summarize(loginLatencies);
  console.log(`\nHealth ping while 10 logins a second run (bcrypt cost 11), 5 s each`);
  console.log(`  quiet:        p50 ${ms(quiet.p50)}  p95 ${ms(quiet.p95)}  max ${ms(quiet.max)}`);
  console.log(`  with logins:  p50 ${ms(busy.p50)}  p95 ${ms(busy.p95)}  max ${ms(busy.max)}  (${busy.count} pings)`);
  console.log(`  the logins:   ${logins.count} done, p50 ${ms(logins.p50)}  p95 ${ms(logins.p95)}`);
}
