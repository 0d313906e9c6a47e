import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATIVE_CUT_OFF } from '../src/modules/documents/fuse-ranks.js';
import { FIELD_MARK } from '../src/files/field-marks.js';
import { makeDocx, makePdf, makeStyledPdf } from './support/test-files.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { startTestApp, storedFiles, type TestApp } from './support/test-app.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

const LEAVE_POLICY = [
  'Annual Leave Policy',
  '',
  'Eligibility',
  'Registered nurses and clinical staff accrue paid vacation from their first month of employment.',
  'New hires receive fifteen days of annual leave in their first year, rising to twenty days after three years.',
  '',
  'Requesting time away',
  'Submit vacation requests to your unit manager at least four weeks ahead. Public holidays are paid in addition.',
];
const EXPENSE_POLICY = [
  'Travel Expense Reimbursement',
  '',
  'Employees travelling for work are reimbursed for mileage, hotel rooms and meals.',
  'Submit receipts in the finance portal within thirty days of the trip.',
];
const INTERVIEW_GUIDE = [
  'Structured Interview Guide',
  '',
  'Ask every candidate the same behavioural questions about teamwork, conflict and patient safety.',
  'Score each answer from one to five against the rubric before discussing it with the panel.',
];

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
});
afterAll(async () => t.close());


function upload(user: SignedInUser, content: Buffer, filename: string, fields: Record<string, string> = {}) {
  let request = t.api.post('/api/documents/upload').set(bearer(user.token));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  return request.attach('file', content, filename);
}

const text = (lines: string[]) => Buffer.from(lines.join('\n'));

/**
 * A user of a second organisation that passes the Healthcare guard (the name differs only in
 * case), so that its library starts empty and only the tenant filter separates it from ours.
 */
async function inOwnOrganisation(tenantName: string): Promise<SignedInUser> {
  const user = await signUp(t);
  const tenant = await t.ctx.prisma.tenant.create({ data: { name: tenantName } });
  await t.ctx.prisma.user.update({ where: { email: user.email }, data: { tenantId: tenant.id } });
  const login = await t.api.post('/api/auth/login').send({ email: user.email, password: user.password, tenantName });
  return { ...user, tenantName, token: login.body.accessToken };
}

