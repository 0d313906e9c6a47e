// `npm run bench -- --soak [--minutes 10] [--connections 50]`: a realistic mix of sign-ins, lists,
// searches, uploads and sends against the built server for minutes on end, with autocannon. It
// checks every answer, and reads the server's memory and event-loop delay from a preloaded probe
// (bench/soak-probe.mjs; the app itself is unchanged and exposes no metrics). Exits 1 on any error.
// `--url URL` drives a server or load balancer already running instead (`npm run test:cluster --
// --soak` runs it against the cluster's HAProxy, with a probe in each replica).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { twoPagePolicy } from './documents.js';
import { typicalResumePdf } from './resume-pdf.js';
import { startBuiltServer } from './server-process.js';
import { registerAccounts } from './sessions-and-logins.js';
import { startSmtpSink } from './smtp-sink.js';
import { DOCUMENT_KINDS, MIX, mixOptions, multipart, Tally, type MixInput, type Recruiter, type Upload } from './soak-mix.js';
import { answersReport, eventLoopReport, memoryReport, readProbe } from './soak-report.js';

/** Where the soak sends its mix, and what it can see of the servers behind it. */
export type SoakTarget = {
  /** The server or load balancer, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** What serves it, for the report's heading. */
  description: string;
  /** E-mails the target's SMTP server received, when the soak can see it: none may be missing. */
  mailReceived?: () => number;
  /** Each server process with bench/soak-probe.mjs preloaded: its pid and the probe's file. */
  probes: { name: string; pid: number; file: string }[];
  /** False once a server process of the target died. */
  isRunning: () => boolean;
};

export type SoakOptions = {
  minutes: number;
  connections: number;
  /** Without them the mix leaves out searches and document uploads (a PostgreSQL without pgvector). */
  withDocuments: boolean;
  /** Default: the built server started here on the embedded database, with an SMTP sink. */
  target?: SoakTarget;
};

const RECRUITERS = 5;
const WARM_UP_SECONDS = 30;
const POLICIES = [
  'Annual Leave and Holidays Policy',
  'Overtime and On-Call Policy',
  'Parental Leave Policy',
  'Background Checks and References',
  'Tuition Support and Licence Renewals',
  'Relocation and Visa Sponsorship Guidelines',
];

async function expectAnswer(res: Response, status: number): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status !== status) throw new Error(`${res.url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A few Healthcare recruiters, each with analysed resumes, a template and drafts; a policy library to search. */
export async function prepare(api: string, { withDocuments }: { withDocuments: boolean }): Promise<MixInput> {
  const resume = multipart({ name: 'jordan-patel.pdf', type: 'application/pdf', bytes: await typicalResumePdf() });
  const document = multipart(
    { name: 'annual-leave.pdf', type: 'application/pdf', bytes: await twoPagePolicy(POLICIES[0]!) },
    { title: POLICIES[0]! },
  );
  const post = (token: string, route: string, payload: Upload | object) => {
    const isUpload = 'contentType' in payload && 'body' in payload;
    return fetch(`${api}${route}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': isUpload ? payload.contentType : 'application/json' },
      body: isUpload ? new Uint8Array(payload.body) : JSON.stringify(payload),
    });
  };

  const recruiters: Recruiter[] = [];
  for (const account of await registerAccounts(api, RECRUITERS)) {
    const token = account.accessToken;
    for (let i = 0; i < 2; i++) {
      const analysed = await expectAnswer(await post(token, '/resumes/upload', resume), 201);
      if (analysed.processingStatus !== 'parsed') throw new Error(`resume not analysed: ${JSON.stringify(analysed)}`);
    }
    const template = await expectAnswer(
      await post(token, '/email-templates', {
        name: 'ICU outreach',
        subject: 'An ICU role for you, {{candidateName|there}}',
        content: 'Hi {{candidateName|there}},\n\nYour critical care background caught our eye.\n\n{{yourName}}',
      }),
      201,
    );
    const templateId = template.id as string;
    for (let i = 0; i < 3; i++) {
      await expectAnswer(
        await post(token, '/outreach', { templateId, recipientEmail: `prepared-${i}@example.com`, recipientName: `Prepared ${i}`, subject: 'Hello', content: 'Hello there' }),
        201,
      );
    }
    recruiters.push({ ...account, templateId });
  }
  for (const title of withDocuments ? POLICIES : []) {
    const pdf = multipart({ name: `${title}.pdf`, type: 'application/pdf', bytes: await twoPagePolicy(title) }, { title });
    const stored = await expectAnswer(await post(recruiters[0]!.accessToken, '/documents/upload', pdf), 201);
    if (stored.status !== 'processed') throw new Error(`document not indexed: ${JSON.stringify(stored)}`);
  }
  return { recruiters, resume, document };
}

