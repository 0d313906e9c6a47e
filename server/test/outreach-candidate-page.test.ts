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

  it("When a user of another organisation searches, then none of this organisation's candidates answer", async () => {
    const intruder = await twinTenantUser(t);
    expect((await page({ emails: 'priya@example.com' }, intruder).expect(200)).body).toEqual([]);
    expect((await page({ q: 'nurse' }, intruder).expect(200)).body).toEqual({ candidates: [], totalItems: 0, totalCandidates: 0 });
    expect((await page({ limit: 100 }, intruder).expect(200)).body.candidates).toEqual([]);
  });
});
