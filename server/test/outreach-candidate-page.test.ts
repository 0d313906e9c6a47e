import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { addAnalysedResume, twinTenantUser } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// GET /api/outreach/candidates?q&limit&offset (issue 19): the Candidates page searches and pages
// on the server instead of loading every candidate; without the three it answers the spec's array.

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  await addAnalysedResume(t, recruiter, { name: 'Priya Shah', email: 'priya@example.com', title: 'ICU Registered Nurse', skills: ['Ventilator management', 'ACLS'] });
  await addAnalysedResume(t, recruiter, { name: 'Lena Ortiz', email: 'lena@example.com', title: 'Telemetry Nurse', skills: ['Cardiac monitoring', 'BLS'] });
  await addAnalysedResume(t, recruiter, { name: 'Tom Becker', email: 'tom.becker@northwind.io', title: 'Backend Engineer', skills: ['Go', 'Kubernetes'] });
  await addAnalysedResume(t, recruiter, { name: 'Ana Silva', email: 'ana@example.com', title: 'Charge Nurse', skills: ['Triage'] }, new Date('2026-01-01'));
  // Ana's newer resume is her candidate: its title is the one searched.
  await addAnalysedResume(t, recruiter, { name: 'Ana Silva', email: 'ANA@example.com', title: 'Clinical Pharmacist', skills: ['Oncology pharmacy'] }, new Date('2026-03-01'));
  await addAnalysedResume(t, recruiter, { name: 'No Address', email: 'n/a', title: 'Nurse' });
});
afterAll(async () => t.close());

const page = (query: Record<string, string | number>, user = recruiter) => t.api.get('/api/outreach/candidates').query(query).set(bearer(user.token));
const emailsOf = (body: { candidates: { email: string }[] }) => body.candidates.map((candidate) => candidate.email);

