import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { createDraft, createDrafts, draftBody, twinTenantUser } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// "Send all drafts" on Outreach Management: every draft of the team, or the ticked ones, queued
// once each. No queue worker runs here, so what was queued stays queued for the assertions.

let t: TestApp;
let recruiter: SignedInUser;
let colleague: SignedInUser;
let intruder: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  colleague = await signUp(t, { firstName: 'Grace' });
  intruder = await twinTenantUser(t);
});
afterAll(async () => t.close());

const queue = (user: SignedInUser, body: unknown) => t.api.post('/api/outreach/queue').set(bearer(user.token)).send(body as object);
const statusOf = async (id: string) => (await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id } })).status;
const draftCount = async (user: SignedInUser) => {
  const res = await t.api.get('/api/outreach?page=1&limit=5').set(bearer(user.token)).expect(200);
  expectDocumentedAnswer(res, 'GET /api/outreach');
  return res.body.draftCount as number;
};

describe('Send all drafts', () => {
  it('When Send all drafts is sent twice at once, then every draft of the team is queued exactly once, those past the first page too', async () => {
    const mine = await createDrafts(t, recruiter, 'all', 6);
    const theirs = await createDrafts(t, colleague, 'team', 2);
    const sent = await createDraft(t, recruiter, draftBody({ email: 'gone@example.com', name: 'Gone' }));
    await t.api.post(`/api/outreach/${sent.id}/send`).set(bearer(recruiter.token)).expect(200);
    const [leaving] = await createDrafts(t, recruiter, 'leaving', 1);
    const { tenantId } = await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: leaving! } });
    await t.ctx.prisma.unsubscribe.create({ data: { tenantId, email: 'leaving0@example.com' } });
    const [otherTeams] = await createDrafts(t, intruder, 'other', 1);
    // Ten messages: the first drafts are on page 2.
    expect(await draftCount(recruiter)).toBe(9);

    const answers = await Promise.all([queue(recruiter, { all: true }), queue(recruiter, { all: true })]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expectDocumentedAnswer(answer, 'POST /api/outreach/queue');
    }
    expect(answers.map((answer) => answer.body.queued).sort()).toEqual([0, 8]);

    const rows = await t.ctx.prisma.outreach.findMany({ where: { id: { in: [...mine, ...theirs] } }, include: { sentBy: true } });
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('queued'));
    // Whoever queues them signs them.
    expect(new Set(rows.map((row) => row.sentBy.email))).toEqual(new Set([recruiter.email]));
    expect(await statusOf(leaving!)).toBe('draft');
    expect(await statusOf(sent.id)).toBe('delivered');
    expect(await statusOf(otherTeams!)).toBe('draft');
    expect(await draftCount(recruiter)).toBe(1);
    expect(await draftCount(intruder)).toBe(1);
  });

  it('When ticked drafts are queued twice at once, then only those are queued, once each', async () => {
    const [first, second, unticked] = await createDrafts(t, recruiter, 'ticked', 3);
    const answers = await Promise.all([queue(recruiter, { ids: [first, second] }), queue(recruiter, { ids: [second, first] })]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers.map((answer) => answer.body.queued).sort()).toEqual([0, 2]);
    expect([await statusOf(first!), await statusOf(second!), await statusOf(unticked!)]).toEqual(['queued', 'queued', 'draft']);
  });

  it("When the ids name another team's draft, then it answers 404 and queues nothing, not even the caller's own", async () => {
    const [own] = await createDrafts(t, recruiter, 'own', 1);
    const [foreign] = await createDrafts(t, intruder, 'foreign', 1);

    const mixed = await queue(recruiter, { ids: [own, foreign] });
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe('Outreach not found');
    expect((await queue(intruder, { ids: [own] })).status).toBe(404);
    expect([await statusOf(own!), await statusOf(foreign!)]).toEqual(['draft', 'draft']);
  });

  it.each([
    ['no target', {}, 'Send ids (a list of outreach ids) or all: true'],
    ['all: false', { all: false }, 'all must be true'],
    ['all: "yes"', { all: 'yes' }, 'all must be true'],
    ['both all and ids', { all: true, ids: ['00000000-0000-4000-8000-000000000000'] }, 'Send ids (a list of outreach ids) or all: true'],
    ['ids not a list', { ids: 'abc' }, 'ids must be a list of outreach ids'],
    ['an empty list', { ids: [] }, 'Please select at least one draft'],
    ['a number among the ids', { ids: [1] }, 'ids must be outreach ids'],
    ['a malformed id among the ids', { ids: ['not-an-id'] }, 'ids must be outreach ids'],
    ['501 ids', { ids: Array.from({ length: 501 }, () => randomUUID()) }, 'At most 500 drafts can be queued at once'],
  ])('When the body has %s, then it answers 400 "%s" and queues nothing', async (_case, body: Record<string, unknown>, message) => {
    const [draft] = await createDrafts(t, recruiter, 'bad', 1);
    // The caller's own draft rides along in a short list: were the body accepted, it would be queued.
    const withDraft = 'ids' in body && Array.isArray(body.ids) && body.ids.length > 0 && body.ids.length <= 500 ? { ...body, ids: [draft, ...body.ids] } : body;
    const res = await queue(recruiter, withDraft);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await statusOf(draft!)).toBe('draft');
  });
});
