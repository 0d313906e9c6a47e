// Issue 17, check 4: "Send all drafts" sends each draft once, at one pace for the whole deployment.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, register, type Account } from './support/api.js';
import { OUTREACH_PER_MINUTE, startCluster, type Cluster } from './support/cluster.js';
import type { Replica } from './support/replica.js';
import { sleep, waitUntil } from './support/wait.js';

let cluster: Cluster;
let recruiter: Account;
beforeAll(async () => {
  cluster = await startCluster({ name: 'send-pace', withModelServer: false });
  recruiter = await register(cluster.lb.url);
});
afterAll(async () => cluster?.stop());

const DRAFTS = 300;

/** The most e-mails that arrived within any one second. */
function busiestSecond(times: number[]): number {
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= 1000) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describe('send queue across replicas', () => {
  it(`When ${DRAFTS} drafts are queued, then each goes out once, from both replicas together at the deployment's pace`, async () => {
    const [a, b] = cluster.replicas as [Replica, Replica];
    const token = recruiter.token;
    const batch = randomUUID().slice(0, 8);
    const recipients = Array.from({ length: DRAFTS }, (_, i) => `candidate-${batch}-${i}@example.com`);
    // Written through the load balancer, ten at a time, as several recruiters' browsers would.
    for (let i = 0; i < DRAFTS; i += 10) {
      await Promise.all(
        recipients.slice(i, i + 10).map((recipientEmail, j) =>
          expectStatus(
            call(cluster.lb.url, '/outreach', { token, json: { recipientEmail, recipientName: `Candidate ${i + j}`, subject: 'An ICU role', content: 'Hello {{candidateName|there}}' } }),
            201,
          ),
        ),
      );
    }

    const queued = await expectStatus<{ queued: number }>(call(b.url, '/outreach/queue', { token, json: { all: true } }), 202);
    expect(queued.queued).toBe(DRAFTS);
    await waitUntil(
      'the queue to drain',
      async () => {
        const progress = await expectStatus<{ queued: number; sending: number }>(call(a.url, '/outreach/queue', { token }), 200);
        return progress.queued + progress.sending === 0 ? true : undefined;
      },
      3 * 60_000,
    );
    await sleep(2_000); // room for a second copy of anything, were one sent

    const mails = cluster.smtp.messages.filter((mail) => mail.to.some((to) => recipients.includes(to)));
    const perRecipient = new Map<string, number>();
    for (const mail of mails) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    const times = mails.map((mail) => mail.receivedAt).sort((x, y) => x - y);
    const seconds = (times.at(-1)! - times[0]!) / 1000;
    const minimumSeconds = ((DRAFTS - 1) * 60) / OUTREACH_PER_MINUTE;
    const bySender = Object.fromEntries(cluster.replicas.map((replica) => [replica.name, mails.filter((mail) => mail.senderAddress === replica.slot.address).length]));
    const busiest = busiestSecond(times);
    console.log(
      `check 4: ${mails.length} e-mails to ${perRecipient.size} recipients in ${seconds.toFixed(2)} s` +
        ` (pace ${OUTREACH_PER_MINUTE}/min: at least ${minimumSeconds.toFixed(2)} s); sent by ${JSON.stringify(bySender)}; busiest second ${busiest}`,
    );

    expect(mails.length).toBe(DRAFTS);
    expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
    expect(perRecipient.size).toBe(DRAFTS);
    expect(seconds).toBeGreaterThanOrEqual(minimumSeconds - 0.5);
    expect(busiest).toBeLessThanOrEqual(OUTREACH_PER_MINUTE / 60 + 2);
    // Both replicas took part: the pace held across them, not because one did all the work.
    expect(Object.values(bySender).every((count) => count > 0)).toBe(true);
    // Each row went out with the Message-ID of the one e-mail that reached the recipient.
    const { rows } = await cluster.db.query<{ status: string; messageId: string }>(
      `SELECT status, "messageId" FROM "Outreach" WHERE "recipientEmail" LIKE $1`,
      [`candidate-${batch}-%`],
    );
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    expect(new Set(rows.map((row) => row.messageId))).toEqual(new Set(mails.map((mail) => mail.header('message-id'))));
  });
});