describe('Candidates page search', () => {
  it('When the recruiter types words, then the candidates whose name, e-mail, title or skills hold every word answer, by name, with the counts', async () => {
    const nurses = await page({ q: 'nurse' }).expect(200);
    expectDocumentedAnswer(nurses, 'GET /api/outreach/candidates');
    expect(emailsOf(nurses.body)).toEqual(['lena@example.com', 'priya@example.com']);
    expect(nurses.body).toMatchObject({ totalItems: 2, totalCandidates: 4 });
    expect(nurses.body.candidates[1]).toMatchObject({ fullName: 'Priya Shah', title: 'ICU Registered Nurse', unsubscribed: false, lastContact: null });

    expect(emailsOf((await page({ q: 'NORTHWIND' }).expect(200)).body)).toEqual(['tom.becker@northwind.io']);
    expect(emailsOf((await page({ q: 'kubernetes' }).expect(200)).body)).toEqual(['tom.becker@northwind.io']);
    expect(emailsOf((await page({ q: '  nurse   bls ' }).expect(200)).body)).toEqual(['lena@example.com']);
    expect(emailsOf((await page({ q: 'pharmacist' }).expect(200)).body)).toEqual(['ana@example.com']);
    // Only the newest resume of an address counts: Ana is no longer a charge nurse.
    expect((await page({ q: 'charge' }).expect(200)).body).toEqual({ candidates: [], totalItems: 0, totalCandidates: 4 });
    // A % or _ is a character to find, not a pattern.
    expect((await page({ q: '%' }).expect(200)).body.totalItems).toBe(0);
  });

  it('When the recruiter pages with limit and offset, then each page holds the next candidates by name and a page past the end is empty', async () => {
    const first = await page({ limit: 2 }).expect(200);
    expect(emailsOf(first.body)).toEqual(['ana@example.com', 'lena@example.com']);
    expect(first.body).toMatchObject({ totalItems: 4, totalCandidates: 4 });
    expect(emailsOf((await page({ limit: 2, offset: 2 }).expect(200)).body)).toEqual(['priya@example.com', 'tom.becker@northwind.io']);
    expect((await page({ limit: 2, offset: 999999999999 }).expect(200)).body).toEqual({ candidates: [], totalItems: 4, totalCandidates: 4 });
    // Without q, limit or offset: the spec's array of every candidate.
    const all = await t.api.get('/api/outreach/candidates').set(bearer(recruiter.token)).expect(200);
    expect(all.body.map((candidate: { email: string }) => candidate.email)).toEqual(['ana@example.com', 'lena@example.com', 'priya@example.com', 'tom.becker@northwind.io']);
  });

  it.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 'ten' }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 2.5 }, 'limit must be a whole number from 1 to 100'],
    [{ offset: -1 }, 'offset must be a whole number of 0 or more'],
    [{ offset: 'x' }, 'offset must be a whole number of 0 or more'],
    [{ q: 'n'.repeat(201) }, 'q must be at most 200 characters'],
    [{ emails: '' }, 'emails must be 1 to 100 e-mail addresses separated by commas'],
    [{ emails: 'priya@example.com,not-an-address' }, 'emails must be 1 to 100 e-mail addresses separated by commas'],
    [{ emails: Array.from({ length: 101 }, (_, i) => `c${i}@example.com`).join(',') }, 'emails must be 1 to 100 e-mail addresses separated by commas'],
  ])('When the query is %j, then it answers 400 "%s"', async (query, message) => {
    const res = await page(query).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('When Compose asks for its recipients by address, then exactly those candidates answer, with their last contact, as an array', async () => {
    const res = await page({ emails: ' PRIYA@example.com,ana@example.com,nobody@example.com' }).expect(200);
    expectDocumentedAnswer(res, 'GET /api/outreach/candidates');
    expect(res.body.map((candidate: { email: string }) => candidate.email)).toEqual(['ana@example.com', 'priya@example.com']);
    expect(res.body[0]).toMatchObject({ fullName: 'Ana Silva', title: 'Clinical Pharmacist', lastContact: null });
  });

  it('When Select All asks for every match, then the addresses of all the matches answer, whatever page the list is on', async () => {
    const nurses = await page({ q: 'nurse', fields: 'email' }).expect(200);
    expectDocumentedAnswer(nurses, 'GET /api/outreach/candidates');
    expect(nurses.body).toEqual({ emails: ['lena@example.com', 'priya@example.com'] });
    // The newest resume of an address counts, as in the list; without q, every candidate.
    expect((await page({ q: 'charge', fields: 'email' }).expect(200)).body).toEqual({ emails: [] });
    expect((await page({ fields: 'email' }).expect(200)).body.emails).toEqual(['ana@example.com', 'lena@example.com', 'priya@example.com', 'tom.becker@northwind.io']);
  });

  it('When Compose looks up more recipients than a query string holds, then the body names them and exactly those answer', async () => {
    const emails = [' PRIYA@example.com', 'ana@example.com', ...Array.from({ length: 148 }, (_, i) => `nobody${i}@example.com`)];
    const res = await t.api.post('/api/outreach/candidates/lookup').set(bearer(recruiter.token)).send({ emails }).expect(200);
    expectDocumentedAnswer(res, 'POST /api/outreach/candidates/lookup');
    expect(res.body.map((candidate: { email: string }) => candidate.email)).toEqual(['ana@example.com', 'priya@example.com']);
    expect(res.body[1]).toMatchObject({ fullName: 'Priya Shah', title: 'ICU Registered Nurse', unsubscribed: false, lastContact: null });
  });

  it.each([
    [{ fields: 'name' }, 'fields must be email'],
    [{ fields: 'email', q: 'n'.repeat(201) }, 'q must be at most 200 characters'],
  ])('When Select All asks with %j, then it answers 400 "%s"', async (query, message) => {
    expect((await page(query).expect(400)).body.message).toBe(message);
  });

  it.each([
    ['no emails', {}],
    ['an empty list', { emails: [] }],
    ['one text, not a list', { emails: 'priya@example.com' }],
    ['a list with a non-address', { emails: ['priya@example.com', 'not-an-address'] }],
    ['a list with a number', { emails: [42] }],
    ['501 addresses', { emails: Array.from({ length: 501 }, (_, i) => `c${i}@example.com`) }],
  ])('When the look-up body holds %s, then it answers 400 and names the rule', async (_case, body) => {
    const res = await t.api.post('/api/outreach/candidates/lookup').set(bearer(recruiter.token)).send(body).expect(400);
    expect(res.body.message).toBe('emails must be a list of 1 to 500 e-mail addresses');
  });

  it("When a user of another organisation searches, then none of this organisation's candidates answer", async () => {
    const intruder = await twinTenantUser(t);
    expect((await page({ emails: 'priya@example.com' }, intruder).expect(200)).body).toEqual([]);
    expect((await page({ fields: 'email' }, intruder).expect(200)).body).toEqual({ emails: [] });
    expect((await page({ q: 'priya', fields: 'email' }, intruder).expect(200)).body).toEqual({ emails: [] });
    const lookup = await t.api.post('/api/outreach/candidates/lookup').set(bearer(intruder.token)).send({ emails: ['priya@example.com', 'ana@example.com'] });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual([]);
    expect((await page({ q: 'nurse' }, intruder).expect(200)).body).toEqual({ candidates: [], totalItems: 0, totalCandidates: 0 });
    expect((await page({ limit: 100 }, intruder).expect(200)).body.candidates).toEqual([]);
  });
});

