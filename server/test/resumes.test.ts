import path from 'node:path';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDownload } from '../src/files/signed-url.js';
import { FIELD_MARK } from '../src/files/field-marks.js';
import { makeDocx, makePdf, makeStyledPdf } from './support/test-files.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { startTestApp, storedFiles, type TestApp } from './support/test-app.js';

const RESUME = [
  'Maria Gonzalez',
  'Registered Nurse',
  'maria.gonzalez@example.com | (555) 123-4567 | Austin, TX',
  'linkedin.com/in/mariagonzalez',
  '',
  'PROFESSIONAL SUMMARY',
  'Registered nurse with 8 years of experience in intensive care and emergency nursing.',
  '',
  'EXPERIENCE',
  'ICU Charge Nurse',
  'St. David\'s Medical Center, Austin, TX',
  'March 2019 - Present',
  '- Led a team of 12 nurses in a 24-bed intensive care unit',
  '- Reduced central line infections by 40% through a new checklist',
  '',
  'Staff Nurse, Emergency Department',
  'Seton Medical Center, Austin, TX',
  'June 2015 - February 2019',
  '- Triaged 30+ patients per shift in a level I trauma center',
  '',
  'EDUCATION',
  'Bachelor of Science in Nursing',
  'University of Texas at Austin, 2015',
  '',
  'SKILLS',
  'Critical care, Patient assessment, Ventilator management, Epic EHR, BLS, ACLS',
  '',
  'CERTIFICATIONS',
  'CCRN - Critical Care Registered Nurse',
];

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
});
afterAll(async () => t.close());


function upload(user: SignedInUser, content: Buffer, filename: string) {
  return t.api.post('/api/resumes/upload').set(bearer(user.token)).attach('file', content, filename);
}

describe('POST /api/resumes/upload', () => {
  it('When a PDF resume is uploaded, then it is stored and analyzed by the local analyzer', async () => {
    const pdf = await makePdf(RESUME);
    const res = await upload(recruiter, pdf, 'Maria Gonzalez CV.pdf');
    expect(res.status).toBe(201);
    expectDocumentedAnswer(res, 'POST /api/resumes/upload');
    expect(res.body).toMatchObject({
      originalFilename: 'Maria Gonzalez CV.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
      processingStatus: 'parsed',
      analysisModel: 'local-analyzer',
      errorMessage: null,
    });
    expect(res.body.extractedText).toContain('ICU Charge Nurse');
    expect(res.body.aiSummary.personalInfo.email).toBe('maria.gonzalez@example.com');
    expect(res.body.aiSummary.workExperience.length).toBeGreaterThanOrEqual(2);

    const row = await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(storedFiles(t)).toContain(row.storedName);
    expect(row.storedName).not.toContain('Maria');
  });

  it('When a PDF sets each employer in bold and its role in regular, then the analysis reads the fields the page parts and the text shown carries no mark', async () => {
    const bold = (text: string) => ({ text, font: 'Helvetica-Bold' });
    const regular = (text: string) => ({ text, font: 'Helvetica' });
    const pdf = await makeStyledPdf([
      [bold('Jonas Weber')],
      [regular('jonas.weber@example.com')],
      [bold('Experience')],
      [bold('Teaching Assistant, Quantum Optics'), regular(', ETH Zürich – Zürich, Switzerland')],
      [regular('Sept 2019 – June 2021')],
      [regular('• Ran weekly exercise classes for 40 students')],
    ]);

    const res = await upload(recruiter, pdf, 'Jonas Weber CV.pdf');

    expect(res.status).toBe(201);
    expect(res.body.aiSummary.workExperience).toMatchObject([{ title: 'Teaching Assistant, Quantum Optics', company: 'ETH Zürich' }]);
    expect(res.body.extractedText).toContain('Teaching Assistant, Quantum Optics, ETH Zürich');
    expect(res.body.extractedText).not.toContain(FIELD_MARK);
    const detail = await t.api.get(`/api/resumes/${res.body.id}`).set(bearer(recruiter.token));
    expect(detail.body.extractedText).not.toContain(FIELD_MARK);
  });

  it.each([
    ['a .docx', async () => makeDocx(RESUME), 'maria.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a .txt in latin1', async () => Buffer.from(`${RESUME.join('\n')}\nJosé Núñez reference`, 'latin1'), 'maria.txt', 'text/plain'],
  ])('When %s is uploaded, then its text is read and analyzed', async (_label, make, filename, mimeType) => {
    const res = await upload(recruiter, await make(), filename);
    expect(res.status).toBe(201);
    expect(res.body.mimeType).toBe(mimeType);
    expect(res.body.extractedText).toContain('Registered nurse with 8 years');
    expect(res.body.aiSummary.personalInfo.name).toBe('Maria Gonzalez');
  });

  it.each([
    ['an unsupported type', Buffer.from('MZ binary'), 'setup.exe', 415, 'Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.'],
    ['an empty file', Buffer.alloc(0), 'empty.pdf', 400, 'The file is empty.'],
    ['a renamed binary', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'photo.pdf', 415, undefined],
    ['a corrupt PDF', Buffer.from('%PDF-1.7\n1 0 obj garbage without end'), 'broken.pdf', 422, undefined],
    ['a text of 50,001 words', Buffer.from('nurse '.repeat(50_001)), 'export.txt', 413, 'The file has more text than a resume: at most 50,000 words.'],
  ])('When %s is uploaded, then it answers a clear 4xx and stores nothing', async (_label, content, filename, status, message) => {
    const rowsBefore = await t.ctx.prisma.resume.count();
    const filesBefore = storedFiles(t).length;
    const res = await upload(recruiter, content, filename);
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(/\.$/);
    expect(await t.ctx.prisma.resume.count()).toBe(rowsBefore);
    expect(storedFiles(t).length).toBe(filesBefore);
  });

  it('When a password-protected PDF is uploaded, then it says so', async () => {
    const locked = await makePdf(RESUME, { userPassword: 'secret' });
    const res = await upload(recruiter, locked, 'locked.pdf');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toContain('password-protected');
  });

  it('When no file is attached, then it answers 400', async () => {
    const res = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).field('note', 'x');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a file to upload.');
  });

  it('When the file is over MAX_UPLOAD_MB, then it answers 413 and stores nothing', async () => {
    const small = await startTestApp({ env: { MAX_UPLOAD_MB: '0.01' } });
    try {
      const user = await signUp(small);
      const res = await small.api
        .post('/api/resumes/upload')
        .set(bearer(user.token))
        .attach('file', Buffer.from('a'.repeat(20_000)), 'big.txt');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The file is larger than the 10 KB limit.');
      expect(await small.ctx.prisma.resume.count()).toBe(0);
    } finally {
      await small.close();
    }
  });
});

