import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let recruiter: SignedInUser;
let colleague: SignedInUser;
let investor: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  colleague = await signUp(t);
  investor = await signUp(t, { tenantName: 'Capital Holdings' });
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (days: number, extraMs = 0) => new Date(Date.now() - days * DAY_MS - extraMs);

const dashboard = (user: SignedInUser, query = '') => t.api.get(`/api/analytics/dashboard${query}`).set(bearer(user.token));

async function owner(user: SignedInUser, app = t) {
  const row = await app.ctx.prisma.user.findUniqueOrThrow({ where: { email: user.email } });
  return { tenantId: row.tenantId, userId: row.id };
}

type ResumeRow = { status: string; filename?: string; createdAt?: Date; bulletSummary?: string; paragraphSummary?: string };
async function addResumes(user: SignedInUser, rows: ResumeRow[]) {
  const { tenantId, userId } = await owner(user);
  await t.ctx.prisma.resume.createMany({
    data: rows.map((row) => ({
      tenantId,
      uploadedById: userId,
      originalFilename: row.filename ?? `resume-${randomUUID()}.pdf`,
      storedName: randomUUID(),
      mimeType: 'application/pdf',
      sizeBytes: 1000,
      sha256: 'x'.repeat(64),
      processingStatus: row.status,
      bulletSummary: row.bulletSummary,
      paragraphSummary: row.paragraphSummary,
      createdAt: row.createdAt,
    })),
  });
}

type OutreachRow = { status: string; name?: string; email?: string; createdAt?: Date; sentAt?: Date | null };
async function addOutreach(user: SignedInUser, rows: OutreachRow[], app = t) {
  const { tenantId, userId } = await owner(user, app);
  await app.ctx.prisma.outreach.createMany({
    data: rows.map((row) => ({
      tenantId,
      sentById: userId,
      recipientEmail: row.email ?? `${randomUUID().slice(0, 8)}@example.com`,
      recipientName: row.name ?? 'Candidate',
      subject: 'A role for you',
      content: 'Hello',
      status: row.status,
      // Every message that left the drafts was handed to the mail server at some point.
      sentAt: row.sentAt === undefined ? (['draft', 'queued', 'sending'].includes(row.status) ? null : new Date()) : row.sentAt,
      trackingToken: randomUUID(),
      createdAt: row.createdAt,
    })),
  });
}

