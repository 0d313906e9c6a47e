// `npm run bench -- --soak [--minutes 10] [--connections 50]`: a realistic mix of sign-ins, lists,
// searches, uploads and sends against the built server for minutes on end, with autocannon. It
// checks every answer, and reads the server's memory and event-loop delay from a preloaded probe
// (bench/soak-probe.mjs; the app itself is unchanged and exposes no metrics). Exits 1 on any error.
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
import { MIX, mixOptions, multipart, Tally, type MixInput, type Recruiter, type Upload } from './soak-mix.js';
import { answersReport, eventLoopReport, memoryReport, readProbe } from './soak-report.js';

export type SoakOptions = { minutes: number; connections: number };

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
async function prepare(api: string): Promise<MixInput> {
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
  for (const title of POLICIES) {
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
export async function soak({ minutes, connections }: SoakOptions): Promise<boolean> {
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-soak-'));
  // Kept after the run (one line per 10 s) for a closer look at the memory.
  const probeFile = path.join(tmpdir(), `rw-soak-probe-${Date.now()}.jsonl`);
  const server = await startBuiltServer(
    { REQUIRE_EMAIL_VERIFICATION: 'false', TRUST_PROXY: 'loopback', SMTP_URL: sink.url, SOAK_PROBE_FILE: probeFile },
    dataDir,
    [`--import=${new URL('./soak-probe.mjs', import.meta.url).href}`],
  );
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  try {
    console.log(`\nSoak: ${minutes} min at ${connections} connections against the built server (embedded PGlite, local analyzer, SMTP sink on loopback)`);
    console.log(`  ${new Date().toISOString()}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), node ${process.version}`);
    const input = await prepare(`${server.origin}/api`);
    console.log(`  prepared: ${RECRUITERS} Healthcare recruiters with 2 analysed resumes, a template and 3 drafts each; ${POLICIES.length} policies indexed`);
    console.log(`  mix per connection, a cycle of 100 requests: ${MIX.map((m) => `${m.kind} ${m.perCycle}`).join(', ')}`);
    console.log(
      '  each connection is one recruiter (of 5) at its own address, sent as X-Forwarded-For (TRUST_PROXY=loopback); after 50 sign-ins it moves' +
        ' to a fresh address, so the per-IP sign-in limit (60 per 15 min) is not what is measured. No limit is switched off.',
    );

    let tally = new Tally();
    const options = mixOptions(input, connections, () => tally);
    const warmUp = await drive(server.origin, WARM_UP_SECONDS, options);
    const warmUpErrors = warmUp.errors + warmUp.timeouts + tally.errors;
    const warmUpDelivered = tally.statuses.get('send')!.get(200) ?? 0;
    console.log(`  warm-up: ${WARM_UP_SECONDS} s, ${tally.count} answers, ${warmUpErrors} errors (not in the figures below)`);

    tally = new Tally();
    process.kill(server.pid, 'SIGUSR2'); // the probe restarts its whole-run event-loop histogram
    clientLoop.enable();
    const startedAt = Date.now();
    const progress = setInterval(() => {
      const last = readProbe(probeFile).at(-1);
      const memory = last ? `, server RSS ${(last.rss / 2 ** 20).toFixed(0)} MB, heap ${(last.heapUsed / 2 ** 20).toFixed(0)} MB` : '';
      console.log(`  ${((Date.now() - startedAt) / 60_000).toFixed(0)} min: ${tally.count} answers, ${tally.errors} wrong${memory}`);
    }, 60_000);
    const run = await drive(server.origin, minutes * 60, options).finally(() => clearInterval(progress));
    const endedAt = Date.now();
    clientLoop.disable();
    await new Promise((resolve) => setTimeout(resolve, 11_000)); // the probe's line after the end
    const seconds = (endedAt - startedAt) / 1000;

    // Sends cut off at the end of the warm-up or the run may still reach the sink; none may be missing from it.
    const delivered = warmUpDelivered + (tally.statuses.get('send')!.get(200) ?? 0);
    const lostMail = Math.max(0, delivered - sink.received());
    const wrong = tally.errors;
    const errors = wrong + run.errors + run.timeouts + warmUpErrors + lostMail + (server.isRunning() ? 0 : 1);
    console.log(`\n  requests: ${run.requests.sent} sent, ${tally.count} answered and checked in ${seconds.toFixed(0)} s (${(tally.count / seconds).toFixed(0)}/s)`);
    console.log(answersReport(tally, seconds).join('\n'));
    console.log(
      `  errors: ${errors} (wrong status or body ${wrong}, connection errors ${run.errors}, timeouts over 10 s ${run.timeouts}, warm-up ${warmUpErrors}` +
        `${server.isRunning() ? '' : ', THE SERVER DIED'}); every kind expects one 2xx status, so any other answer is an error`,
    );
    for (const [problem, count] of tally.problems) console.log(`    ${problem}: ${count}`);
    console.log(`  e-mails received by the SMTP sink: ${sink.received()}; sends answered "delivered", warm-up included: ${delivered}${lostMail ? `, ${lostMail} MISSING` : ''}`);

    const lines = readProbe(probeFile);
    const memory = memoryReport(lines, startedAt, endedAt, (tally.count / seconds) * 60);
    console.log(`  server memory (process.memoryUsage every 10 s; all samples in ${probeFile}):`);
    console.log(memory.lines.join('\n'));
    console.log('  server event-loop delay (monitorEventLoopDelay, 10 ms resolution, beyond the resolution):');
    console.log(eventLoopReport(lines, startedAt, endedAt).join('\n'));
    console.log(
      `  bench process event-loop delay (client side): p99 ${(clientLoop.percentile(99) / 1e6 - 10).toFixed(1)} ms  max ${(clientLoop.max / 1e6 - 10).toFixed(1)} ms`,
    );
    console.log(`\n  soak ${errors === 0 ? 'passed: 0 errors' : `FAILED: ${errors} errors`}; ${memory.isFlat ? 'memory flat' : 'memory growing'}`);
    return errors === 0;
  } finally {
    await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
