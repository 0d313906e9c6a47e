// Issue 17, check 5: a replica killed under load costs only the requests it had in hand.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, MIX, Tally, type Kind } from '../bench/soak-mix.js';
import { prepare } from '../bench/soak.js';
import { makePdf } from '../server/test/support/test-files.js';
import { call, expectStatus, fileForm, register } from './support/api.js';
import { startCluster, WORK_LEASE_SECONDS, type Cluster } from './support/cluster.js';
import { driveMixWithFetch } from './support/fetch-mix.js';
import type { Replica } from './support/replica.js';
import { sleep, waitUntil } from './support/wait.js';

let cluster: Cluster;
let a: Replica;
beforeAll(async () => {
  cluster = await startCluster({ name: 'failover', withModelServer: true });
  a = cluster.replicas[0]!;
});
afterAll(async () => cluster?.stop());

const CONNECTIONS = 50;
const LOAD_SECONDS = 20;
const KILL_AFTER_MS = 6_000;
const RESTART_AFTER_MS = 12_000;
const QUEUED = 100;

describe('a replica killed under load', () => {
  it('When A is killed -9 under 50 connections, then the load balancer moves to B, only requests in flight on A fail, nothing is lost or sent twice, and A\'s analysis is finished once', async () => {
    const lb = cluster.lb;
    const hasDocuments = cluster.env.hasPgvector;
    const input = await prepare(`${lb.url}/api`, { withDocuments: hasDocuments });
    const kinds = MIX.map((m) => m.kind).filter((kind) => hasDocuments || !DOCUMENT_KINDS.includes(kind));

    // "Send all drafts" running on both replicas while A dies.
    const sender = await register(lb.url, 'sender');
    const batch = await queueDrafts(sender.token, QUEUED);

    // A in the middle of an analysis (the model holds its answer) when it dies.
    const marker = `held-${randomUUID()}`;
    const hold = cluster.model!.hold(marker);
    const heldUpload = call(a.url, '/resumes/upload', {
      token: sender.token,
      form: fileForm(await makePdf(['Robin Held', 'robin.held@example.com', 'EXPERIENCE', 'ICU Nurse, Mercy Hospital, 2019 - Present', `Reference ${marker}`]), 'robin.pdf', 'application/pdf'),
    }).then((res) => `answered ${res.status}`, () => 'connection lost');
    await hold.arrived;

    const tally = new Tally();
    const logStart = lb.logPosition();
    const loadStartedAt = performance.now();
    const load = driveMixWithFetch(lb.url, { input, connections: CONNECTIONS, seconds: LOAD_SECONDS, tally, kinds });
    await sleep(KILL_AFTER_MS);
    const killedPid = a.pid!;
    await a.kill();
    const killedAt = Date.now();
    hold.release(); // its caller is gone; whoever takes the resume over is answered at once
    // What A answered in its last milliseconds is logged as HAProxy finishes it: read from here,
    // the log holds only what came after A was gone.
    await sleep(100);
    const logAtKill = lb.logPosition();
    const downAfterMs = await lb.waitFor(['a'], 'DOWN');
    await sleep(Math.max(0, RESTART_AFTER_MS - (performance.now() - loadStartedAt)));
    const logAtRestart = lb.logPosition();
    await a.start();
    const upAfterMs = await lb.waitFor(['a'], 'UP');
    const { resent } = await load;
    const loadSeconds = (performance.now() - loadStartedAt) / 1000;

    // The held analysis: lost with A's connection, taken over once its lease ran out, by a live replica.
    expect(await heldUpload).toBe('connection lost');
    const heldRow = await waitUntil('the interrupted analysis to be finished', async () => {
      const row = await resumeWith(marker);
      return row?.processingStatus === 'uploaded' ? undefined : row;
    }, 30_000);
    const takenOverAfterMs = heldRow.updatedAtMs - killedAt;
    const takenOverBy = cluster.replicas.find((replica) => heldRow.leaseOwner.includes(`:${replica.pid}:`))?.name ?? heldRow.leaseOwner;

    // Every request in flight on A when it died either failed at the proxy (502) or had its
    // connection closed unanswered and was sent again; B served the rest.
    const failedAtProxy = lb.requestsLogged(logStart).filter((request) => request.status >= 500 || request.status < 100);
    const whileDown = lb.requestsLogged(logAtKill, logAtRestart);
    const inFlight = failedAtProxy.length + resent;
    const problems = [...tally.problems];
    const count = (matches: (problem: string) => boolean) => problems.filter(([problem]) => matches(problem)).reduce((sum, [, n]) => sum + n, 0);
    const failedInFlight = count((problem) => / status 5\d\d$/.test(problem));
    // A resent request can lose its connection again (a kept-alive one the proxy was closing as
    // well): only a resent request ends with no answer, as a browser's second try would.
    const lostTwice = count((problem) => problem.includes(': no answer ('));
    // What a request lost in flight leaves behind: the send of a draft that failed answers 404,
    // and a send resent after A had claimed it answers 409 (the row is A's, never sent twice).
    const consequences = count((problem) => problem === 'send: status 404' || problem === 'send: status 409');
    console.log(
      `check 5: ${tally.count} answers in ${loadSeconds.toFixed(1)} s (${(tally.count / loadSeconds).toFixed(0)}/s) at ${CONNECTIONS} connections;` +
        ` A killed at ${(KILL_AFTER_MS / 1000).toFixed(0)} s, DOWN at HAProxy ${(downAfterMs / 1000).toFixed(1)} s later, restarted in ${(a.startMs / 1000).toFixed(1)} s, UP ${(upAfterMs / 1000).toFixed(1)} s after;` +
        ` in flight on A: ${failedAtProxy.length} failed at the proxy (${failedAtProxy.map((r) => `${r.server} ${r.status} ${r.termination} ${r.method} ${r.path.replace(/[0-9a-f-]{36}/, ':id')}`).join('; ')}),` +
        ` ${resent} closed unanswered and sent again; held analysis finished by ${takenOverBy} ${(takenOverAfterMs / 1000).toFixed(1)} s after the kill` +
        ` (lease ${WORK_LEASE_SECONDS} s); wrong answers: ${JSON.stringify(Object.fromEntries(problems))}`,
    );

    expect(inFlight).toBeLessThanOrEqual(CONNECTIONS);
    expect(failedAtProxy.every((request) => request.server === 'a')).toBe(true);
    expect(failedInFlight).toBe(failedAtProxy.length);
    expect(lostTwice).toBeLessThanOrEqual(resent);
    expect(consequences).toBeLessThanOrEqual(inFlight);
    expect(tally.errors).toBe(failedInFlight + lostTwice + consequences);
    expect(whileDown.filter((request) => request.server === 'a').every((request) => request.status >= 500)).toBe(true);
    expect(whileDown.filter((request) => request.server === 'b').length).toBeGreaterThan(0);
    expect(heldRow.processingStatus).toBe('parsed');
    expect(heldRow.leaseOwner).not.toContain(`:${killedPid}:`);
    expect(cluster.model!.callsFor(marker)).toBe(2); // A's, cut off, and the one take-over

    await expectNothingLost(tally);
    await expectNothingSentTwice({ sender: sender.token, batch });
  });
});

