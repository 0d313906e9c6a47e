import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueRetention } from '../src/modules/privacy/retention-schedule.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { resumeText, seedCandidate, type Person } from './support/candidate-data.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { createDrafts, twinTenantUser } from './support/outreach.js';
import { runAdmin } from './support/admin.js';
import { binaryBody, startTestApp, type TestApp } from './support/test-app.js';

// Access requests, retention and the audit trail of bulk sends (issue 22).

const hana: Person = { name: 'Hana Oyelaran', email: 'hana.oyelaran@example.org', phone: '(555) 610-3030', sentence: 'Introduced hourly rounding on a cardiac step-down unit.' };
const piet: Person = { name: 'Piet Grunewald', email: 'piet.grunewald@example.org', phone: '(555) 610-4040', sentence: 'Ran the stroke code pager for two years.' };

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

const activity = async (user: SignedInUser) =>
  (await t.api.get('/api/privacy/activity').set(bearer(user.token)).expect(200)).body.items as { event: string; via: string; detail: Record<string, unknown> }[];

describe('GET /api/candidates/{email}/export', () => {
  it('When a seeded candidate is exported, then the zip named for them holds every item seeded and their original files, and nothing of another candidate', async () => {
    await seedCandidate(t, recruiter, hana);
    await seedCandidate(t, recruiter, piet);

    const res = await t.api.get(`/api/candidates/${hana.email}/export`).set(bearer(recruiter.token)).buffer(true).parse(binaryBody as never);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Hana Oyelaran - candidate data \d{4}-\d{2}-\d{2}\.zip"/);
    const entries = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(entries).sort()).toEqual(['candidate-data.json', 'files/1-Hana Oyelaran.txt', 'files/2-Hana Oyelaran (2).txt']);
    expect(Buffer.from(entries['files/1-Hana Oyelaran.txt']!).toString()).toBe(resumeText(hana));
    const data = JSON.parse(Buffer.from(entries['candidate-data.json']!).toString());
    expect(data.email).toBe(hana.email);
    expect(data.resumes).toHaveLength(2);
    expect(data.resumes[0]).toMatchObject({ originalFilename: 'Hana Oyelaran.txt', file: 'files/1-Hana Oyelaran.txt', extractedText: expect.stringContaining(hana.sentence) });
    expect(data.resumes[0].aiSummary.personalInfo).toMatchObject({ name: hana.name, email: hana.email });
    expect(data.resumes[0].searchIndex.facts.email).toBe(hana.email);
    expect(data.resumes[0].searchIndex.passages.length).toBeGreaterThan(0);
    expect(data.outreach.map((message: { subject: string }) => message.subject).sort()).toEqual([`Draft for ${hana.name}`, `For ${hana.name}`]);
    const sent = data.outreach.find((message: { subject: string }) => message.subject === `For ${hana.name}`);
    expect(sent.events.map((event: { type: string }) => event.type)).toEqual(expect.arrayContaining(['sent', 'unsubscribed']));
    expect(sent.replies).toEqual([expect.objectContaining({ fromAddress: hana.email, text: `Thank you. ${hana.sentence}` })]);
    // The recruiter's notice of that reply is the recruiter's business, not the candidate's data.
    expect(Object.keys(sent.replies[0]).filter((key) => key.startsWith('notif'))).toEqual([]);
    expect(data.doNotContact).toEqual([{ email: hana.email, reason: 'unsubscribed', detail: null, createdAt: expect.any(String) }]);
    // Nothing of the other candidate, in any entry.
    for (const bytes of Object.values(entries)) {
      const text = Buffer.from(bytes).toString();
      for (const needle of [piet.name, piet.email, piet.phone, piet.sentence]) expect(text).not.toContain(needle);
    }
    expect((await activity(recruiter)).find((item) => item.event === 'candidate.exported')).toMatchObject({ detail: { resumes: 2, outreach: 2, files: 2 } });
  });

  it('When the address is unknown, then 404; when it is not an address, then 400', async () => {
    const unknown = await t.api.get('/api/candidates/nobody@example.org/export').set(bearer(recruiter.token));
    expect(unknown.status).toBe(404);
    expectDocumentedAnswer(unknown, 'GET /api/candidates/{email}/export');
    expect((await t.api.get('/api/candidates/nobody/export').set(bearer(recruiter.token))).status).toBe(400);
  });
});