type DocumentRow = { status: string; title?: string; createdAt?: Date };
async function addDocuments(user: SignedInUser, rows: DocumentRow[]) {
  const { tenantId, userId } = await owner(user);
  await t.ctx.prisma.document.createMany({
    data: rows.map((row) => ({
      tenantId,
      uploadedById: userId,
      title: row.title ?? 'Policy',
      originalFilename: 'policy.pdf',
      storedName: randomUUID(),
      mimeType: 'application/pdf',
      sizeBytes: 1000,
      sha256: 'x'.repeat(64),
      status: row.status,
      createdAt: row.createdAt,
    })),
  });
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone, by JavaScript's own time-zone data. */
const dateIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

/** The 30 dates ending today in `timeZone`, oldest first. */
function last30Days(timeZone: string): string[] {
  const today = new Date(`${dateIn(new Date(), timeZone)}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, i) => new Date(today.getTime() - (29 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** What the chart should show for rows at these instants: per day of the window, zero elsewhere. */
function expectedSeries(instants: Date[], timeZone: string) {
  return last30Days(timeZone).map((date) => ({ date, count: instants.filter((instant) => dateIn(instant, timeZone) === date).length }));
}

describe('GET /api/analytics/dashboard', () => {
  it('When the caller is not signed in, then it answers 401', async () => {
    const res = await t.api.get('/api/analytics/dashboard');
    expect(res.status).toBe(401);
  });

  it('When a Capital Holdings user asks, then it answers 404 as if the feature did not exist', async () => {
    const res = await dashboard(investor);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('When the tenant has no rows yet, then every figure is zero and the 30 days are zero-filled', async () => {
    const res = await dashboard(recruiter, '?tz=UTC');
    expect(res.status).toBe(200);
    expectDocumentedAnswer(res, 'GET /api/analytics/dashboard');
    const zeroDays = last30Days('UTC').map((date) => ({ date, count: 0 }));
    expect(res.body).toEqual({
      overview: { totalResumes: 0, totalOutreach: 0, totalDocuments: 0 },
      resumeStats: { total: 0, processed: 0, parsed: 0, failed: 0, withSummaries: 0 },
      outreachStats: { opened: 0, delivered: 0, sent: 0, failed: 0, replied: 0, successRate: 0 },
      documentStats: { total: 0, processed: 0, failed: 0 },
      activity: { resumes: zeroDays, outreach: zeroDays, documents: zeroDays },
      recentActivity: { resumes: [], outreach: [], documents: [] },
      timeZone: 'UTC',
    });
  });

  it('When the time zone is not an IANA zone, then it answers 400 and names the parameter', async () => {
    for (const tz of ['+01:00', 'Mars/Olympus', "UTC'; DROP TABLE \"Resume\"; --", 'x'.repeat(300)]) {
      const res = await dashboard(recruiter, `?tz=${encodeURIComponent(tz)}`);
      expect(res.status, tz).toBe(400);
      expect(res.body.message).toBe('tz must be an IANA time zone such as Europe/Berlin');
    }
    // A NUL is refused before any route looks at the query (decision 72).
    const withNul = await dashboard(recruiter, `?tz=${encodeURIComponent('Europe/Berlin\u0000')}`);
    expect(withNul.status).toBe(400);
    const twice = await dashboard(recruiter, '?tz=UTC&tz=Europe/Berlin');
    expect(twice.status).toBe(400);
  });

  it('When no time zone is given, then the days are the server\'s and the response names its zone', async () => {
    const res = await dashboard(recruiter);
    expect(res.status).toBe(200);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(res.body.timeZone).toBe(zone);
    expect(res.body.activity.resumes.map((day: { date: string }) => day.date)).toEqual(last30Days(zone));
  });
});

describe('GET /api/analytics/dashboard with rows in both tenants', () => {
  // Instants around day boundaries, the first day of the window and just before it.
  const resumeTimes = [ago(0), ago(1, 30 * 60 * 1000), ago(1, -30 * 60 * 1000), ago(13), ago(29, -60 * 60 * 1000), ago(30, 2 * 60 * 60 * 1000), ago(45)];

  beforeAll(async () => {
    // Healthcare, by two colleagues of one team: 7 resumes, 16 messages, 4 documents.
    await addResumes(recruiter, [
      { status: 'processed', filename: 'a.pdf', bulletSummary: '- Led a team', createdAt: resumeTimes[0] },
      { status: 'processed', filename: 'b.pdf', paragraphSummary: 'An ICU nurse.', createdAt: resumeTimes[1] },
      { status: 'processed', filename: 'c.docx', bulletSummary: '- Triage', paragraphSummary: 'A nurse.', createdAt: resumeTimes[2] },
      { status: 'parsed', filename: 'd.txt', bulletSummary: '', createdAt: resumeTimes[3] },
      { status: 'parsed', filename: 'e.pdf', createdAt: resumeTimes[4] },
    ]);
    await addResumes(colleague, [
      // A failed re-summarize keeps the summaries written before.
      { status: 'failed', filename: 'f.pdf', paragraphSummary: 'Kept from before.', createdAt: resumeTimes[5] },
      { status: 'uploaded', filename: 'g.pdf', createdAt: resumeTimes[6] },
    ]);
    // The two newest carry times ahead of the clock: the others take the insert's now(), which a
    // busy runner can push a second or more past the moment these times were computed.
    await addOutreach(recruiter, [
      { status: 'draft', name: 'Newest Draft', createdAt: ago(0, -60_000) },
      { status: 'draft' },
      { status: 'queued' },
      { status: 'sending' },
      { status: 'sent', sentAt: ago(2) },
      { status: 'sent', sentAt: ago(2) },
      // Written long ago, sent yesterday: it counts on the day it was sent.
      { status: 'sent', createdAt: ago(40), sentAt: ago(1) },
      { status: 'delivered', sentAt: ago(40) },
      { status: 'delivered' },
      { status: 'delivered' },
      { status: 'delivered' },
      { status: 'opened' },
      { status: 'opened', name: '  ', email: 'no.name@example.com', createdAt: ago(0, -30_000) },
    ]);
    await addOutreach(colleague, [{ status: 'replied' }, { status: 'failed', sentAt: ago(3) }, { status: 'failed', sentAt: ago(3) }]);
    await addDocuments(recruiter, [
      { status: 'processed', title: 'Onboarding policy', createdAt: ago(0) },
      { status: 'processed', title: 'Benefits', createdAt: ago(5) },
      { status: 'failed', title: 'Scanned form', createdAt: ago(5, 60_000) },
      { status: 'uploaded', title: 'Handbook', createdAt: ago(31) },
    ]);
    // Capital Holdings has rows of its own: none may ever be counted for Healthcare.
    await addResumes(investor, [{ status: 'processed', bulletSummary: '- x' }, { status: 'failed' }, { status: 'parsed' }]);
    await addOutreach(investor, [{ status: 'delivered' }, { status: 'opened' }, { status: 'failed' }, { status: 'draft' }]);
    await addDocuments(investor, [{ status: 'processed' }, { status: 'failed' }]);
  });

  it('When the dashboard loads, then each count is the tenant\'s own rows by status', async () => {
    const res = await dashboard(colleague, '?tz=UTC');
    expect(res.status).toBe(200);
    expect(res.body.overview).toEqual({ totalResumes: 7, totalOutreach: 16, totalDocuments: 4 });
    expect(res.body.resumeStats).toEqual({ total: 7, processed: 3, parsed: 2, failed: 1, withSummaries: 4 });
    // Disjoint by status: 3 sent (not confirmed delivered), 4 delivered, 2 opened, 1 replied, 2 failed.
    // Success: (4 + 2 + 1) of the 14 that left the drafts (queued and sending included) = 50%.
    expect(res.body.outreachStats).toEqual({ opened: 2, delivered: 4, sent: 3, failed: 2, replied: 1, successRate: 50 });
    expect(res.body.documentStats).toEqual({ total: 4, processed: 2, failed: 1 });
  });

  it('When every message that left the drafts succeeded, then the success rate is 100 and no more', async () => {
    // A tenant of its own (a second app), since this file's Healthcare tenant already has failures.
    const other = await startTestApp();
    try {
      const user = await signUp(other);
      await addOutreach(user, ['opened', 'opened', 'replied', 'delivered', 'draft', 'draft'].map((status) => ({ status })), other);
      const res = await other.api.get('/api/analytics/dashboard').set(bearer(user.token));
      expect(res.body.outreachStats).toEqual({ opened: 2, delivered: 1, sent: 0, failed: 0, replied: 1, successRate: 100 });
    } finally {
      await other.close();
    }
  });

  it('When activity is asked for a zone, then each series has the 30 days up to today there, counted by local day', async () => {
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      const res = await dashboard(recruiter, `?tz=${encodeURIComponent(tz)}`);
      expect(res.status).toBe(200);
      expect(res.body.timeZone).toBe(tz);
      const { resumes, outreach, documents } = res.body.activity;
      expect(resumes, tz).toEqual(expectedSeries(resumeTimes, tz));
      expect(resumes).toHaveLength(30);
      expect(resumes.at(-1).date).toBe(dateIn(new Date(), tz));
      const documentTimes = await t.ctx.prisma.document.findMany({ where: { tenant: { name: 'Healthcare' } }, select: { createdAt: true } });
      expect(documents, tz).toEqual(expectedSeries(documentTimes.map((row) => row.createdAt), tz));
      // Outreach counts on the day it was sent; drafts, queued and sending never were.
      const sent = await t.ctx.prisma.outreach.findMany({ where: { tenant: { name: 'Healthcare' }, sentAt: { not: null } }, select: { sentAt: true } });
      expect(sent).toHaveLength(12);
      expect(outreach, tz).toEqual(expectedSeries(sent.map((row) => row.sentAt!), tz));
    }
  });

  it('When the dashboard loads, then recent activity lists the five newest of each, newest first', async () => {
    const res = await dashboard(recruiter);
    expectDocumentedAnswer(res, 'GET /api/analytics/dashboard');
    const { resumes, outreach, documents } = res.body.recentActivity;
    expect(resumes.map((r: { filename: string }) => r.filename)).toEqual(['a.pdf', 'c.docx', 'b.pdf', 'd.txt', 'e.pdf']);
    expect(resumes[0]).toEqual({ id: expect.any(String), filename: 'a.pdf', status: 'processed', createdAt: resumeTimes[0]!.toISOString() });
    expect(outreach).toHaveLength(5);
    expect(outreach[0]).toEqual({ id: expect.any(String), recipient: 'Newest Draft', status: 'draft', createdAt: expect.any(String) });
    // A blank name falls back to the address.
    expect(outreach[1]).toMatchObject({ recipient: 'no.name@example.com', status: 'opened' });
    expect(documents.map((d: { title: string; status: string }) => [d.title, d.status])).toEqual([
      ['Onboarding policy', 'processed'],
      ['Benefits', 'processed'],
      ['Scanned form', 'failed'],
      ['Handbook', 'uploaded'],
    ]);
    const ids = [...resumes, ...outreach, ...documents].map((item: { id: string }) => item.id);
    const investorTenant = (await owner(investor)).tenantId;
    const foreign = await t.ctx.prisma.resume.count({ where: { id: { in: ids }, tenantId: investorTenant } });
    expect(foreign).toBe(0);
  });
});