describe('POST /api/documents/upload', () => {
  it.each([
    ['a PDF', async () => makePdf(LEAVE_POLICY), 'leave.pdf', 'application/pdf'],
    ['a .docx', async () => makeDocx(LEAVE_POLICY), 'leave.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a .txt', async () => text(LEAVE_POLICY), 'leave.txt', 'text/plain'],
  ])('When %s is uploaded, then it is stored, chunked and processed', async (_label, make, filename, mimeType) => {
    const content = await make();
    const res = await upload(recruiter, content, filename);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: filename,
      originalFilename: filename,
      description: null,
      mimeType,
      sizeBytes: content.length,
      status: 'processed',
      errorMessage: null,
      uploadedBy: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.body.extractedText).toBeUndefined();
    const chunks = await t.ctx.prisma.documentChunk.findMany({ where: { documentId: res.body.id } });
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((chunk) => chunk.embeddingModel === t.ctx.embedder.name && chunk.content.startsWith(`${filename}\n`))).toBe(true);
    expect(chunks.map((chunk) => chunk.content).join(' ')).toContain('fifteen days of annual leave');
  });

  it('When a PDF sets words in bold inside its lines, then the text kept and indexed reads as printed', async () => {
    const pdf = await makeStyledPdf([[{ text: 'Annual leave:', font: 'Helvetica-Bold' }, { text: ' fifteen days a year', font: 'Helvetica' }]]);
    const res = await upload(recruiter, pdf, 'leave-summary.pdf');
    expect(res.status).toBe(201);

    const row = await t.ctx.prisma.document.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.extractedText).toBe('Annual leave: fifteen days a year');
    const chunks = await t.ctx.prisma.documentChunk.findMany({ where: { documentId: res.body.id } });
    expect(chunks.map((chunk) => chunk.content).join(' ')).not.toContain(FIELD_MARK);
  });

  it('When a Word 97 .doc is uploaded, then its text is indexed', async () => {
    const content = readFileSync(path.join(fixtures, 'resumes/olivia-wilson-hr.doc'));
    const res = await upload(recruiter, content, 'olivia.doc', { title: 'Olivia Wilson CV' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Olivia Wilson CV', mimeType: 'application/msword', status: 'processed' });
  });

  it('When a title and description are given, then they are kept and the description is searchable', async () => {
    const res = await upload(recruiter, text(EXPENSE_POLICY), 'expenses.txt', { title: '  Expense Policy 2026 ', description: 'Owned by Finance; updated yearly.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Expense Policy 2026', description: 'Owned by Finance; updated yearly.' });
    const search = await t.api.post('/api/documents/search').set(bearer(recruiter.token)).send({ query: 'owned by finance' });
    expect(search.body.results[0].id).toBe(res.body.id);
  });

  it.each([
    ['an unsupported type', Buffer.from('MZ binary'), 'setup.exe', 415],
    ['an empty file', Buffer.alloc(0), 'empty.txt', 400],
    ['a renamed binary', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'photo.pdf', 415],
    ['a corrupt PDF', Buffer.from('%PDF-1.7\n1 0 obj garbage without end'), 'broken.pdf', 422],
    ['a text of 300,001 words', Buffer.from('leave '.repeat(300_001)), 'export.txt', 413],
  ])('When %s is uploaded, then it answers a clear 4xx and stores nothing', async (_label, content, filename, status) => {
    const rowsBefore = await t.ctx.prisma.document.count();
    const filesBefore = storedFiles(t).length;
    const res = await upload(recruiter, content, filename);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(/\.$/);
    expect(await t.ctx.prisma.document.count()).toBe(rowsBefore);
    expect(storedFiles(t).length).toBe(filesBefore);
  });

  it('When the file is over MAX_UPLOAD_MB, then it answers 413 and stores nothing', async () => {
    const small = await startTestApp({ env: { MAX_UPLOAD_MB: '0.01' } });
    try {
      const user = await signUp(small);
      const res = await small.api.post('/api/documents/upload').set(bearer(user.token)).attach('file', Buffer.from('leave '.repeat(4_000)), 'big.txt');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The file is larger than the 10 KB limit.');
      expect(await small.ctx.prisma.document.count()).toBe(0);
      expect(storedFiles(small)).toHaveLength(0);
    } finally {
      await small.close();
    }
  });

  it.each([
    ['a title with a line break', { title: 'Leave\r\nPolicy' }, 'Title must not contain control characters'],
    ['a title with NUL', { title: 'Leave\u0000Policy' }, 'Title must not contain control characters'],
    ['a huge title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ['a huge description', { description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
  ])('When the upload has %s, then it answers 400 and stores nothing', async (_label, fields, message) => {
    const rowsBefore = await t.ctx.prisma.document.count();
    const res = await upload(recruiter, text(EXPENSE_POLICY), 'expenses.txt', fields);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.ctx.prisma.document.count()).toBe(rowsBefore);
  });

  it('When the title field is sent twice, then it answers 400', async () => {
    const res = await t.api
      .post('/api/documents/upload')
      .set(bearer(recruiter.token))
      .field('title', 'one')
      .field('title', 'two')
      .attach('file', text(EXPENSE_POLICY), 'expenses.txt');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Title must be text');
  });

  it('When no file is attached, then it answers 400', async () => {
    const res = await t.api.post('/api/documents/upload').set(bearer(recruiter.token)).field('title', 'x');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a file to upload.');
  });
});