/** Drafts of their own to `count` recipients, queued at once ("Send all drafts" for the ticked ones); their recipients' prefix. */
async function queueDrafts(token: string, count: number): Promise<string> {
  const batch = `queued-${randomUUID().slice(0, 8)}`;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const draft = await expectStatus<{ id: string }>(
      call(cluster.lb.url, '/outreach', { token, json: { recipientEmail: `${batch}-${i}@example.com`, recipientName: `Queued ${i}`, subject: 'An ICU role', content: 'Hello' } }),
      201,
    );
    ids.push(draft.id);
  }
  await expectStatus(call(cluster.lb.url, '/outreach/queue', { token, json: { ids } }), 202);
  return batch;
}

async function resumeWith(marker: string) {
  // Timestamps are UTC without a zone (Prisma's DateTime): their epoch is UTC's.
  const { rows } = await cluster.db.query<{ processingStatus: string; leaseOwner: string; updatedAtMs: number }>(
    `SELECT "processingStatus", "leaseOwner", extract(epoch FROM "updatedAt")::float8 * 1000 AS "updatedAtMs" FROM "Resume" WHERE "extractedText" LIKE $1`,
    [`%${marker}%`],
  );
  return rows[0];
}

/**
 * No row or file lost: every resume and draft the load was told about exists; every resume ends
 * analysed (those A was analysing too, once their lease ran out) with its file in the bucket.
 */
