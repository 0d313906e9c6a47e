import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { addAnalysedResume, createDraft, draftBody, twinTenantUser } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// GET /api/candidates/{email} (issue 19): one page per candidate with their resumes, the analysis
// and every outreach with its status; nothing of another organisation's.

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

const profile = (email: string, user = recruiter) => t.api.get(`/api/candidates/${encodeURIComponent(email)}`).set(bearer(user.token));

describe('Candidate profile', () => {
  it('When a recruiter opens a candidate, then their newest resume is read, every resume of theirs is listed and every outreach with its status', async () => {
    const older = await addAnalysedResume(t, recruiter, { name: 'Priya Shah', email: 'priya@example.com', title: 'Staff Nurse' }, new Date('2025-01-01'));
    const newer = await addAnalysedResume(t, recruiter, { name: 'Priya Shah', email: 'Priya@Example.com ', title: 'ICU Registered Nurse', location: 'Chicago, IL' }, new Date('2026-02-01'));
    await addAnalysedResume(t, recruiter, { name: 'Someone Else', email: 'else@example.com' });
    const draft = await createDraft(t, recruiter, draftBody({ email: 'priya@example.com', name: 'Priya Shah' }, { subject: 'An ICU role' }));
    await createDraft(t, recruiter, draftBody({ email: 'else@example.com', name: 'Someone Else' }));

    const res = await profile('PRIYA@example.com').expect(200);
    expectDocumentedAnswer(res, 'GET /api/candidates/{email}');
    expect(res.body.candidate).toMatchObject({ email: 'priya@example.com', fullName: 'Priya Shah', title: 'ICU Registered Nurse', location: 'Chicago, IL', resumeId: newer.id });
    expect(res.body.analysis).toMatchObject({ certifications: [], keyAchievements: [], careerLevel: 'mid' });
    expect(res.body.resumes.map((resume: { id: string }) => resume.id)).toEqual([newer.id, older.id]);
    expect(res.body.outreach).toEqual([
      expect.objectContaining({ id: draft.id, subject: 'An ICU role', status: 'draft', sentAt: null, sentBy: { firstName: 'Ada', lastName: 'Lovelace' } }),
    ]);
  });

  it('When the address is no candidate of the organisation, then it answers 404 "Candidate not found"', async () => {
    for (const email of ['nobody@example.com', 'not an address', '%', 'a\u0000b@example.com']) {
      const res = await profile(email).expect(404);
      expect(res.body.message).toBe('Candidate not found');
    }
  });

  it("When a user of another organisation asks for this organisation's candidate, then it answers 404 and shows nothing", async () => {
    await addAnalysedResume(t, recruiter, { name: 'Lena Ortiz', email: 'lena@example.com', title: 'Telemetry Nurse' });
    await profile('lena@example.com').expect(200);
    const intruder = await twinTenantUser(t);
    const res = await profile('lena@example.com', intruder).expect(404);
    expect(res.body).toEqual({ message: 'Candidate not found' });
    const capital = await signUp(t, { tenantName: 'Capital Holdings' });
    await profile('lena@example.com', capital).expect(404);
    await t.api.get('/api/candidates/lena%40example.com').expect(401);
  });
});
