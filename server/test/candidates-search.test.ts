import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// POST /api/candidates/search (issue 19): the recruiter finds who in the analysed resumes fits a
// few words or a pasted job description, by meaning, by words and by the skills it names. The
// resumes are uploaded as a recruiter does and read by the local analyzer.

let t: TestApp;
let recruiter: SignedInUser;

const ICU_NURSE = `Priya Shah
Chicago, IL | priya.shah@example.com | (312) 555-0143

Summary
Registered nurse with nine years in a 20-bed medical intensive care unit, caring for ventilated and septic patients.

Experience

Registered Nurse, Intensive Care Unit — Rush University Medical Center, Chicago, IL (Mar 2017–Present)
* Care for two ventilated patients per shift; titrate vasoactive drips and sedation
* Recognise early sepsis and start the bundle with the rapid response team

Staff Nurse, Medical-Surgical Unit — Northwestern Memorial Hospital, Chicago, IL (Jun 2014–Feb 2017)
* Five-patient assignments; wound care and discharge teaching

Education
Bachelor of Science in Nursing (BSN) — Loyola University Chicago, 2014

Licenses & Certifications
Registered Nurse, Illinois
ACLS, American Heart Association
BLS, American Heart Association

Skills
Ventilator management, Hemodynamic monitoring, Sepsis bundles, Epic
`;

const SOFTWARE_ENGINEER = `Tom Becker
Seattle, WA | tom.becker@example.com | (206) 555-0199

Summary
Backend engineer building payment services and data pipelines.

Experience

Senior Software Engineer | Northwind Payments | Jan 2019 – Present
- Built the ledger service in Go and Python on Kubernetes
- Cut PostgreSQL query latency by 70% with better indexes

Software Engineer | Contoso Cloud | Jun 2016 – Dec 2018
- Wrote billing APIs and on-call runbooks

Education
B.S. Computer Science, University of Washington, 2016

Skills
Python, Go, Kubernetes, PostgreSQL, Terraform

Certifications
AWS Certified Solutions Architect
`;

const TELEMETRY_NURSE = `Lena Ortiz
Denver, CO | lena.ortiz@example.com | (720) 555-0108

Summary
Telemetry nurse who watches cardiac rhythms closely and teaches patients about their heart medicines.

Experience

Registered Nurse, Telemetry — Denver Health Medical Center, Denver, CO (Jan 2023–Present)
* Five-patient telemetry assignments; arrhythmia recognition and titration of drips
* Patient education on anticoagulants and heart failure

Education
Associate Degree in Nursing (ADN) — Community College of Denver, 2022

Certifications
BLS, American Heart Association
Progressive Care Certified Nurse (PCCN), AACN

Skills
Cardiac monitoring, Arrhythmia recognition, Patient education
`;

const BACKEND_JOB = `About Acme Health Tech
We are a fast-growing company on a mission to make healthcare payments simple. Our team of 200 people works from Seattle and remotely across the US.

The role
You will join the platform team that runs our claims and payments systems.

Requirements
- 5+ years of backend experience with Python and Go
- Experience running services on Kubernetes
- Strong PostgreSQL skills: schema design, query tuning
- Infrastructure as code with Terraform is a plus

What we offer
- Competitive salary and equity
- Health, dental and vision insurance; 401(k) matching
- Unlimited PTO

Acme Health Tech is an equal opportunity employer. To apply, send your resume to jobs@acme.example.
`;

type Result = {
  candidate: { email: string; fullName: string | null; skills: string[]; unsubscribed: boolean };
  score: number;
  matched: { skills: string[]; titles: string[]; certifications: string[]; passages: { section: string; snippet: string }[] };
  yearsOfExperience: number | null;
};