async function expectNothingLost(tally: Tally) {
  await waitUntil(
    'every resume to be analysed',
    async () => {
      const { rows } = await cluster.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Resume" WHERE "processingStatus" = 'uploaded'`);
      return rows[0]!.n === 0 ? true : undefined;
    },
    (WORK_LEASE_SECONDS + 10) * 1000,
  );
  const createdIds = (kind: Kind) => tally.created.filter((created) => created.kind === kind).map((created) => created.id);
  const resumes = await cluster.db.query<{ id: string; processingStatus: string; storedName: string }>(`SELECT id, "processingStatus", "storedName" FROM "Resume"`);
  const resumeIds = new Set(resumes.rows.map((row) => row.id));
  expect(createdIds('resume upload').filter((id) => !resumeIds.has(id))).toEqual([]);
  expect(resumes.rows.filter((row) => row.processingStatus !== 'parsed')).toEqual([]);
  const stored = new Set<string>();
  for await (const entry of cluster.storage.list()) stored.add(entry.storedName);
  expect(resumes.rows.filter((row) => !stored.has(row.storedName))).toEqual([]);
  const drafts = await cluster.db.query<{ id: string }>(`SELECT id FROM "Outreach" WHERE id = ANY($1::uuid[])`, [createdIds('draft')]);
  expect(drafts.rows.length).toBe(createdIds('draft').length);
}

/**
 * Nothing sent twice: each e-mail reached its recipient once at most; every message marked
 * delivered reached the SMTP sink; of the queued batch, at most the one A's queue worker had in
 * hand is left `sending`, never sent again (decision 23), and the others went out.
 */
async function expectNothingSentTwice({ sender, batch }: { sender: string; batch: string }) {
  await waitUntil(
    'the queue to drain',
    async () => {
      const progress = await expectStatus<{ queued: number }>(call(cluster.lb.url, '/outreach/queue', { token: sender }), 200);
      return progress.queued === 0 ? true : undefined;
    },
    60_000,
  );
  await sleep(2_000); // room for a second copy of anything, were one sent
  const perRecipient = new Map<string, number>();
  for (const mail of cluster.smtp.messages) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  expect([...perRecipient].filter(([, count]) => count > 1)).toEqual([]);
  const delivered = await cluster.db.query<{ recipientEmail: string }>(`SELECT "recipientEmail" FROM "Outreach" WHERE status = 'delivered'`);
  expect(delivered.rows.filter((row) => !perRecipient.has(row.recipientEmail))).toEqual([]);
  const queued = await cluster.db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM "Outreach" WHERE "recipientEmail" LIKE $1 GROUP BY status`,
    [`${batch}-%`],
  );
  const byStatus = Object.fromEntries(queued.rows.map((row) => [row.status, row.n]));
  console.log(`check 5: the ${QUEUED} queued drafts: ${JSON.stringify(byStatus)}; ${cluster.smtp.messages.length} e-mails at the sink, none twice`);
  expect(byStatus.sending ?? 0).toBeLessThanOrEqual(1);
  expect((byStatus.delivered ?? 0) + (byStatus.sending ?? 0)).toBe(QUEUED);
}
