import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { addAnalysedResume, createDraft, draftBody, eventually, twinTenantUser } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko)';

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

/** Sends a draft to `email` and returns the message with the paths of its pixel and unsubscribe link as mailed. */
async function sendTo(email: string) {
  const draft = await createDraft(t, recruiter, draftBody({ email, name: 'Pat' }));
  await t.api.post(`/api/outreach/${draft.id}/send`).set(bearer(recruiter.token)).expect(200);
  const mail = await t.smtp.latestTo(email);
  const pixel = /src="http:\/\/app\.test(\/api\/outreach\/track\/[\w-]+\.gif)"/.exec(mail.html)![1]!;
  const unsubscribe = /<http:\/\/app\.test(\/api\/outreach\/unsubscribe\/[\w-]+)>/.exec(mail.header('list-unsubscribe')!)![1]!;
  return { id: draft.id, pixel, unsubscribe };
}

const detail = async (id: string) => (await t.api.get(`/api/outreach/${id}`).set(bearer(recruiter.token)).expect(200)).body;
const fetchPixel = (path: string, userAgent?: string) => {
  const request = t.api.get(path).buffer(true);
  return userAgent ? request.set('User-Agent', userAgent) : request.unset('User-Agent');
};
const lastEvent = (id: string) => eventually(async () => {
  const events = (await detail(id)).events;
  if (events.at(-1).type.startsWith('open') === false) throw new Error('no open event yet');
  return events.at(-1);
});

describe('Open tracking', () => {
  it('When the pixel is fetched on arrival or by a scanner, then it is recorded but not an open; a later real fetch marks the message opened', async () => {
    const message = await sendTo('open@example.com');

    const early = await fetchPixel(message.pixel, BROWSER).expect(200);
    expect(early.headers['content-type']).toBe('image/gif');
    expect(early.headers['cache-control']).toContain('no-store');
    expect(await lastEvent(message.id)).toMatchObject({ type: 'open_ignored', detail: { reason: 'too soon after sending' } });
    expect((await detail(message.id)).status).toBe('delivered');

    // As if the message went out a minute ago.
    await t.ctx.prisma.outreach.update({ where: { id: message.id }, data: { sentAt: new Date(Date.now() - 60_000) } });
    await fetchPixel(message.pixel, 'Mozilla/5.0 (compatible; Barracuda Sentinel link scanner)').expect(200);
    await eventually(async () => expect((await detail(message.id)).events).toHaveLength(4));
    expect((await detail(message.id)).events.at(-1)).toMatchObject({ type: 'open_ignored', detail: { reason: 'known scanner or tool' } });
    await fetchPixel(message.pixel).expect(200);
    await eventually(async () => expect((await detail(message.id)).events).toHaveLength(5));
    expect((await detail(message.id)).status).toBe('delivered');

    await fetchPixel(message.pixel, BROWSER).expect(200);
    const opened = await eventually(async () => {
      const body = await detail(message.id);
      expect(body.status).toBe('opened');
      return body;
    });
    expect(opened.openedAt).toBeTruthy();
    expect(opened.events.map((event: { type: string }) => event.type)).toEqual(['sent', 'delivered', 'open_ignored', 'open_ignored', 'open_ignored', 'open']);

    await fetchPixel(message.pixel, BROWSER).expect(200);
    await eventually(async () => expect((await detail(message.id)).events).toHaveLength(7));
    expect((await detail(message.id)).openedAt).toBe(opened.openedAt);
  });

  it('When the token is unknown or malformed, then the answer is the same image and nothing is recorded', async () => {
    const message = await sendTo('same@example.com');
    const known = await fetchPixel(message.pixel, BROWSER).expect(200);
    await eventually(async () => expect((await detail(message.id)).events).toHaveLength(3));
    const eventsBefore = await t.ctx.prisma.outreachEvent.count();
    for (const path of ['/api/outreach/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.gif', '/api/outreach/track/x.gif']) {
      const unknown = await fetchPixel(path, BROWSER).expect(200);
      expect(Buffer.compare(unknown.body as Buffer, known.body as Buffer)).toBe(0);
      expect(unknown.headers['cache-control']).toBe(known.headers['cache-control']);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.ctx.prisma.outreachEvent.count()).toBe(eventsBefore);
  });

  it('When a draft pixel is fetched before it is sent, then nothing happens', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'unsent@example.com', name: 'U' }));
    const { trackingToken } = await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: draft.id } });
    await fetchPixel(`/api/outreach/track/${trackingToken}.gif`, BROWSER).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await detail(draft.id)).toMatchObject({ status: 'draft', events: [] });
  });
});

describe('Unsubscribe', () => {
  it('When the candidate confirms on the page, then the address is on the do-not-contact list and the next send is refused, the draft kept', async () => {
    await addAnalysedResume(t, recruiter, { name: 'Una Sub', email: 'una@example.com' });
    const message = await sendTo('una@example.com');

    const page = await t.api.get(message.unsubscribe).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Stop all e-mails from us to una@example.com?');
    expect(page.text).toContain('<form method="post">');
    const confirmed = await t.api.post(message.unsubscribe).type('form').send({}).expect(200);
    expect(confirmed.text).toContain('You are unsubscribed');
    await t.api.post(message.unsubscribe).expect(200);

    expect((await detail(message.id)).events.filter((event: { type: string }) => event.type === 'unsubscribed')).toHaveLength(1);
    const candidates = (await t.api.get('/api/outreach/candidates').set(bearer(recruiter.token))).body;
    expect(candidates.find((candidate: { email: string }) => candidate.email === 'una@example.com').unsubscribed).toBe(true);

    const next = await createDraft(t, recruiter, draftBody({ email: 'UNA@example.com', name: 'Una' }));
    const refused = await t.api.post(`/api/outreach/${next.id}/send`).set(bearer(recruiter.token));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This candidate has unsubscribed');
    expect((await detail(next.id)).status).toBe('draft');
    expect(t.smtp.countTo('una@example.com')).toBe(1);
  });

  it('When a mail client posts the RFC 8058 one-click, then the address is unsubscribed without the page', async () => {
    const message = await sendTo('oneclick@example.com');
    await t.api.post(message.unsubscribe).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const { tenantId } = await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: message.id } });
    expect(await t.ctx.prisma.unsubscribe.findMany({ where: { tenantId, email: 'oneclick@example.com' } })).toHaveLength(1);
  });

  it('When a candidate unsubscribes from one organisation, then another organisation may still write to them', async () => {
    const message = await sendTo('shared@example.com');
    await t.api.post(message.unsubscribe).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const other = await twinTenantUser(t);
    const theirs = await createDraft(t, other, draftBody({ email: 'shared@example.com', name: 'Shared' }));
    const sent = await t.api.post(`/api/outreach/${theirs.id}/send`).set(bearer(other.token)).expect(200);
    expect(sent.body.status).toBe('delivered');
    expect(t.smtp.countTo('shared@example.com')).toBe(2);
  });

  it('When the link is unknown, then the page says so and nothing is recorded', async () => {
    const before = await t.ctx.prisma.unsubscribe.count();
    const page = await t.api.get('/api/outreach/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(404);
    expect(page.text).toContain('This unsubscribe link is not valid.');
    await t.api.post('/api/outreach/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(200);
    expect(await t.ctx.prisma.unsubscribe.count()).toBe(before);
  });
});