async function uploadResume(user: SignedInUser, text: string, filename: string): Promise<string> {
  const res = await t.api.post('/api/resumes/upload').set(bearer(user.token)).attach('file', Buffer.from(text), filename);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const search = (body: object, user = recruiter) => t.api.post('/api/candidates/search').set(bearer(user.token)).send(body);

async function found(body: object, user = recruiter): Promise<Result[]> {
  const res = await search(body, user);
  expect(res.status, res.text).toBe(200);
  expectDocumentedAnswer(res, 'POST /api/candidates/search');
  return res.body.results;
}

const emails = (results: Result[]) => results.map((result) => result.candidate.email);

/** A user of a second organisation that passes the Healthcare guard (the name differs only in case). */
async function inOwnOrganisation(tenantName: string): Promise<SignedInUser> {
  const user = await signUp(t);
  const tenant = await t.ctx.prisma.tenant.create({ data: { name: tenantName } });
  await t.ctx.prisma.user.update({ where: { email: user.email }, data: { tenantId: tenant.id } });
  const login = await t.api.post('/api/auth/login').send({ email: user.email, password: user.password, tenantName });
  return { ...user, tenantName, token: login.body.accessToken };
}

let icuResumeId: string;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  icuResumeId = await uploadResume(recruiter, ICU_NURSE, 'priya-shah.txt');
  await uploadResume(recruiter, SOFTWARE_ENGINEER, 'tom-becker.txt');
  await uploadResume(recruiter, TELEMETRY_NURSE, 'lena-ortiz.txt');
});
afterAll(async () => t.close());

describe('searching candidates by meaning', () => {
  it('When the recruiter asks for a "critical care nurse", then the ICU nurse whose resume never says it comes first, above the engineer', async () => {
    const results = await found({ query: 'critical care nurse' });
    expect(results[0]!.candidate.email).toBe('priya.shah@example.com');
    expect(results[0]!.score).toBe(1);
    const engineer = emails(results).indexOf('tom.becker@example.com');
    if (engineer !== -1) expect(engineer).toBeGreaterThan(0);
    const scores = results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score > 0 && score <= 1)).toBe(true);
    // The reasons: the sections of her resume that were found, as snippets.
    expect(results[0]!.matched.passages.length).toBeGreaterThan(0);
    expect(results[0]!.matched.passages.map((passage) => passage.section)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(profile|job|education|skills|certifications)$/)]),
    );
    expect(results[0]!.yearsOfExperience).toBeGreaterThan(9);
  });

  it('When the words are a paraphrase the resume never uses, then meaning still finds the telemetry nurse first', async () => {
    const results = await found({ query: 'EKG watcher on a cardiology ward' });
    expect(results[0]!.candidate.email).toBe('lena.ortiz@example.com');
    expect(results[0]!.matched.skills).toEqual([]);
  });

  it('When a whole job description is pasted, then the matching engineer comes first with the skills it names', async () => {
    const results = await found({ query: BACKEND_JOB, topK: 3 });
    expect(results[0]!.candidate.email).toBe('tom.becker@example.com');
    expect(results[0]!.matched.skills).toEqual(expect.arrayContaining(['Python', 'Go', 'Kubernetes', 'PostgreSQL', 'Terraform']));
    // Nothing the posting says about salary or insurance counts as a match.
    expect(results.flatMap((result) => result.matched.skills).map((skill) => skill.toLowerCase())).not.toContain('insurance');
    expect(results.length).toBeLessThanOrEqual(3);
  });

  it('When the query names a certification by its acronym or its name, then its holder comes first with it among the reasons, as the resume writes it', async () => {
    const byAcronym = await found({ query: 'PCCN nurse' });
    expect(byAcronym[0]!.candidate.email).toBe('lena.ortiz@example.com');
    expect(byAcronym[0]!.matched.certifications).toEqual(['Progressive Care Certified Nurse (PCCN)']);
    const byName = await found({ query: 'progressive care certified nurse' });
    expect(byName[0]!.matched.certifications).toEqual(['Progressive Care Certified Nurse (PCCN)']);
    expect((await found({ query: 'ACLS' }))[0]!.matched.certifications).toEqual(['ACLS']);
    expect(byAcronym.find((result) => result.candidate.email === 'tom.becker@example.com')?.matched.certifications ?? []).toEqual([]);
  });

  it('When a candidate has two resumes, then they are one result', async () => {
    const second = await uploadResume(recruiter, TELEMETRY_NURSE.replace('Telemetry nurse who', 'Cardiac telemetry nurse who'), 'lena-ortiz-2026.txt');
    const results = await found({ query: 'telemetry nurse arrhythmia' });
    expect(emails(results).filter((email) => email === 'lena.ortiz@example.com')).toHaveLength(1);
    await t.ctx.prisma.resume.delete({ where: { id: second } });
  });
});

