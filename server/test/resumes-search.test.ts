import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// GET /api/resumes?q=&status= (issue 18): the recruiter finds a candidate by name, title, skill or
// file name, and narrows the list to a status, done by the server over the tenant's resumes only.

let t: TestApp;
let recruiter: SignedInUser;

type Seed = { file: string; status?: string; name?: string; email?: string; title?: string; skills?: string[]; minutesAgo: number };

/** A resume of the user's tenant as the analyzer leaves it, written straight into the table; no name means not analysed. */
async function insertResume(owner: SignedInUser, seed: Seed): Promise<void> {
  const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: owner.email } });
  const aiSummary =
    seed.name === undefined
      ? null
      : {
          professionalSummary: '',
          personalInfo: { name: seed.name, email: seed.email ?? '', phone: '', location: '', linkedin: '', website: '' },
          workExperience: seed.title ? [{ title: seed.title, company: 'St. Mary', duration: '2020 - Present', responsibilities: [] }] : [],
          education: [],
          skills: seed.skills ?? [],
          certifications: [],
          keyAchievements: [],
          careerLevel: 'mid',
        };
  await t.database.pool.query(
    `INSERT INTO "Resume" ("id", "tenantId", "uploadedById", "originalFilename", "storedName", "mimeType", "sizeBytes", "sha256",
       "processingStatus", "aiSummary", "createdAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 'application/pdf', 1000, 'x', $5, $6, now() - $7 * interval '1 minute', now())`,
    [user.tenantId, user.id, seed.file, randomUUID(), seed.status ?? 'parsed', aiSummary, seed.minutesAgo],
  );
}

const list = (query: string, user = recruiter) => t.api.get(`/api/resumes?${query}`).set(bearer(user.token));

async function found(query: string): Promise<string[]> {
  const res = await list(query);
  expect(res.status).toBe(200);
  expectDocumentedAnswer(res, 'GET /api/resumes');
  return res.body.resumes.map((resume: { originalFilename: string }) => resume.originalFilename);
}

beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  const seeds: Seed[] = [
    { file: 'maria-cv.pdf', status: 'processed', name: 'Maria Gonzalez', email: ' Maria.Gonzalez@Example.com ', title: 'ICU Charge Nurse', skills: ['Critical care', 'ACLS'], minutesAgo: 1 },
    { file: 'jordan.pdf', status: 'parsed', name: 'Jordan Patel', email: 'n/a', title: 'Physical Therapist', skills: ['Gait training'], minutesAgo: 2 },
    { file: 'scan_0042.pdf', status: 'failed', minutesAgo: 3 },
    { file: 'nurse-resume.pdf', status: 'parsed', name: '  ', title: 'Staff Nurse', skills: ['Triage'], minutesAgo: 4 },
    { file: '100%_ready.pdf', status: 'uploaded', minutesAgo: 5 },
    { file: 'sam-lee.pdf', status: 'processed', name: 'Sam Lee', title: 'Nurse Practitioner', skills: ['Prescribing'], minutesAgo: 6 },
  ];
  for (const seed of seeds) await insertResume(recruiter, seed);
  // Another organisation's nurses: never found, never counted.
  const capital = await signUp(t, { tenantName: 'Capital Holdings' });
  await insertResume(capital, { file: 'capital-nurse.pdf', status: 'parsed', name: 'Maria Nurse', title: 'Nurse', skills: ['ACLS'], minutesAgo: 0 });
});
afterAll(async () => t.close());