describe('listing and reading resumes', () => {
  it('When resumes are listed, then they come newest first with the spec\'s pagination', async () => {
    const user = await signUp(t);
    // Resumes are shared by the whole organisation, so earlier tests' uploads count too.
    const before = (await t.api.get('/api/resumes?limit=3').set(bearer(user.token))).body.pagination.totalItems as number;
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt']) await upload(user, Buffer.from(RESUME.join('\n')), name).expect(201);
    const first = await t.api.get('/api/resumes?page=1&limit=3').set(bearer(user.token));
    expect(first.status).toBe(200);
    expectDocumentedAnswer(first, 'GET /api/resumes');
    const total = before + 4;
    expect(first.body.pagination).toEqual({
      totalItems: total,
      totalPages: Math.ceil(total / 3),
      currentPage: 1,
      itemsPerPage: 3,
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(first.body.resumes.map((r: { originalFilename: string }) => r.originalFilename)).toEqual(['d.txt', 'c.txt', 'b.txt']);
    expect(first.body.resumes[0].extractedText).toBeUndefined();
    const lastPage = Math.ceil(total / 3);
    const last = await t.api.get(`/api/resumes?page=${lastPage}&limit=3`).set(bearer(user.token));
    expect(last.body.resumes).toHaveLength(total - (lastPage - 1) * 3);
    expect(last.body.pagination).toMatchObject({ currentPage: lastPage, hasPrevPage: true, hasNextPage: false });
    const defaults = await t.api.get('/api/resumes').set(bearer(user.token));
    expect(defaults.body.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 6 });
  });

  it.each([
    ['limit=5', 'limit must be one of 3, 6, 12'],
    ['page=0', 'page must be a whole number of 1 or more'],
    ['page=abc', 'page must be a whole number of 1 or more'],
  ])('When the query is %s, then it answers 400 "%s"', async (query, message) => {
    const res = await t.api.get(`/api/resumes?${query}`).set(bearer(recruiter.token));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expectDocumentedAnswer(res, 'GET /api/resumes');
  });

  it('When a resume belongs to another tenant, then every call on it answers 404', async () => {
    const owner = await signUp(t);
    const { body: resume } = await upload(owner, Buffer.from(RESUME.join('\n')), 'private.txt').expect(201);

    // A second organisation that passes the Healthcare guard, so only the tenant filter stands in the way.
    const other = await signUp(t);
    const twin = await t.ctx.prisma.tenant.create({ data: { name: 'HEALTHCARE' } });
    await t.ctx.prisma.user.update({ where: { email: other.email }, data: { tenantId: twin.id } });
    const login = await t.api.post('/api/auth/login').send({ email: other.email, password: other.password, tenantName: 'HEALTHCARE' });
    const intruder = bearer(login.body.accessToken);

    for (const [documented, call] of [
      ['GET /api/resumes/{id}', t.api.get(`/api/resumes/${resume.id}`)],
      ['POST /api/resumes/{id}/process', t.api.post(`/api/resumes/${resume.id}/process`).send({ prompt: 'nursing' })],
      ['GET /api/resumes/{id}/download', t.api.get(`/api/resumes/${resume.id}/download`)],
      ['GET /api/resumes/{id}/export', t.api.get(`/api/resumes/${resume.id}/export?format=pdf`)],
    ] as const) {
      const res = await call.set(intruder);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Resume not found');
      expectDocumentedAnswer(res, documented);
    }
    const list = await t.api.get('/api/resumes').set(intruder);
    expect(list.body.resumes).toEqual([]);

    const capital = await signUp(t, { tenantName: 'Capital Holdings' });
    expect((await t.api.get(`/api/resumes/${resume.id}`).set(bearer(capital.token))).status).toBe(404);
    expect((await t.api.get('/api/resumes').set(bearer(capital.token))).status).toBe(404);
    await t.ctx.prisma.user.update({ where: { email: other.email }, data: { tenantId: (await t.ctx.prisma.tenant.findFirstOrThrow({ where: { name: 'Healthcare' } })).id } });
    await t.ctx.prisma.session.deleteMany({ where: { tenantId: twin.id } });
    await t.ctx.prisma.tenant.delete({ where: { id: twin.id } });
  });

  it('When signed out, then the resume calls answer 401', async () => {
    expect((await t.api.get('/api/resumes')).status).toBe(401);
    expect((await t.api.post('/api/resumes/upload').attach('file', Buffer.from('x'), 'a.txt')).status).toBe(401);
  });
});

describe('summaries', () => {
  it('When summarized with a focus prompt, then the summary explains the evidence and the status is processed', async () => {
    const { body: resume } = await upload(recruiter, Buffer.from(RESUME.join('\n')), 'focus.txt').expect(201);
    const res = await t.api.post(`/api/resumes/${resume.id}/process`).set(bearer(recruiter.token)).send({ prompt: 'ICU leadership' });
    expect(res.status).toBe(200);
    expectDocumentedAnswer(res, 'POST /api/resumes/{id}/process');
    expect(res.body.summary.bulletSummary.length).toBeGreaterThan(0);
    expect(res.body.summary.paragraphSummary.length).toBeGreaterThan(20);
    expect(res.body.summary.promptExplanation).toMatch(/ICU|leadership/i);
    expect(res.body.resume.processingStatus).toBe('processed');
    expect(res.body.resume.summaryPrompt).toBe('ICU leadership');

    const again = await t.api.post(`/api/resumes/${resume.id}/process`).set(bearer(recruiter.token)).send({ prompt: '   ' });
    expect(again.status).toBe(200);
    expect(again.body.summary.promptExplanation).toBeNull();
    const detail = await t.api.get(`/api/resumes/${resume.id}`).set(bearer(recruiter.token));
    expectDocumentedAnswer(detail, 'GET /api/resumes/{id}');
    expect(detail.body.bulletSummary).toBe(again.body.summary.bulletSummary.join('\n'));
  });

  it('When the prompt is too long, then it answers 400', async () => {
    const { body: resume } = await upload(recruiter, Buffer.from(RESUME.join('\n')), 'long.txt').expect(201);
    const res = await t.api.post(`/api/resumes/${resume.id}/process`).set(bearer(recruiter.token)).send({ prompt: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The focus prompt must be at most 500 characters');
  });
});

describe('download and export', () => {
  it('When a download link is asked for, then it opens the original without a bearer header, inline for PDFs', async () => {
    const pdf = await makePdf(RESUME);
    const { body: resume } = await upload(recruiter, pdf, 'Résumé María.pdf').expect(201);
    const link = await t.api.get(`/api/resumes/${resume.id}/download`).set(bearer(recruiter.token));
    expect(link.status).toBe(200);
    expectDocumentedAnswer(link, 'GET /api/resumes/{id}/download');
    expect(link.body.downloadUrl).toMatch(new RegExp(`^/api/resumes/${resume.id}/file\\?token=`));

    const file = await t.api.get(link.body.downloadUrl).responseType('blob');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; .*filename\*=UTF-8''R%C3%A9sum%C3%A9%20Mar%C3%ADa\.pdf/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
  });

  it('When the link is tampered with, expired or for another resume, then it answers 403', async () => {
    const { body: a } = await upload(recruiter, Buffer.from(RESUME.join('\n')), 'a.txt').expect(201);
    const { body: b } = await upload(recruiter, Buffer.from(RESUME.join('\n')), 'b.txt').expect(201);
    const { body: link } = await t.api.get(`/api/resumes/${a.id}/download`).set(bearer(recruiter.token));
    const token = new URL(link.downloadUrl, 'http://x').searchParams.get('token')!;

    const txt = await t.api.get(link.downloadUrl);
    expect(txt.status).toBe(200);
    expect(txt.headers['content-disposition']).toMatch(/^attachment;/);

    const tampered = await t.api.get(`/api/resumes/${a.id}/file?token=${token.slice(0, -4)}AAAA`);
    expect(tampered.status).toBe(403);
    expect(tampered.body.message).toBe('This download link is not valid.');
    expect((await t.api.get(`/api/resumes/${b.id}/file?token=${token}`)).status).toBe(403);
    expect((await t.api.get(`/api/resumes/${a.id}/file`)).status).toBe(403);

    const { tenantId } = await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: a.id } });
    const expired = await signDownload({ resourceType: 'resume', id: a.id, tenantId, expiresInSeconds: -10 }, t.ctx.config.jwtSecret);
    const old = await t.api.get(`/api/resumes/${a.id}/file?token=${expired}`);
    expect(old.status).toBe(403);
    expect(old.body.message).toBe('This download link has expired. Please open the resume again.');
  });

  it('When the analysis is exported, then the PDF and .docx open and carry it, named by the spec\'s rule', async () => {
    const { body: resume } = await upload(recruiter, await makePdf(RESUME), 'Maria CV.pdf').expect(201);
    await t.api.post(`/api/resumes/${resume.id}/process`).set(bearer(recruiter.token)).send({ prompt: 'critical care' }).expect(200);
    const today = new Date().toISOString().slice(0, 10);

    const pdf = await t.api.get(`/api/resumes/${resume.id}/export?format=pdf`).set(bearer(recruiter.token)).responseType('blob');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Maria%20CV_Analysis_${today}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    const pdfText = (await parser.getText()).text;
    await parser.destroy();
    expect(pdfText).toContain('Maria Gonzalez');
    expect(pdfText).toContain('ICU Charge Nurse');
    expect(pdfText).toContain('critical care');

    const docx = await t.api.get(`/api/resumes/${resume.id}/export?format=docx`).set(bearer(recruiter.token)).responseType('blob');
    expect(docx.status).toBe(200);
    expect(docx.headers['content-disposition']).toContain(`_Analysis_${today}.docx`);
    const docxText = (await mammoth.extractRawText({ buffer: docx.body as Buffer })).value;
    expect(docxText).toContain('Maria Gonzalez');
    expect(docxText).toContain('ICU Charge Nurse');

    const bad = await t.api.get(`/api/resumes/${resume.id}/export?format=odt`).set(bearer(recruiter.token));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('format must be pdf or docx');
  });
});

describe('storage', () => {
  it('When files are stored, then they live under UPLOAD_DIR by random name', () => {
    for (const name of storedFiles(t)) expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(path.isAbsolute(t.ctx.config.uploadDir)).toBe(true);
  });
});
