import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { addAnalysedResume, createDraft, draftBody, twinTenantUser } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let recruiter: SignedInUser;
let colleague: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  colleague = await signUp(t, { firstName: 'Dana' });
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dana = { firstName: 'Dana', lastName: 'Lovelace' };

/** A message of `user` to `email` that has reached `status`, as the send or the queue leaves it. */
async function message(user: SignedInUser, email: string, status: string, times: { sentAt?: Date; queuedAt?: Date } = {}) {
  const draft = await createDraft(t, user, draftBody({ email, name: email }));
  await t.ctx.prisma.outreach.update({ where: { id: draft.id }, data: { status, sentAt: times.sentAt ?? null, queuedAt: times.queuedAt ?? null } });
}

async function lastContacts(user: SignedInUser) {
  const res = await t.api.get('/api/outreach/candidates').set(bearer(user.token)).expect(200);
  expectDocumentedAnswer(res, 'GET /api/outreach/candidates');
  return Object.fromEntries(res.body.map((candidate: { email: string; lastContact: unknown }) => [candidate.email, candidate.lastContact]));
}

const candidateAt = (user: SignedInUser, email: string) => addAnalysedResume(t, user, { name: email.split('@')[0]!, email });

describe('Candidates: already contacted', () => {
  it('When a candidate was e-mailed or queued in the last 30 days, then the list says when and by whom, the latest contact winning', async () => {
    for (const email of ['twice@example.com', 'queued@example.com', 'sent@example.com']) await candidateAt(recruiter, email);
    const threeDaysAgo = daysAgo(3);
    const yesterday = daysAgo(1);
    await message(recruiter, 'twice@example.com', 'delivered', { sentAt: daysAgo(10) });
    await message(colleague, 'twice@example.com', 'opened', { sentAt: threeDaysAgo });
    await message(recruiter, 'twice@example.com', 'draft');
    await message(colleague, 'queued@example.com', 'queued', { queuedAt: yesterday });
    const sent = await createDraft(t, colleague, draftBody({ email: 'sent@example.com', name: 'Sent' }));
    await t.api.post(`/api/outreach/${sent.id}/send`).set(bearer(colleague.token)).expect(200);
    const { sentAt } = await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: sent.id } });

    const contacts = await lastContacts(recruiter);

    expect(contacts['sent@example.com']).toEqual({ at: sentAt!.toISOString(), by: dana });
    expect(contacts['twice@example.com']).toEqual({ at: threeDaysAgo.toISOString(), by: dana });
    expect(contacts['queued@example.com']).toEqual({ at: yesterday.toISOString(), by: dana });
  });

  it('When the only messages are drafts, failures or older than 30 days, then the candidate is not contacted', async () => {
    for (const email of ['draft@example.com', 'failed@example.com', 'old@example.com', 'never@example.com']) await candidateAt(recruiter, email);
    await message(recruiter, 'draft@example.com', 'draft');
    await message(recruiter, 'failed@example.com', 'failed', { sentAt: daysAgo(1) });
    await message(recruiter, 'old@example.com', 'delivered', { sentAt: daysAgo(31) });

    const contacts = await lastContacts(recruiter);

    for (const email of ['draft@example.com', 'failed@example.com', 'old@example.com', 'never@example.com']) expect(contacts[email]).toBeNull();
  });

  it("When another organisation e-mailed the same address, then that is never shown as a contact", async () => {
    const twin = await twinTenantUser(t);
    await candidateAt(recruiter, 'shared@example.com');
    await candidateAt(twin, 'shared@example.com');
    await message(twin, 'shared@example.com', 'delivered', { sentAt: daysAgo(2) });

    expect((await lastContacts(recruiter))['shared@example.com']).toBeNull();
    expect((await lastContacts(twin))['shared@example.com']).toMatchObject({ by: { firstName: 'Ada' } });
  });
});