describe('searching the resume list', () => {
  it('When the list is read, then each card leads with the candidate\'s name and current title, or none before an analysis', async () => {
    const res = await list('limit=12');
    const cards = res.body.resumes as { originalFilename: string; candidateName: string | null; candidateTitle: string | null }[];
    expect(cards.find((card) => card.originalFilename === 'maria-cv.pdf')).toMatchObject({ candidateName: 'Maria Gonzalez', candidateTitle: 'ICU Charge Nurse' });
    expect(cards.find((card) => card.originalFilename === 'scan_0042.pdf')).toMatchObject({ candidateName: null, candidateTitle: null });
    // A blank name is no name: the card falls back to the file name.
    expect(cards.find((card) => card.originalFilename === 'nurse-resume.pdf')).toMatchObject({ candidateName: null, candidateTitle: 'Staff Nurse' });
  });

  it("When an analysis holds the candidate's address, then the card carries it (as the profile names it), searched or not; no address is null", async () => {
    for (const query of ['limit=12', 'q=nurse&limit=12']) {
      const res = await list(query);
      expectDocumentedAnswer(res, 'GET /api/resumes');
      const cards = res.body.resumes as { originalFilename: string; candidateEmail: string | null }[];
      expect(cards.find((card) => card.originalFilename === 'maria-cv.pdf')?.candidateEmail).toBe('maria.gonzalez@example.com');
      expect(cards.find((card) => card.originalFilename === 'sam-lee.pdf')?.candidateEmail).toBeNull();
    }
    const all = (await list('limit=12')).body.resumes as { originalFilename: string; candidateEmail: string | null }[];
    // "n/a" is not an address, and a resume not analysed has none.
    expect(all.find((card) => card.originalFilename === 'jordan.pdf')?.candidateEmail).toBeNull();
    expect(all.find((card) => card.originalFilename === 'scan_0042.pdf')?.candidateEmail).toBeNull();
    // The address leads to the profile of the same candidate.
    const profile = await t.api.get(`/api/candidates/${encodeURIComponent('maria.gonzalez@example.com')}`).set(bearer(recruiter.token)).expect(200);
    expect(profile.body.candidate).toMatchObject({ fullName: 'Maria Gonzalez' });
  });

  it.each([
    ['a name, in any case', 'q=maria%20GONZALEZ', ['maria-cv.pdf']],
    ['a current title', 'q=therapist', ['jordan.pdf']],
    ['a skill', 'q=acls', ['maria-cv.pdf']],
    ['a file name', 'q=scan_00', ['scan_0042.pdf']],
    ['words shared by several, newest first', 'q=nurse', ['maria-cv.pdf', 'nurse-resume.pdf', 'sam-lee.pdf']],
    ['% and _ as plain characters', 'q=100%25_', ['100%_ready.pdf']],
    ['surrounding spaces', 'q=%20%20Jordan%20', ['jordan.pdf']],
    ['nothing that matches', 'q=cardiologist', []],
  ])('When searched for %s, then only the matching resumes of the tenant are listed', async (_case, query, files) => {
    expect(await found(query)).toEqual(files);
  });

  it('When a search spans two pages, then the pages and the total count only the matches', async () => {
    const first = await list('q=nurse&limit=3&page=1');
    expect(first.body.pagination).toEqual({ totalItems: 3, totalPages: 1, currentPage: 1, itemsPerPage: 3, hasPrevPage: false, hasNextPage: false });
    const second = await list('q=nurse&limit=3&page=2');
    expect(second.body.resumes).toEqual([]);
    expect(second.body.pagination).toMatchObject({ totalItems: 3, totalPages: 1, currentPage: 2 });
    const paged = await list('q=.pdf&limit=3&page=2');
    expect(paged.body.resumes.map((resume: { originalFilename: string }) => resume.originalFilename)).toEqual(['nurse-resume.pdf', '100%_ready.pdf', 'sam-lee.pdf']);
    expect(paged.body.pagination).toMatchObject({ totalItems: 6, totalPages: 2, hasPrevPage: true, hasNextPage: false });
  });

  it('When a page far past the end is asked for, searched or not, then it is empty and the total stays true', async () => {
    // Rows to skip past 2^31: the offset must not overflow a 32-bit integer in the query.
    for (const query of ['page=999999999999', 'q=nurse&page=999999999999']) {
      const res = await list(query);
      expect(res.status).toBe(200);
      expect(res.body.resumes).toEqual([]);
      expect(res.body.pagination).toMatchObject({ currentPage: 999999999999, hasNextPage: false });
    }
  });

  it('When a blank search is sent, then the whole list is listed', async () => {
    const res = await list('q=%20%20&limit=12');
    expect(res.body.pagination.totalItems).toBe(6);
  });
});

describe('filtering the resume list by status', () => {
  it.each([
    ['processed', ['maria-cv.pdf', 'sam-lee.pdf']],
    ['parsed', ['jordan.pdf', 'nurse-resume.pdf']],
    ['failed', ['scan_0042.pdf']],
    ['uploaded', ['100%_ready.pdf']],
  ])('When filtered by %s, then only those resumes are listed and counted', async (status, files) => {
    expect(await found(`status=${status}&limit=12`)).toEqual(files);
    expect((await list(`status=${status}`)).body.pagination.totalItems).toBe(files.length);
  });

  it('When searched and filtered together, then a resume must match both', async () => {
    expect(await found('q=nurse&status=processed')).toEqual(['maria-cv.pdf', 'sam-lee.pdf']);
    expect((await list('q=nurse&status=processed')).body.pagination.totalItems).toBe(2);
  });
});

describe('what the search reads from an upload', () => {
  it('When a resume is uploaded and analysed, then it is found by the skills the analyzer read', async () => {
    const owner = await signUp(t);
    const text = ['Priya Raman', 'Respiratory Therapist', 'priya.raman@example.com', '', 'SKILLS', 'Ventilator management, Arterial blood gas'].join('\n');
    const uploaded = await t.api.post('/api/resumes/upload').set(bearer(owner.token)).attach('file', Buffer.from(text), 'pr.txt');
    expect(uploaded.status).toBe(201);
    const res = await list('q=ventilator', owner);
    expect(res.body.resumes).toEqual([expect.objectContaining({ id: uploaded.body.id, candidateName: 'Priya Raman' })]);
    await t.ctx.prisma.resume.delete({ where: { id: uploaded.body.id } });
  });
});

describe('bad searches and filters', () => {
  it.each([
    ['status=done', 'status must be one of uploaded, parsed, processed, failed'],
    ['status=', 'status must be one of uploaded, parsed, processed, failed'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=a&q=b', 'q must be text'],
    ['q=nurse&limit=5', 'limit must be one of 3, 6, 12'],
  ])('When the query is %s, then it answers 400 "%s"', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expectDocumentedAnswer(res, 'GET /api/resumes');
  });
});