// autocannon answers a thenable instance; async makes it a real promise.
const drive = async (origin: string, seconds: number, options: Partial<autocannon.Options>) =>
  autocannon({ ...options, url: origin, duration: seconds });

/** Runs the soak and prints its report; true when there was no error. */
export async function soak(options: SoakOptions): Promise<boolean> {
  if (options.target) return soakTarget(options, options.target);
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-soak-'));
  // Kept after the run (one line per 10 s) for a closer look at the memory.
  const probeFile = path.join(tmpdir(), `rw-soak-probe-${Date.now()}.jsonl`);
  const server = await startBuiltServer(
    { REQUIRE_EMAIL_VERIFICATION: 'false', TRUST_PROXY: 'loopback', SMTP_URL: sink.url, SOAK_PROBE_FILE: probeFile },
    dataDir,
    [`--import=${PROBE_MODULE}`],
  );
  try {
    return await soakTarget(options, {
      origin: server.origin,
      description: 'the built server (embedded PGlite, local analyzer, SMTP sink on loopback)',
      mailReceived: sink.received,
      probes: [{ name: 'server', pid: server.pid, file: probeFile }],
      isRunning: server.isRunning,
    });
  } finally {
    await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The module a server preloads (node --import) for the soak to read its memory and event loop. */
export const PROBE_MODULE = new URL('./soak-probe.mjs', import.meta.url).href;

async function soakTarget({ minutes, connections, withDocuments }: SoakOptions, target: SoakTarget): Promise<boolean> {
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  const kinds = MIX.map((m) => m.kind).filter((kind) => withDocuments || !DOCUMENT_KINDS.includes(kind));
  console.log(`\nSoak: ${minutes} min at ${connections} connections against ${target.description}`);
  console.log(`  ${new Date().toISOString()}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), node ${process.version}`);
  const input = await prepare(`${target.origin}/api`, { withDocuments });
  console.log(
    `  prepared: ${RECRUITERS} Healthcare recruiters with 2 analysed resumes, a template and 3 drafts each; ` +
      (withDocuments ? `${POLICIES.length} policies indexed` : 'no document library (no pgvector): no searches, no document uploads'),
  );
  console.log(`  mix per connection, a cycle of requests: ${MIX.filter((m) => kinds.includes(m.kind)).map((m) => `${m.kind} ${m.perCycle}`).join(', ')}`);
  console.log(
    '  each connection is one recruiter (of 5) at its own address, sent as X-Forwarded-For (trusted by TRUST_PROXY); after 50 sign-ins it moves' +
      ' to a fresh address, so the per-IP sign-in limit (60 per 15 min) is not what is measured. No limit is switched off.',
  );

  let tally = new Tally();
  const mix = mixOptions(input, connections, () => tally, kinds);
  const warmUp = await drive(target.origin, WARM_UP_SECONDS, mix);
  const warmUpErrors = warmUp.errors + warmUp.timeouts + tally.errors;
  const warmUpDelivered = tally.statuses.get('send')!.get(200) ?? 0;
  console.log(`  warm-up: ${WARM_UP_SECONDS} s, ${tally.count} answers, ${warmUpErrors} errors (not in the figures below)`);

  tally = new Tally();
  for (const probe of target.probes) process.kill(probe.pid, 'SIGUSR2'); // each probe restarts its whole-run event-loop histogram
  clientLoop.enable();
  const startedAt = Date.now();
  const progress = setInterval(() => {
    const memory = target.probes.map((probe) => {
      const last = readProbe(probe.file).at(-1);
      return last ? `, ${probe.name} RSS ${(last.rss / 2 ** 20).toFixed(0)} MB, heap ${(last.heapUsed / 2 ** 20).toFixed(0)} MB` : '';
    });
    console.log(`  ${((Date.now() - startedAt) / 60_000).toFixed(0)} min: ${tally.count} answers, ${tally.errors} wrong${memory.join('')}`);
  }, 60_000);
  const run = await drive(target.origin, minutes * 60, mix).finally(() => clearInterval(progress));
  const endedAt = Date.now();
  clientLoop.disable();
  if (target.probes.length > 0) await new Promise((resolve) => setTimeout(resolve, 11_000)); // the probes' line after the end
  const seconds = (endedAt - startedAt) / 1000;

  // Sends cut off at the end of the warm-up or the run may still reach the sink; none may be missing from it.
  const delivered = warmUpDelivered + (tally.statuses.get('send')!.get(200) ?? 0);
  const received = target.mailReceived?.();
  const lostMail = received === undefined ? 0 : Math.max(0, delivered - received);
  const wrong = tally.errors;
  const isRunning = target.isRunning();
  const errors = wrong + run.errors + run.timeouts + warmUpErrors + lostMail + (isRunning ? 0 : 1);
  console.log(`\n  requests: ${run.requests.sent} sent, ${tally.count} answered and checked in ${seconds.toFixed(0)} s (${(tally.count / seconds).toFixed(0)}/s)`);
  console.log(answersReport(tally, seconds, kinds).join('\n'));
  console.log(
    `  errors: ${errors} (wrong status or body ${wrong}, connection errors ${run.errors}, timeouts over 10 s ${run.timeouts}, warm-up ${warmUpErrors}` +
      `${isRunning ? '' : ', A SERVER DIED'}); every kind expects one 2xx status, so any other answer is an error`,
  );
  for (const [problem, count] of tally.problems) console.log(`    ${problem}: ${count}`);
  console.log(
    received === undefined
      ? `  sends answered "delivered", warm-up included: ${delivered} (count them at the target's SMTP server: the soak cannot see it)`
      : `  e-mails received by the SMTP server: ${received}; sends answered "delivered", warm-up included: ${delivered}${lostMail ? `, ${lostMail} MISSING` : ''}`,
  );

  let isMemoryFlat = true;
  for (const probe of target.probes) {
    const lines = readProbe(probe.file);
    const memory = memoryReport(lines, startedAt, endedAt, (tally.count / seconds / target.probes.length) * 60);
    isMemoryFlat &&= memory.isFlat;
    console.log(`  ${probe.name} memory (process.memoryUsage every 10 s; all samples in ${probe.file}):`);
    console.log(memory.lines.join('\n'));
    console.log(`  ${probe.name} event-loop delay (monitorEventLoopDelay, 10 ms resolution, beyond the resolution):`);
    console.log(eventLoopReport(lines, startedAt, endedAt).join('\n'));
  }
  if (target.probes.length === 0) console.log('  server memory and event loop: not measured (no probe in a server started elsewhere)');
  console.log(
    `  bench process event-loop delay (client side): p99 ${(clientLoop.percentile(99) / 1e6 - 10).toFixed(1)} ms  max ${(clientLoop.max / 1e6 - 10).toFixed(1)} ms`,
  );
  const memoryVerdict = target.probes.length === 0 ? '' : isMemoryFlat ? '; memory flat' : '; memory growing';
  console.log(`\n  soak ${errors === 0 ? 'passed: 0 errors' : `FAILED: ${errors} errors`}${memoryVerdict}`);
  return errors === 0;
}