describe('Retention', () => {
  const DAY = 24 * 60 * 60_000;
  const now = new Date();

  /** A candidate whose resume and messages last changed at `at`. */
  async function candidateLastActiveAt(user: SignedInUser, person: Person, at: Date) {
    await seedCandidate(t, user, person);
    await t.ctx.prisma.$executeRaw`UPDATE "Resume" SET "updatedAt" = ${at} WHERE strpos("extractedText", ${person.sentence}) > 0`;
    await t.ctx.prisma.$executeRaw`UPDATE "Outreach" SET "updatedAt" = ${at} WHERE "recipientEmail" = ${person.email}`;
  }

  it('When a tenant turns on "no activity for 6 months", then the dry run counts and the daily run erases exactly the stale candidates, once a day', async () => {
    // A tenant of its own, so no other suite's candidate is stale in it.
    const owner = await twinTenantUser(t);
    const stale: Person = { name: 'Old Timer', email: 'old.timer@example.org', phone: '(555) 000-1111', sentence: 'Seven months quiet.' };
    const fresh: Person = { name: 'New Comer', email: 'new.comer@example.org', phone: '(555) 000-2222', sentence: 'Five months quiet.' };
    await candidateLastActiveAt(owner, stale, new Date(now.getTime() - 7 * 30 * DAY));
    await candidateLastActiveAt(owner, fresh, new Date(now.getTime() - 5 * 30 * DAY));

    const off = await t.api.get('/api/privacy/retention').set(bearer(owner.token)).expect(200);
    expect(off.body).toEqual({ months: null });
    // Off by default: nothing runs.
    expect(await runDueRetention(t.ctx, now)).toBe(0);

    const preview = await t.api.get('/api/privacy/retention/preview?months=6').set(bearer(owner.token));
    expectDocumentedAnswer(preview, 'GET /api/privacy/retention/preview');
    expect(preview.body).toEqual({ months: 6, candidates: 1 });
    expect((await t.api.put('/api/privacy/retention').set(bearer(owner.token)).send({ months: 0 })).body.message).toBe('Months must be a whole number from 1 to 120');
    const on = await t.api.put('/api/privacy/retention').set(bearer(owner.token)).send({ months: 6 });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ months: 6 });

    expect(await runDueRetention(t.ctx, now)).toBeGreaterThanOrEqual(1);

    expect(await t.ctx.prisma.resume.count({ where: { extractedText: { contains: stale.sentence } } })).toBe(0);
    expect(await t.ctx.prisma.outreach.count({ where: { recipientEmail: stale.email } })).toBe(0);
    expect(await t.ctx.prisma.resume.count({ where: { extractedText: { contains: fresh.sentence } } })).toBe(2);
    expect(await t.ctx.prisma.outreach.count({ where: { recipientEmail: fresh.email } })).toBe(2);
    const ran = (await activity(owner)).find((item) => item.event === 'retention.ran');
    expect(ran).toMatchObject({ via: 'retention', detail: { months: 6, candidates: 1 } });
    // The same day again runs nothing; a day later it runs again.
    expect(await runDueRetention(t.ctx, new Date(now.getTime() + DAY / 2))).toBe(0);
    expect(await runDueRetention(t.ctx, new Date(now.getTime() + DAY + 1))).toBeGreaterThanOrEqual(1);
  });
});

describe('The audit trail of bulk sends', () => {
  it('When a recruiter sends all drafts, then the Activity list records who and how many; another tenant sees none of it', async () => {
    const sender = await signUp(t);
    await createDrafts(t, sender, 'bulk', 3);
    await t.api.post('/api/outreach/queue').set(bearer(sender.token)).send({ all: true }).expect(202);
    const items = await activity(sender);
    expect(items.find((item) => item.event === 'outreach.bulk_sent')).toMatchObject({ via: 'app', detail: { messages: 3 } });
    const stranger = await signUp(t, { tenantName: 'Capital Holdings' });
    expect(await activity(stranger)).toEqual([]);
  });
});

describe('The admin command line, for requests that come by post', () => {
  it('When the operator exports and then erases a candidate with a picked document, then the zip is written, the candidate and the document are gone, and Activity says it was the command line', async () => {
    const person: Person = { name: 'Rosa Lindqvist', email: 'rosa.lindqvist@example.org', phone: '(555) 777-0101', sentence: 'Trained new graduates on the night shift.' };
    await seedCandidate(t, recruiter, person);
    const letter = await t.api.post('/api/documents/upload').set(bearer(recruiter.token)).attach('file', Buffer.from('Rosa Lindqvist covered every bank holiday.'), 'thanks.txt').expect(201);
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'export-')), 'rosa.zip');

    const exported = await runAdmin(t, ['export-candidate', '--tenant', 'Healthcare', '--email', person.email, '--out', out, '--document', letter.body.id]);
    expect(exported).toBe(`Wrote everything held about ${person.email} to ${out}.`);
    const entries = unzipSync(new Uint8Array(readFileSync(out)));
    expect(Buffer.from(entries['candidate-data.json']!).toString()).toContain(person.sentence);
    expect(Buffer.from(entries['documents/1-thanks.txt']!).toString()).toBe('Rosa Lindqvist covered every bank holiday.');
    await expect(runAdmin(t, ['export-candidate', '--tenant', 'Healthcare', '--email', person.email, '--out', out])).rejects.toThrow(`${out} already exists`);
    const unknownDocument = ['erase-candidate', '--tenant', 'Healthcare', '--email', person.email, '--document', '00000000-0000-4000-8000-000000000000'];
    await expect(runAdmin(t, unknownDocument)).rejects.toThrow('A --document is not a document of Healthcare; nothing was done.');

    const erased = await runAdmin(t, ['erase-candidate', '--tenant', 'Healthcare', '--email', person.email, '--document', letter.body.id]);
    expect(erased).toBe(`Erased ${person.email}: 2 resumes, 2 messages, 1 documents, 3 files. The address stays on the do-not-contact list as a hash.`);
    expect(await t.ctx.prisma.document.count({ where: { id: letter.body.id } })).toBe(0);
    expect(await t.ctx.prisma.resume.count({ where: { extractedText: { contains: person.sentence } } })).toBe(0);
    await expect(runAdmin(t, ['erase-candidate', '--tenant', 'Healthcare', '--email', person.email])).rejects.toThrow(`Healthcare holds nothing about ${person.email}.`);
    await expect(runAdmin(t, ['erase-candidate', '--tenant', 'Nowhere', '--email', person.email])).rejects.toThrow('No organisation is named Nowhere.');
    const items = await activity(recruiter);
    expect(items.filter((item) => item.via === 'admin').map((item) => item.event)).toEqual(['candidate.erased', 'candidate.exported']);
  });
});