describe('Select All over a large search', () => {
  let big: TestApp;
  let owner: SignedInUser;
  let tenantId: string;
  const bulk = (i: number) => `bulk${String(i).padStart(3, '0')}@example.com`;

  beforeAll(async () => {
    big = await startTestApp();
    owner = await signUp(big);
    const user = await big.ctx.prisma.user.findUniqueOrThrow({ where: { email: owner.email } });
    tenantId = user.tenantId;
    // One Compose's worth and one more: 500 nurses plus a pharmacist, all reachable.
    const people = Array.from({ length: 501 }, (_, i) => ({ name: `Bulk ${String(i).padStart(3, '0')}`, email: bulk(i), title: i === 500 ? 'Pharmacist' : 'Nurse' }));
    await big.ctx.prisma.resume.createMany({
      data: people.map((person, i) => ({
        tenantId,
        uploadedById: user.id,
        originalFilename: `bulk-${i}.pdf`,
        storedName: `bulk-stored-${i}`,
        mimeType: 'application/pdf',
        sizeBytes: 1000,
        sha256: `bulk-${i}`,
        processingStatus: 'parsed',
        aiSummary: {
          professionalSummary: '',
          personalInfo: { name: person.name, email: person.email, phone: '', location: '', linkedin: '', website: '' },
          workExperience: [{ title: person.title, company: 'General Hospital', duration: '2019 - Present', responsibilities: [] }],
          education: [],
          skills: [],
          certifications: [],
          keyAchievements: [],
          careerLevel: 'mid',
        },
      })),
    });
  });
  afterAll(async () => big.close());

  const selectAll = (query: Record<string, string>) => big.api.get('/api/outreach/candidates').query({ ...query, fields: 'email' }).set(bearer(owner.token));

  it('When more candidates match than one Compose writes to, then it says so with the count and selects nothing', async () => {
    const res = await selectAll({}).expect(400);
    expect(res.body.message).toBe('Select All takes at most 500 candidates, and 501 match. Narrow the search, or pick candidates one by one.');
    // The list itself still pages through all of them.
    expect((await big.api.get('/api/outreach/candidates').query({ limit: 1 }).set(bearer(owner.token)).expect(200)).body.totalItems).toBe(501);
  });

  it('When the search is narrowed to the cap or fewer, then every match answers, by name', async () => {
    const nurses = await selectAll({ q: 'nurse' }).expect(200);
    expect(nurses.body.emails).toHaveLength(500);
    expect(nurses.body.emails.slice(0, 2)).toEqual([bulk(0), bulk(1)]);
    expect(nurses.body.emails).not.toContain(bulk(500));
    expect((await selectAll({ q: 'pharmacist' }).expect(200)).body).toEqual({ emails: [bulk(500)] });
  });

  it('When candidates have unsubscribed or bounced, then they are left out of Select All and the cap counts only who can be e-mailed', async () => {
    await big.ctx.prisma.unsubscribe.create({ data: { tenantId, email: bulk(7) } });
    await big.ctx.prisma.unsubscribe.create({ data: { tenantId, email: bulk(8), reason: 'bounced', detail: '550 5.1.1 User unknown' } });
    const all = await selectAll({}).expect(200);
    expect(all.body.emails).toHaveLength(499);
    expect(all.body.emails).not.toContain(bulk(7));
    expect(all.body.emails).not.toContain(bulk(8));
  });

  it('When Compose looks up all 500 of its recipients, then all of them answer in one call', async () => {
    const emails = Array.from({ length: 500 }, (_, i) => bulk(i));
    const res = await big.api.post('/api/outreach/candidates/lookup').set(bearer(owner.token)).send({ emails }).expect(200);
    expect(res.body).toHaveLength(500);
  });
});
