// `npm run bench`: figures for the hot paths, measured against the built server as `npm start`
// runs it (embedded PGlite, local analyzer). Run `npm run build` first. Prints, never asserts.
// `npm run bench -- --soak [--minutes 10] [--connections 50] [--url URL [--without-documents]]` runs
// only the soak (bench/soak.ts), which does assert: it exits 1 on any error. With --url it drives
// that running server or load balancer instead of starting one (REQUIRE_EMAIL_VERIFICATION=false,
// TRUST_PROXY trusting this machine, SMTP set up); --without-documents when its PostgreSQL lacks pgvector.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PDFParse } from 'pdf-parse';
import { benchCandidateSearch } from './candidates.js';
import { benchDashboard } from './dashboard.js';
import { benchIngest, benchSearch } from './documents.js';
import { benchHotPathsAgainstReferences } from './hot-paths.js';
import { benchMemory } from './memory.js';
import { benchOutreach } from './outreach.js';
import { typicalResumePdf } from './resume-pdf.js';
import { startBuiltServer } from './server-process.js';
import { benchHealthDuringLogins, benchSessionCheck } from './sessions-and-logins.js';
import { soak } from './soak.js';
import { ms, summarize } from './stats.js';

async function benchHotPaths(): Promise<void> {
  const server = await startBuiltServer({ REQUIRE_EMAIL_VERIFICATION: 'false', TRUST_PROXY: 'loopback' });
  const api = `${server.origin}/api`;
  const json = { 'Content-Type': 'application/json' };

  try {
    const password = 'Bench!Pass9';
    const email = `bench-${Date.now()}@example.com`;
    const registered = await fetch(`${api}/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password }),
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${accessToken}` };

    console.log('\nHTTP throughput (autocannon, 10 connections, 5 s each)');
    for (const [label, path] of [
      ['GET /api/health', '/health'],
      ['GET /api/auth/me (session check)', '/auth/me'],
      ['GET /api/resumes?limit=12', '/resumes?limit=12'],
    ] as const) {
      const result = await autocannon({ url: `${api}${path}`, connections: 10, duration: 5, headers: auth });
      console.log(
        `  ${label.padEnd(36)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
      );
    }

    await benchSessionCheck(api, auth);
    await benchHealthDuringLogins(api);

    const logins: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      const res = await fetch(`${api}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, tenantName: 'Healthcare' }) });
      await res.arrayBuffer();
      logins.push(performance.now() - started);
    }
    const login = summarize(logins);
    console.log(`\nPOST /api/auth/login (bcrypt cost 11), ${login.count} sequential: p50 ${ms(login.p50)}  p95 ${ms(login.p95)}  max ${ms(login.max)}`);

    const pdf = await typicalResumePdf();
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const pages = (await parser.getInfo()).total;
    await parser.destroy();
    const uploadOnce = async () => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'jordan-patel.pdf');
      const started = performance.now();
      const res = await fetch(`${api}/resumes/upload`, { method: 'POST', headers: auth, body: form });
      const body = (await res.json()) as { processingStatus: string };
      if (res.status !== 201 || body.processingStatus !== 'parsed') throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
      return performance.now() - started;
    };

    await uploadOnce(); // warm-up: first worker start, first query plans
    const sequential: number[] = [];
    for (let i = 0; i < 20; i++) sequential.push(await uploadOnce());
    const seq = summarize(sequential);
    console.log(`\nUpload and analyze a typical ${pages}-page PDF (${(pdf.length / 1024).toFixed(1)} KB), local analyzer`);
    console.log(`  sequential, ${seq.count} uploads: p50 ${ms(seq.p50)}  p95 ${ms(seq.p95)}  max ${ms(seq.max)}`);

    const concurrency = 4;
    const total = 24;
    const started = performance.now();
    const latencies: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next += 1;
          latencies.push(await uploadOnce());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const conc = summarize(latencies);
    console.log(
      `  ${concurrency} at a time, ${total} uploads: ${(total / seconds).toFixed(2)} resumes/s  p50 ${ms(conc.p50)}  p95 ${ms(conc.p95)}`,
    );

    await benchIngest({ api, auth });
  } finally {
    await server.stop();
  }
}

const { values } = parseArgs({
  options: {
    soak: { type: 'boolean' },
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    url: { type: 'string' },
    'without-documents': { type: 'boolean', default: false },
  },
});
if (values.soak) {
  const [minutes, connections] = [Number(values.minutes), Number(values.connections)];
  if (!(minutes > 0) || !Number.isInteger(connections) || connections < 1) throw new Error('--minutes and --connections must be positive numbers');
  const origin = values.url?.replace(/\/+$/, '');
  if (origin !== undefined && !URL.canParse(origin)) throw new Error('--url must be a URL such as http://127.0.0.1:3000');
  const target = origin === undefined ? undefined : { origin, description: origin, probes: [], isRunning: () => true };
  if (!(await soak({ minutes, connections, withDocuments: !values['without-documents'], target }))) process.exitCode = 1;
} else {
  await benchHotPaths();
  await benchHotPathsAgainstReferences();
  await benchSearch();
  await benchCandidateSearch();
  await benchOutreach();
  await benchDashboard();
  await benchMemory();
}