describe('filters', () => {
  it('When a minimum of years is set, then shorter careers are left out', async () => {
    expect(emails(await found({ query: 'registered nurse' }))).toEqual(expect.arrayContaining(['priya.shah@example.com', 'lena.ortiz@example.com']));
    const senior = emails(await found({ query: 'registered nurse', filters: { minYears: 5 } }));
    expect(senior).toContain('priya.shah@example.com');
    expect(senior).not.toContain('lena.ortiz@example.com');
  });

  it('When a location is set, then only candidates whose location contains it are found', async () => {
    expect(emails(await found({ query: 'nurse', filters: { location: 'denver' } }))).toEqual(['lena.ortiz@example.com']);
  });

  it('When a certification is required, then only candidates holding it are found', async () => {
    expect(emails(await found({ query: 'nurse', filters: { certification: 'acls' } }))).toEqual(['priya.shah@example.com']);
  });

  it('When unsubscribed candidates are excluded, then an address on the do-not-contact list is not found', async () => {
    const { tenantId } = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: recruiter.email } });
    await t.ctx.prisma.unsubscribe.create({ data: { tenantId, email: 'lena.ortiz@example.com' } });
    const all = await found({ query: 'telemetry nurse' });
    expect(all.find((result) => result.candidate.email === 'lena.ortiz@example.com')?.candidate.unsubscribed).toBe(true);
    expect(emails(await found({ query: 'telemetry nurse', filters: { excludeUnsubscribed: true } }))).not.toContain('lena.ortiz@example.com');
    await t.ctx.prisma.unsubscribe.deleteMany({ where: { tenantId } });
  });

  it('When no resume passes the filters, then there are no results', async () => {
    expect(await found({ query: 'nurse', filters: { location: 'Antarctica' } })).toEqual([]);
  });
});

