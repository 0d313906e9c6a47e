import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { columnsHolding, resumeText, seedCandidate, type Person } from './support/candidate-data.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { createDraft, draftBody, eventually, twinTenantUser } from './support/outreach.js';
import { startTestApp, storedFiles, type TestApp } from './support/test-app.js';
import { startRecovery } from '../src/lifecycle/recovery.js';

// Erasure (issue 22): after DELETE /api/candidates/{email} nothing of the person is left in any
// table, the upload folder or the search index, the dashboard's figures stay as they were, and
// the address stays on the do-not-contact list as a hash only.

const zelda: Person = {
  name: 'Zelda Vandersloot',
  email: 'zelda.vandersloot@example.org',
  phone: '(555) 987-0042',
  sentence: 'Pioneered a bedside ultrasound protocol for neonatal transport teams.',
};
const bruno: Person = {
  name: 'Bruno Kettleworth',
  email: 'bruno.kettleworth@example.org',
  phone: '(555) 321-7788',
  sentence: 'Coordinated a regional burn unit surge plan across four hospitals.',
};

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

const erase = (user: SignedInUser, email: string) => t.api.delete(`/api/candidates/${encodeURIComponent(email)}`).set(bearer(user.token));
const dashboard = async () => (await t.api.get('/api/analytics/dashboard').set(bearer(recruiter.token)).expect(200)).body;
const needles = (person: Person) => [person.name, 'Vandersloot', person.email, person.phone, person.sentence];
const uploadedBytes = () => storedFiles(t).map((name) => readFileSync(path.join(t.ctx.config.uploadDir, name), 'utf8'));

describe('DELETE /api/candidates/{email}', () => {
  it('When a candidate seeded across every table and the file store is erased, then no table, file or search finds their name, address, phone or a sentence of their resume', async () => {
    await seedCandidate(t, recruiter, zelda);
    await seedCandidate(t, recruiter, bruno);
    expect(await columnsHolding(t, zelda.sentence)).toEqual(expect.arrayContaining(['Resume.extractedText', 'ResumePassage.content']));
    expect(uploadedBytes().filter((text) => text.includes(zelda.sentence))).toHaveLength(2);
    const before = await dashboard();

    const res = await erase(recruiter, zelda.email.toUpperCase());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Candidate erased', resumes: 2, outreach: 2, documents: 0, files: 2 });
    expectDocumentedAnswer(res, 'DELETE /api/candidates/{email}');
    for (const needle of needles(zelda)) expect(await columnsHolding(t, needle), needle).toEqual([]);
    expect(uploadedBytes().filter((text) => needles(zelda).some((needle) => text.includes(needle)))).toEqual([]);
    expect(await t.ctx.prisma.pendingFileDeletion.count()).toBe(0);
    const search = await t.api.post('/api/candidates/search').set(bearer(recruiter.token)).send({ query: 'bedside ultrasound neonatal transport' }).expect(200);
    expect(JSON.stringify(search.body)).not.toContain('Vandersloot');
    // The other candidate keeps everything.
    expect(await columnsHolding(t, bruno.sentence)).toEqual(expect.arrayContaining(['Resume.extractedText', 'ResumePassage.content']));
    expect(uploadedBytes().filter((text) => text.includes(bruno.sentence))).toHaveLength(2);

    // The dashboard's outreach history is unchanged; only the erased resumes and the recent list go.
    const after = await dashboard();
    expect(after.overview.totalOutreach).toBe(before.overview.totalOutreach);
    expect(after.outreachStats).toEqual(before.outreachStats);
    expect(after.activity.outreach).toEqual(before.activity.outreach);
    expect(after.overview.totalResumes).toBe(before.overview.totalResumes - 2);
    expect(JSON.stringify(after.recentActivity)).not.toContain('Vandersloot');
  });

  it('When an erased address is written to again, then the send is refused with 409: it stays on the do-not-contact list as a hash', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: zelda.email, name: 'Someone' }));
    const res = await t.api.post(`/api/outreach/${draft.id}/send`).set(bearer(recruiter.token));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This candidate has unsubscribed');
    const entries = await t.ctx.prisma.unsubscribe.findMany({ where: { email: null } });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    await t.ctx.prisma.outreach.delete({ where: { id: draft.id } });
  });

  it('When a new resume of the erased person is uploaded, then their card says they cannot be contacted, and a send to them is still refused', async () => {
    const upload = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(resumeText(zelda)), 'zelda-2027.txt').expect(201);

    const cards = (await t.api.get('/api/outreach/candidates').set(bearer(recruiter.token)).expect(200)).body as { email: string }[];
    expect(cards.find((card) => card.email === zelda.email)).toMatchObject({ unsubscribed: true, doNotContact: { reason: 'unsubscribed', erased: true } });
    const page = await t.api.get(`/api/candidates/${encodeURIComponent(zelda.email)}`).set(bearer(recruiter.token)).expect(200);
    expect(page.body.candidate).toMatchObject({ unsubscribed: true, doNotContact: { erased: true } });
    // Another candidate's card is not flagged by it.
    expect(cards.find((card) => card.email === bruno.email)).toMatchObject({ doNotContact: { erased: false } });

    // "Match to a job" with "Exclude unsubscribed" leaves them out too.
    const match = async (filters: object) =>
      (await t.api.post('/api/candidates/search').set(bearer(recruiter.token)).send({ query: 'bedside ultrasound neonatal transport', topK: 5, filters }).expect(200)).body
        .results as { candidate: { email: string } }[];
    expect((await match({})).map((result) => result.candidate.email)).toContain(zelda.email);
    expect((await match({ excludeUnsubscribed: true })).map((result) => result.candidate.email)).not.toContain(zelda.email);
    // And so does the Candidates page's Select All.
    const selectAll = await t.api.get('/api/outreach/candidates').query({ fields: 'email' }).set(bearer(recruiter.token)).expect(200);
    const reachable = (cards as { email: string; unsubscribed: boolean }[]).filter((card) => !card.unsubscribed).map((card) => card.email);
    expect(selectAll.body.emails).toEqual(reachable);
    expect(selectAll.body.emails).not.toContain(zelda.email);

    const draft = await createDraft(t, recruiter, draftBody({ email: zelda.email, name: zelda.name }));
    expect((await t.api.post(`/api/outreach/${draft.id}/send`).set(bearer(recruiter.token))).status).toBe(409);
    await t.ctx.prisma.outreach.delete({ where: { id: draft.id } });
    await t.api.delete(`/api/resumes/${upload.body.id}`).set(bearer(recruiter.token)).expect(204);
  });

  it('Then the Activity list says who erased how much, and never whom', async () => {
    const res = await t.api.get('/api/privacy/activity').set(bearer(recruiter.token)).expect(200);
    expectDocumentedAnswer(res, 'GET /api/privacy/activity');
    const erased = res.body.items.find((item: { event: string }) => item.event === 'candidate.erased');
    expect(erased).toMatchObject({ actor: `Ada Lovelace <${recruiter.email}>`, via: 'app', detail: { resumes: 2, outreach: 2, files: 2 } });
    expect(erased.detail.reference).toMatch(/^[0-9a-f]{12}$/);
    expect(JSON.stringify(res.body)).not.toContain('vandersloot');
  });

  it('When the address is not valid, then 400 says so; when nothing is held about it, then 404 and nothing changes', async () => {
    const bad = await erase(recruiter, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    const unknown = await erase(recruiter, 'nobody@example.org');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Candidate not found');
    expect(await t.ctx.prisma.unsubscribe.count({ where: { email: null } })).toBe(1);
  });

  it("When another tenant's user erases or exports the address, or deletes one of the resumes, then 404 and nothing changes", async () => {
    const other = await twinTenantUser(t);
    const resume = await t.ctx.prisma.resume.findFirstOrThrow({ where: { extractedText: { contains: bruno.sentence } } });
    const heldBefore = await columnsHolding(t, bruno.email);

    expect((await erase(other, bruno.email)).status).toBe(404);
    expect((await t.api.get(`/api/candidates/${bruno.email}/export`).set(bearer(other.token))).status).toBe(404);
    expect((await t.api.delete(`/api/resumes/${resume.id}`).set(bearer(other.token))).status).toBe(404);

    expect(await columnsHolding(t, bruno.email)).toEqual(heldBefore);
    expect(uploadedBytes().filter((text) => text.includes(bruno.sentence))).toHaveLength(2);
  });
});

