import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The resume list reads its total from a count the database keeps (decision 101) and its page in
// one prepared statement: held here to what a recruiter sees at 10,000 resumes, against the rows.

const RESUMES = 10_000;
let t: TestApp;
let recruiter: SignedInUser;
let tenantId: string;

type Card = { id: string; originalFilename: string; createdAt: string };

/** `count` resumes of the user's tenant written straight into the table, as an import would; two by two they share a time. */
async function insertResumes(owner: SignedInUser, count: number, label: string): Promise<void> {
  const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: owner.email } });
  await t.database.pool.query(
    `INSERT INTO "Resume" ("id", "tenantId", "uploadedById", "originalFilename", "storedName", "mimeType", "sizeBytes", "sha256",
       "processingStatus", "extractedText", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, $2, $3 || '-' || i || '.pdf', $3 || '-stored-' || i, 'application/pdf', 1000 + i, md5(i::text),
       'parsed', 'text', now() - (i / 2) * interval '7 seconds', now()
     FROM generate_series(1, $4::int) AS i`,
    [user.tenantId, user.id, label, count],
  );
}

/** The page as the rows say it should be: newest first, ties by id. */
async function expectedPage(page: number, limit: number): Promise<Card[]> {
  const rows = await t.ctx.prisma.resume.findMany({
    where: { tenantId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (page - 1) * limit,
    take: limit,
    select: { id: true, originalFilename: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const listed = async (query: string) => {
  const res = await t.api.get(`/api/resumes?${query}`).set(bearer(recruiter.token));
  expect(res.status).toBe(200);
  return res.body as { resumes: (Card & Record<string, unknown>)[]; pagination: Record<string, unknown> };
};
const cardsOf = (body: { resumes: Card[] }) => body.resumes.map(({ id, originalFilename, createdAt }) => ({ id, originalFilename, createdAt }));

beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  tenantId = (await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: recruiter.email } })).tenantId;
  await insertResumes(recruiter, RESUMES, 'healthcare');
  // Another organisation's resumes: never listed, never counted.
  await insertResumes(await signUp(t, { tenantName: 'Capital Holdings' }), 25, 'capital');
});
afterAll(async () => t.close());

describe('the resume list at 10,000 resumes', () => {
  it('When the first page of 12 is asked for, then it holds the 12 newest cards and the total of 10,000', async () => {
    const body = await listed('page=1&limit=12');
    expect(cardsOf(body)).toEqual(await expectedPage(1, 12));
    expect(Object.keys(body.resumes[0]!).sort()).toEqual(
      ['analysisModel', 'candidateEmail', 'candidateName', 'candidateTitle', 'createdAt', 'errorMessage', 'id', 'mimeType', 'originalFilename', 'processingStatus', 'sizeBytes'].sort(),
    );
    expect(body.resumes[0]).toMatchObject({ mimeType: 'application/pdf', processingStatus: 'parsed', analysisModel: null, errorMessage: null });
    expect(body.pagination).toEqual({ totalItems: RESUMES, totalPages: 834, currentPage: 1, itemsPerPage: 12, hasPrevPage: false, hasNextPage: true });
  });

  it('When a middle page, the last page and a page past the end are asked for, then each holds its rows and the same total', async () => {
    expect(cardsOf(await listed('page=417&limit=12'))).toEqual(await expectedPage(417, 12));
    const last = await listed('page=834&limit=12');
    expect(cardsOf(last)).toEqual(await expectedPage(834, 12));
    expect(last.resumes).toHaveLength(4);
    expect(last.pagination).toMatchObject({ totalItems: RESUMES, hasNextPage: false });
    const beyond = await listed('page=900&limit=12');
    expect(beyond.resumes).toEqual([]);
    expect(beyond.pagination).toMatchObject({ totalItems: RESUMES, totalPages: 834, currentPage: 900 });
  });

  it('When searched and filtered by status, then the page and the total are the matching rows', async () => {
    // healthcare-77, -770 to -779 and -7700 to -7799: 111 of the 10,000.
    const matches = (await expectedPage(1, RESUMES)).filter((card) => card.originalFilename.startsWith('healthcare-77'));
    const searched = await listed('q=HEALTHCARE-77&status=parsed&page=2&limit=12');
    expect(cardsOf(searched)).toEqual(matches.slice(12, 24));
    expect(searched.pagination).toMatchObject({ totalItems: 111, totalPages: 10 });
    expect((await listed('status=failed&limit=12')).pagination.totalItems).toBe(0);
  });

  it('When resumes are uploaded, removed or moved to another tenant, then the total follows at once', async () => {
    const uploaded = await t.api
      .post('/api/resumes/upload')
      .set(bearer(recruiter.token))
      .attach('file', Buffer.from('Jordan Patel\nRegistered Nurse\njordan@example.com\n\nSKILLS\nTriage, ACLS'), 'jordan-patel.txt');
    expect(uploaded.status).toBe(201);
    const afterUpload = await listed('page=1&limit=3');
    expect(afterUpload.pagination.totalItems).toBe(RESUMES + 1);
    expect(afterUpload.resumes[0]!.id).toBe(uploaded.body.id);

    // Rows changed by SQL outside the app (an operator's clean-up) count as well.
    await t.database.pool.query(`DELETE FROM "Resume" WHERE "originalFilename" IN ('healthcare-1.pdf', 'healthcare-2.pdf')`);
    const capital = await t.ctx.prisma.tenant.findUniqueOrThrow({ where: { name: 'Capital Holdings' } });
    await t.database.pool.query(`UPDATE "Resume" SET "tenantId" = $1 WHERE "originalFilename" = 'healthcare-3.pdf'`, [capital.id]);
    expect((await listed('page=1&limit=3')).pagination.totalItems).toBe(RESUMES + 1 - 3);
    expect(await t.ctx.prisma.tenant.findUniqueOrThrow({ where: { name: 'Capital Holdings' } })).toMatchObject({ resumeCount: 26 });

    await t.database.pool.query('TRUNCATE "Resume" CASCADE');
    expect((await listed('page=1&limit=12')).pagination).toMatchObject({ totalItems: 0, totalPages: 0 });
    expect(await t.ctx.prisma.tenant.findMany({ select: { resumeCount: true } })).toEqual([{ resumeCount: 0 }, { resumeCount: 0 }]);
  });
});
