import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERRUPTED_MESSAGE, startOutreachQueue } from '../src/modules/outreach/send-queue.js';
import { addressHash } from '../src/modules/privacy/address-hash.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { createDraft, createDrafts, draftBody, eventually } from './support/outreach.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  // One e-mail every 100 ms, so a batch takes long enough to stop it half way.
  t = await startTestApp({ env: { OUTREACH_PER_MINUTE: '600' } });
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

const progress = async (user = recruiter) => {
  const res = await t.api.get('/api/outreach/queue').set(bearer(user.token)).expect(200);
  expectDocumentedAnswer(res, 'GET /api/outreach/queue');
  return res.body;
};
const queue = (ids: unknown) => t.api.post('/api/outreach/queue').set(bearer(recruiter.token)).send({ ids });

describe('Send all drafts', () => {
  it('When the server stops half way through a batch and starts again, then every message goes out exactly once, paced', async () => {
    const ids = await createDrafts(t, recruiter, 'batch', 6);
    const sentAlready = await createDraft(t, recruiter, draftBody({ email: 'already@example.com', name: 'A' }));
    await t.api.post(`/api/outreach/${sentAlready.id}/send`).set(bearer(recruiter.token)).expect(200);

    const queued = await queue([...ids, sentAlready.id, ids[0]]).expect(202);
    expect(queued.body).toEqual({ queued: 6 });
    expect(await progress()).toMatchObject({ queued: 6, sending: 0, sentSinceStart: 0, failedSinceStart: 0, perMinute: 600 });
    expect((await t.api.get(`/api/outreach/${ids[0]}`).set(bearer(recruiter.token))).body.status).toBe('queued');

    const first = startOutreachQueue(t.ctx);
    await eventually(async () => expect(t.smtp.messages.filter((mail) => mail.to[0]!.startsWith('batch')).length).toBeGreaterThanOrEqual(2));
    await first.stop();
    const halfway = await progress();
    expect(halfway.queued).toBeGreaterThan(0);
    expect(halfway.sending).toBe(0);

    const second = startOutreachQueue(t.ctx);
    try {
      await eventually(async () => expect(await progress()).toMatchObject({ queued: 0, sending: 0, sentSinceStart: 6 }), 10_000);
    } finally {
      await second.stop();
    }
    for (let index = 0; index < 6; index++) expect(t.smtp.countTo(`batch${index}@example.com`)).toBe(1);
    expect(t.smtp.countTo('already@example.com')).toBe(1);

    const rows = await t.ctx.prisma.outreach.findMany({ where: { id: { in: ids } }, orderBy: { sentAt: 'asc' } });
    expect(rows.every((row) => row.status === 'delivered' && row.subject === `A role for ${row.recipientName}`)).toBe(true);
    const gaps = rows.slice(1).map((row, index) => row.sentAt!.getTime() - rows[index]!.sentAt!.getTime());
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(90);
  });

  it('When a send was interrupted by a crash, then the message is failed with a reason that says so and is not sent again', async () => {
    const [crashed, inFlight] = await createDrafts(t, recruiter, 'crash', 2);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await t.ctx.prisma.outreach.update({ where: { id: crashed! }, data: { status: 'sending', updatedAt: longAgo } });
    // Another server may be sending this one right now: too recent to call interrupted.
    await t.ctx.prisma.outreach.update({ where: { id: inFlight! }, data: { status: 'sending' } });

    const worker = startOutreachQueue(t.ctx);
    try {
      await eventually(async () => expect((await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: crashed! } })).status).toBe('failed'));
    } finally {
      await worker.stop();
    }
    const detail = (await t.api.get(`/api/outreach/${crashed}`).set(bearer(recruiter.token))).body;
    expect(detail).toMatchObject({ status: 'failed', errorMessage: INTERRUPTED_MESSAGE });
    expect(detail.events.map((event: { type: string }) => event.type)).toEqual(['failed']);
    expect((await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: inFlight! } })).status).toBe('sending');
    expect(t.smtp.countTo('crash0@example.com')).toBe(0);

    await t.api.post(`/api/outreach/${crashed}/retry`).set(bearer(recruiter.token)).expect(200);
    expect(t.smtp.countTo('crash0@example.com')).toBe(1);
  });

  it('When a queued message is refused or its candidate unsubscribes meanwhile, then it fails or returns to the drafts, and the batch goes on', async () => {
    const [refused, leaving, fine] = await createDrafts(t, recruiter, 'mixed', 3);
    await queue([refused, leaving, fine]).expect(202);
    const { tenantId } = await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: leaving! } });
    await t.ctx.prisma.unsubscribe.create({ data: { tenantId, email: 'mixed1@example.com' } });
    t.smtp.failNextDeliveries(1);

    const worker = startOutreachQueue(t.ctx);
    try {
      await eventually(async () => expect(await progress()).toMatchObject({ queued: 0, sending: 0 }), 10_000);
    } finally {
      await worker.stop();
    }
    expect(await progress()).toMatchObject({ sentSinceStart: 1, failedSinceStart: 1 });
    const status = async (id: string) => (await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id } }));
    expect(await status(refused!)).toMatchObject({ status: 'failed', errorMessage: '550 Mailbox unavailable' });
    expect(await status(leaving!)).toMatchObject({ status: 'draft', errorMessage: 'This candidate has unsubscribed' });
    expect(await status(fine!)).toMatchObject({ status: 'delivered' });
    expect(t.smtp.countTo('mixed1@example.com')).toBe(0);

    // An unsubscribed recipient's draft is not even queued.
    expect((await queue([leaving]).expect(202)).body).toEqual({ queued: 0 });
  });

  it("When another recruiter of the team looks, then the progress is the team's batch", async () => {
    const colleague = await signUp(t);
    expect(await progress(colleague)).toMatchObject({ sentSinceStart: 1, failedSinceStart: 1 });
  });

  it('When a draft is to a person who was erased and wrote no more (kept as a keyed hash only), then it is not queued', async () => {
    const [erased, kept] = await createDrafts(t, recruiter, 'forgotten', 2);
    const { tenantId } = await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: erased! } });
    await t.ctx.prisma.unsubscribe.create({ data: { tenantId, email: null, emailHash: await addressHash(t.ctx.prisma, tenantId, 'Forgotten0@example.com') } });

    expect((await queue([erased, kept]).expect(202)).body).toEqual({ queued: 1 });
    expect((await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: erased! } })).status).toBe('draft');
    expect((await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: kept! } })).status).toBe('queued');
  });
});