describe('An erase interrupted between its transaction and the file removal', () => {
  it('When the server stops before removing the files, then the rows are gone, the files are named for deletion, and the next start removes them', async () => {
    const person: Person = { name: 'Ines Marchbanks', email: 'ines.marchbanks@example.org', phone: '(555) 400-1212', sentence: 'Built a sepsis screening huddle.' };
    await seedCandidate(t, recruiter, person);
    const storage = t.ctx.storage;
    const remove = storage.remove;
    // The process "dies" where the transaction has committed and no file is removed yet.
    storage.remove = async () => {
      throw new Error('killed');
    };
    try {
      expect((await erase(recruiter, person.email)).status).toBe(200);
    } finally {
      storage.remove = remove;
    }
    expect(await columnsHolding(t, person.sentence)).toEqual([]);
    expect(uploadedBytes().filter((text) => text.includes(person.sentence))).toHaveLength(2);
    expect(await t.ctx.prisma.pendingFileDeletion.count()).toBe(2);

    // The start of the next process runs the recovery chore at once.
    await t.ctx.prisma.choreLease.deleteMany();
    const recovery = startRecovery(t.ctx);
    try {
      await eventually(async () => expect(await t.ctx.prisma.pendingFileDeletion.count()).toBe(0));
    } finally {
      await recovery.stop();
    }
    expect(uploadedBytes().filter((text) => text.includes(person.sentence))).toEqual([]);
  });
});

describe('DELETE /api/resumes/{id}', () => {
  it('When one resume is deleted, then its row, text, index rows and file are gone, and a second delete is 404', async () => {
    const upload = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from('Olga Penhallow\nolga@example.org\nNight shift lead.'), 'olga.txt');
    const { id } = upload.body;
    const { storedName } = await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id } });

    const res = await t.api.delete(`/api/resumes/${id}`).set(bearer(recruiter.token));

    expect(res.status).toBe(204);
    expect(await t.ctx.prisma.resume.count({ where: { id } })).toBe(0);
    expect(await t.ctx.prisma.resumePassage.count({ where: { resumeId: id } })).toBe(0);
    expect(await t.ctx.prisma.resumeFacts.count({ where: { resumeId: id } })).toBe(0);
    expect(readdirSync(t.ctx.config.uploadDir)).not.toContain(storedName);
    expect((await t.api.get(`/api/resumes/${id}`).set(bearer(recruiter.token))).status).toBe(404);
    expect((await t.api.delete(`/api/resumes/${id}`).set(bearer(recruiter.token))).status).toBe(404);
    expect((await t.api.delete('/api/resumes/not-a-uuid').set(bearer(recruiter.token))).status).toBe(404);
  });
});
