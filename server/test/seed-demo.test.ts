import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DemoRefusedError, seedDemo } from '../src/demo/seed-demo.js';
import { bearer, signUp } from './support/factories.js';
import { startTestApp } from './support/test-app.js';

// What a newcomer sees after `npm run seed:demo`: signed in as the printed account, every card of
// the dashboard has figures, outreach shows every status, and the library answers a question.

const t = await startTestApp();
afterAll(async () => t.close());
const now = new Date();
const first = await seedDemo(t.ctx, { now });
const demoToken: string = (
  await t.api.post('/api/auth/login').send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, tenantName: DEMO_ACCOUNT.tenantName })
).body.accessToken;
const get = (path: string) => t.api.get(path).set(bearer(demoToken));

describe('npm run seed:demo', () => {
  it('When seeded, then the printed account signs in and the dashboard has figures in every card and a month of activity', async () => {
    expect(first).toMatchObject({ isNew: true, templates: 3 });
    expect(first.resumes).toBeGreaterThanOrEqual(20);
    expect(first.documents).toBeGreaterThanOrEqual(20);
    const { body, status } = await get('/api/analytics/dashboard?tz=UTC');
    expect(status).toBe(200);
    expect(body.overview).toEqual({ totalResumes: first.resumes, totalOutreach: first.outreach, totalDocuments: first.documents });
    expect(body.resumeStats.processed).toBeGreaterThan(0);
    expect(body.resumeStats.parsed).toBeGreaterThan(0);
    expect(body.resumeStats.withSummaries).toBe(body.resumeStats.processed);
    expect(body.documentStats.processed).toBe(first.documents);
    for (const status of ['opened', 'delivered', 'sent', 'failed'] as const) expect(body.outreachStats[status], status).toBeGreaterThan(0);
    expect(body.outreachStats.successRate).toBeGreaterThan(0);
    // Work on many days of the last month, not one burst today.
    for (const series of ['resumes', 'outreach', 'documents'] as const) {
      const activeDays = (body.activity[series] as { count: number }[]).filter((day) => day.count > 0).length;
      expect(activeDays, series).toBeGreaterThanOrEqual(10);
    }
    // The newest messages are a mix that shows the tracking at work, not today's drafts alone.
    const recent = (body.recentActivity.outreach as { status: string }[]).map((outreach) => outreach.status);
    expect(recent).toHaveLength(5);
    expect(recent).toContain('opened');
    expect(recent.filter((status) => status === 'draft').length).toBeLessThanOrEqual(1);
  });

  it('When the outreach list is opened, then messages of every status are there, with their timeline', async () => {
    const statuses = new Set<string>();
    const recipients: string[] = [];
    let sample: { id: string; status: string } | undefined;
    for (let page = 1; ; page++) {
      const { body } = await get(`/api/outreach?page=${page}&limit=5`);
      for (const outreach of body.outreaches) {
        statuses.add(outreach.status);
        recipients.push(outreach.recipientEmail);
        if (outreach.status === 'opened') sample = outreach;
      }
      if (page >= body.totalPages) break;
    }
    expect([...statuses].sort()).toEqual(['delivered', 'draft', 'failed', 'opened', 'replied', 'sent']);
    // The resumes are real people's: not one message can reach them.
    expect(recipients.every((email) => email.endsWith('@example.invalid'))).toBe(true);
    expect(new Set(recipients).size).toBe(first.outreach);
    const detail = await get(`/api/outreach/${sample!.id}`);
    expect(detail.body.subject).not.toContain('{{');
    expect(detail.body.events.map((event: { type: string }) => event.type)).toEqual(['sent', 'delivered', 'open']);
  });

  it('When a plain question is asked of the library, then the document that answers it comes first', async () => {
    const res = await t.api.post('/api/documents/search').set(bearer(demoToken)).send({ query: 'time away when a family member dies' });
    expect(res.status).toBe(200);
    expect(res.body.results[0].title).toBe('Bereavement leave');
  });

  it('When run a second time, then it finds the account and changes nothing', async () => {
    const again = await seedDemo(t.ctx, { now });
    expect(again).toEqual({ ...first, isNew: false });
  });

  it('When the database has accounts of its own, then it refuses unless forced', async () => {
    const other = await startTestApp();
    try {
      await signUp(other);
      await expect(seedDemo(other.ctx)).rejects.toThrow(DemoRefusedError);
      expect(await other.ctx.prisma.resume.count()).toBe(0);
      expect(await other.ctx.prisma.user.count()).toBe(1);
      expect((await seedDemo(other.ctx, { force: true })).isNew).toBe(true);
    } finally {
      await other.close();
    }
  }, 60_000);
});