describe('GET /api/documents', () => {
  it('When documents are listed, then they come newest first, 6 a page, with the spec\'s pagination', async () => {
    const user = await signUp(t);
    const before = (await t.api.get('/api/documents').set(bearer(user.token))).body.pagination.totalItems as number;
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt', 'f.txt', 'g.txt']) await upload(user, text(EXPENSE_POLICY), name).expect(201);
    const total = before + 7;
    const first = await t.api.get('/api/documents?page=1&limit=6').set(bearer(user.token));
    expect(first.status).toBe(200);
    expectDocumentedAnswer(first, 'GET /api/documents');
    expect(first.body.pagination).toEqual({
      totalItems: total,
      totalPages: Math.ceil(total / 6),
      currentPage: 1,
      itemsPerPage: 6,
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(first.body.documents.map((d: { title: string }) => d.title)).toEqual(['g.txt', 'f.txt', 'e.txt', 'd.txt', 'c.txt', 'b.txt']);
    expect(first.body.documents[0]).toMatchObject({ status: 'processed', sizeBytes: text(EXPENSE_POLICY).length, uploadedBy: { firstName: 'Ada' } });
    const second = await t.api.get('/api/documents?page=2&limit=6').set(bearer(user.token));
    expect(second.body.documents[0].title).toBe('a.txt');
    expect(second.body.pagination).toMatchObject({ currentPage: 2, hasPrevPage: true });
  });

  it.each([
    ['limit=5', 'limit must be one of 6, 12, 24'],
    ['page=0', 'page must be a whole number of 1 or more'],
    ['page=abc', 'page must be a whole number of 1 or more'],
  ])('When the query is %s, then it answers 400 "%s"', async (query, message) => {
    const res = await t.api.get(`/api/documents?${query}`).set(bearer(recruiter.token));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/documents/:id/download', () => {
  it('When a document is downloaded, then the original bytes come back under the original name, nosniff', async () => {
    const pdf = await makePdf(LEAVE_POLICY);
    const { body: document } = await upload(recruiter, pdf, 'Política de permisos.pdf').expect(201);
    const res = await t.api
      .get(`/api/documents/${document.id}/download`)
      .set(bearer(recruiter.token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toContain('attachment;');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Pol%C3%ADtica%20de%20permisos.pdf`);
    expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
  });

  it('When the id is not a document, then it answers 404', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.api.get(`/api/documents/${id}/download`).set(bearer(recruiter.token));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Document not found');
    }
  });
});

describe('POST /api/documents/search', () => {
  let searcher: SignedInUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    searcher = await inOwnOrganisation('healthcare');
    ids.leave = (await upload(searcher, text(LEAVE_POLICY), 'leave-policy.txt', { title: 'Annual Leave Policy' }).expect(201)).body.id;
    ids.expenses = (await upload(searcher, text(EXPENSE_POLICY), 'expenses.txt').expect(201)).body.id;
    ids.interviews = (await upload(searcher, text(INTERVIEW_GUIDE), 'interviews.txt').expect(201)).body.id;
  });

  const search = (body: object) => t.api.post('/api/documents/search').set(bearer(searcher.token)).send(body);

  it('When a recruiter asks in plain words, then the matching policy comes first with a marked snippet', async () => {
    const res = await search({ query: 'how many vacation days do new nurses get', topK: 3 });
    expect(res.status).toBe(200);
    expectDocumentedAnswer(res, 'POST /api/documents/search');
    expect(res.body.results.length).toBeLessThanOrEqual(3);
    const [first] = res.body.results;
    expect(first).toMatchObject({ id: ids.leave, title: 'Annual Leave Policy', originalFilename: 'leave-policy.txt', status: 'processed' });
    expect(first.snippet).toContain('\uE000vacation\uE001');
    expect(first.similarity).toBeGreaterThan(0);
    expect(first.similarity).toBeLessThanOrEqual(1);
    const resultIds = res.body.results.map((result: { id: string }) => result.id);
    expect(new Set(resultIds).size).toBe(resultIds.length);
  });

  it('When topK is 1, then exactly one result comes back', async () => {
    const res = await search({ query: 'receipts for a hotel stay', topK: 1 });
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0].id).toBe(ids.expenses);
  });

  it('When several documents answer, then the shown similarity falls down the list', async () => {
    const res = await search({ query: 'paid vacation days and travel receipts', topK: 10 });
    const shown = res.body.results.map((result: { similarity: number }) => result.similarity);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('When a document has a description and a passage that answers, then the snippet is the passage', async () => {
    const description = 'Night shift allowance for nurses';
    const passage = ['Night Shift Allowance', '', 'Nurses working night shifts receive an allowance of twelve percent on top of base pay.'];
    const { body } = await upload(searcher, text(passage), 'night-shifts.txt', { description }).expect(201);
    const res = await search({ query: 'night shift allowance for nurses', topK: 1 });
    expect(res.body.results[0].id).toBe(body.id);
    expect(res.body.results[0].snippet).toContain('twelve percent');
  });

  it('When the section holding the words of the question is not the closest in meaning, then the snippet is still that section, its words marked', async () => {
    const handbook = [
      'Ward Staffing Handbook',
      '',
      'Purpose',
      'This handbook explains vacation allowances and time away from work for clinical staff.',
      '',
      'Practical matters',
      // Closer in meaning to other questions: only its words say it holds the answer.
      `Ward nurses get twenty-two days of paid holiday a year. ${'Car parking permits, cafeteria menus, locker keys and badge photos are handled by facilities. '.repeat(6)}`,
    ];
    const { body } = await upload(searcher, text(handbook), 'ward-staffing.txt').expect(201);
    const res = await search({ query: 'how many holiday days do ward nurses get', topK: 10 });
    const result = res.body.results.find((candidate: { id: string }) => candidate.id === body.id);
    expect(result.snippet).toContain('twenty-two');
    expect(result.snippet).toContain('\uE000days\uE001');
  });

  it('When the rest of the library is far below the best answer, then it is not padded in to reach topK', async () => {
    const owner = await inOwnOrganisation('HealthCare');
    const answer = (await upload(owner, text(EXPENSE_POLICY), 'expenses.txt').expect(201)).body.id;
    const unrelated = ['Car park', 'Canteen menu', 'Fire drill', 'Badge photos', 'Choir practice', 'Garden club', 'Book swap', 'Bike racks', 'Quiz night'];
    for (const topic of unrelated) await upload(owner, text([topic, '', `${topic} news for everyone on site.`]), `${topic}.txt`).expect(201);
    const res = await t.api.post('/api/documents/search').set(bearer(owner.token)).send({ query: 'receipts for a hotel stay', topK: 10 });
    const [best, ...rest] = res.body.results;
    expect(best.id).toBe(answer);
    expect(res.body.results.length).toBeLessThan(10);
    for (const result of rest) expect(result.similarity).toBeGreaterThanOrEqual(best.similarity * RELATIVE_CUT_OFF);
  });

  it('When the document text holds HTML or mark characters, then the snippet carries them as plain text only', async () => {
    const hostile = ['Benefits note', '', 'Dental <script>alert(1)</script> cover \uE000fake\uE001 starts in month two.'];
    const { body } = await upload(searcher, text(hostile), 'hostile.txt').expect(201);
    const res = await search({ query: 'dental cover', topK: 1 });
    expect(res.body.results[0].id).toBe(body.id);
    const snippet: string = res.body.results[0].snippet;
    expect(snippet).toContain('<script>');
    expect(snippet).not.toContain('\uE000fake');
    expect(snippet.match(/\uE000/g)).toHaveLength(2);
  });

  it.each([
    ['no query', {}, 'Please enter a search query'],
    ['a blank query', { query: '   ' }, 'Please enter a search query'],
    ['line breaks and tabs only', { query: '\t\r\n' }, 'Please enter a search query'],
    ['a NUL', { query: 'leave\u0000' }, 'Text must not contain control characters.'],
    ['an array query', { query: ['leave'] }, 'The search query must be text'],
    ['a huge query', { query: 'leave '.repeat(100) }, 'The search query must be at most 500 characters'],
    ['topK 0', { query: 'leave', topK: 0 }, 'topK must be a whole number from 1 to 50'],
    ['topK 51', { query: 'leave', topK: 51 }, 'topK must be a whole number from 1 to 50'],
    ['topK 2.5', { query: 'leave', topK: 2.5 }, 'topK must be a whole number from 1 to 50'],
    ['topK as text', { query: 'leave', topK: '10' }, 'topK must be a whole number from 1 to 50'],
  ])('When the search has %s, then it answers 400 with a clear message', async (_label, body, message) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('tenant isolation', () => {
  it('When another organisation looks, then list, search, download and reprocess show nothing of ours', async () => {
    const owner = await signUp(t);
    const secret = ['Executive Retention Bonus', '', 'Quarterly retention bonuses for charge nurses in the cardiac unit.'];
    const { body: document } = await upload(owner, text(secret), 'retention.txt').expect(201);

    const intruder = bearer((await inOwnOrganisation('HEALTHCARE')).token);

    const list = await t.api.get('/api/documents').set(intruder);
    expect(list.status).toBe(200);
    expect(list.body.documents).toEqual([]);
    const search = await t.api.post('/api/documents/search').set(intruder).send({ query: 'retention bonus for charge nurses' });
    expect(search.status).toBe(200);
    expect(search.body.results).toEqual([]);
    for (const call of [t.api.get(`/api/documents/${document.id}/download`), t.api.post(`/api/documents/${document.id}/reprocess`)]) {
      const res = await call.set(intruder);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Document not found');
    }
  });

  it('When a Capital Holdings user calls any documents route, then it answers 404', async () => {
    const capital = await signUp(t, { tenantName: 'Capital Holdings' });
    const { body: document } = await upload(recruiter, text(EXPENSE_POLICY), 'expenses.txt').expect(201);
    for (const call of [
      t.api.get('/api/documents'),
      t.api.post('/api/documents/upload').attach('file', text(EXPENSE_POLICY), 'x.txt'),
      t.api.post('/api/documents/search').send({ query: 'expenses' }),
      t.api.get(`/api/documents/${document.id}/download`),
      t.api.post(`/api/documents/${document.id}/reprocess`),
    ]) {
      const res = await call.set(bearer(capital.token));
      expect(res.status).toBe(404);
    }
  });

  it('When nobody is signed in, then it answers 401', async () => {
    const res = await t.api.get('/api/documents');
    expect(res.status).toBe(401);
  });
});