describe('the index follows the analysis', () => {
  it('When a resume is analysed again with other content, then search finds the new and none of the old', async () => {
    const id = await uploadResume(recruiter, SOFTWARE_ENGINEER.replace('tom.becker', 'sam.rivera').replace('Tom Becker', 'Sam Rivera'), 'sam.txt');
    const before = await t.ctx.prisma.resumePassage.count({ where: { resumeId: id } });
    expect(before).toBeGreaterThan(0);
    // Analysed again (as "Summarize in Detail" does once the analysis is gone), now a pharmacist.
    const pharmacist = `Sam Rivera\nPortland, OR | sam.rivera@example.com\n\nSummary\nClinical pharmacist.\n\nExperience\n\nClinical Pharmacist — Providence Hospital, Portland, OR (May 2020–Present)\n* Verify chemotherapy orders and dose anticoagulants\n\nSkills\nAntimicrobial stewardship, Oncology pharmacy\n`;
    await t.database.pool.query(`UPDATE "Resume" SET "extractedText" = $2, "aiSummary" = NULL WHERE "id" = $1`, [id, pharmacist]);
    await t.api.post(`/api/resumes/${id}/process`).set(bearer(recruiter.token)).expect(200);

    const results = await found({ query: 'oncology pharmacist chemotherapy' });
    expect(results[0]!.candidate.email).toBe('sam.rivera@example.com');
    // Its old skills no longer count for it: the engineer it was is found, not the pharmacist.
    const old = await found({ query: 'Kubernetes Terraform' });
    expect(old[0]!.candidate.email).toBe('tom.becker@example.com');
    expect(old.find((result) => result.candidate.email === 'sam.rivera@example.com')?.matched.skills ?? []).toEqual([]);
    const passages = await t.ctx.prisma.resumePassage.findMany({ where: { resumeId: id }, select: { content: true } });
    expect(passages.map((passage) => passage.content).join('\n')).not.toMatch(/Kubernetes|Northwind/);
    const facts = await t.ctx.prisma.resumeFacts.findUniqueOrThrow({ where: { resumeId: id } });
    expect(facts.skills).toEqual(expect.arrayContaining(['oncology pharmacy']));
    expect(facts.skills).not.toContain('kubernetes');
  });

  it('When a resume is removed, then its passages and facts go with it and search no longer finds it', async () => {
    const id = await uploadResume(recruiter, ICU_NURSE.replaceAll('priya.shah', 'ana.lopez').replace('Priya Shah', 'Ana Lopez'), 'ana.txt');
    expect(emails(await found({ query: 'intensive care unit nurse', topK: 50 }))).toContain('ana.lopez@example.com');
    await t.ctx.prisma.resume.delete({ where: { id } });
    expect(await t.ctx.prisma.resumePassage.count({ where: { resumeId: id } })).toBe(0);
    expect(await t.ctx.prisma.resumeFacts.count({ where: { resumeId: id } })).toBe(0);
    expect(emails(await found({ query: 'intensive care unit nurse', topK: 50 }))).not.toContain('ana.lopez@example.com');
  });

  it('When a resume is indexed, then every passage records the active embedder', async () => {
    const models = await t.ctx.prisma.resumePassage.findMany({ where: { resumeId: icuResumeId }, select: { embeddingModel: true, section: true } });
    expect(new Set(models.map((row) => row.embeddingModel))).toEqual(new Set([t.ctx.embedder.name]));
    expect(new Set(models.map((row) => row.section))).toEqual(new Set(['profile', 'job', 'education', 'skills', 'certifications']));
  });
});

describe('isolation and input', () => {
  it('When another organisation searches, then none of our candidates appear', async () => {
    const intruder = await inOwnOrganisation('HEALTHCARE');
    expect(await found({ query: 'critical care nurse' }, intruder)).toEqual([]);
    expect(await found({ query: BACKEND_JOB }, intruder)).toEqual([]);
  });

  it('When a Capital Holdings user searches, then it answers 404', async () => {
    const capital = await signUp(t, { tenantName: 'Capital Holdings' });
    expect((await search({ query: 'nurse' }, capital)).status).toBe(404);
  });

  it.each([
    ['no query', {}, 'Please enter a search or paste a job description'],
    ['a blank query', { query: '   ' }, 'Please enter a search or paste a job description'],
    ['a number as query', { query: 42 }, 'The search must be text'],
    ['a query over 20,000 characters', { query: 'x'.repeat(20_001) }, 'The search must be at most 20,000 characters'],
    ['topK 0', { query: 'nurse', topK: 0 }, 'topK must be a whole number from 1 to 50'],
    ['topK 51', { query: 'nurse', topK: 51 }, 'topK must be a whole number from 1 to 50'],
    ['negative years', { query: 'nurse', filters: { minYears: -1 } }, 'minYears must be a number from 0 to 60'],
    ['a number as location', { query: 'nurse', filters: { location: 7 } }, 'The location filter must be text'],
    ['"yes" as excludeUnsubscribed', { query: 'nurse', filters: { excludeUnsubscribed: 'yes' } }, 'excludeUnsubscribed must be true or false'],
    ['a string as filters', { query: 'nurse', filters: 'ICU' }, 'filters must be an object'],
  ])('When the body has %s, then it answers 400 with a clear message', async (_case, body, message) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expectDocumentedAnswer(res, 'POST /api/candidates/search');
  });
});
