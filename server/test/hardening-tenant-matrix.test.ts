import { afterAll, describe, expect, it } from 'vitest';
import { signDownload, type DownloadResource } from '../src/files/signed-url.js';
import { bearer, GOOD_PASSWORD, signUp, type SignedInUser } from './support/factories.js';
import { addAnalysedResume } from './support/outreach.js';
import { pathWith, registeredRoutes, rowOf, type RegisteredRoute, type ResourceKind } from './support/route-table.js';
import { startTestApp } from './support/test-app.js';

// Every registered route, called by everyone who is not the owner of the data: nobody signed in,
// a tampered token, a revoked session, a user of another organisation that passes the Healthcare
// guard, a Capital Holdings user, and a teammate in the owner's organisation. Strangers get 401
// or 404 and change nothing; a teammate gets what the team shares (resumes, templates, outreach,
// documents) and nothing else.

const t = await startTestApp();
afterAll(async () => t.close());

const owner = await signUp(t);
const teammate = await signUp(t);
const capital = await signUp(t, { tenantName: 'Capital Holdings' });
// A second organisation that passes the Healthcare guard, so only the tenant filter stands in the way.
const twin = await signUp(t);
const twinTenant = await t.ctx.prisma.tenant.create({ data: { name: 'HEALTHCARE' } });
await t.ctx.prisma.user.update({ where: { email: twin.email }, data: { tenantId: twinTenant.id } });
twin.token = (await t.api.post('/api/auth/login').send({ ...twin, tenantName: 'HEALTHCARE' })).body.accessToken;

const ownerRow = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: owner.email } });
const twinRow = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: twin.email } });

const resumeText = Buffer.from('Jane Doe\njane@example.com\n\nEXPERIENCE\nICU Nurse, St. Mary, 2019 - 2024\n');
const uploadAs = (user: SignedInUser) =>
  t.api.post('/api/resumes/upload').set(bearer(user.token)).attach('file', resumeText, 'jane.txt');
const ownersResume: string = (await uploadAs(owner)).body.id;
const twinsResume: string = (await uploadAs(twin)).body.id;
const ownersTemplate: string = (
  await t.api.post('/api/email-templates').set(bearer(owner.token)).send({ name: 'Opening', subject: 'Hello', content: 'An opening' })
).body.id;
const ownersOutreach: string = (
  await t.api
    .post('/api/outreach')
    .set(bearer(owner.token))
    .send({ recipientEmail: 'jane@example.com', recipientName: 'Jane Doe', subject: 'Hello', content: 'An opening' })
).body.id;
// A phrase only the owner's document holds: no search by anyone outside the team may return it.
const documentSecret = 'Annual leave for night nurses is thirty-one days';
const ownersDocument: string = (
  await t.api.post('/api/documents/upload').set(bearer(owner.token)).attach('file', Buffer.from(`${documentSecret}.\n`), 'leave.txt')
).body.id;
// A candidate of the owner's organisation only (the twin's has Jane, from the same upload).
const ownersCandidate = 'matrix-candidate@example.com';
await addAnalysedResume(t, owner, { name: 'Matrix Candidate', email: ownersCandidate });
const idsOf: Record<ResourceKind, string> = {
  resume: ownersResume,
  'email-template': ownersTemplate,
  outreach: ownersOutreach,
  document: ownersDocument,
  candidate: ownersCandidate,
};

/** For a call that deletes what it names, when it may succeed: a resume or candidate of the owner's made for it. */
async function copyFor(kind: ResourceKind): Promise<string> {
  if (kind === 'resume') return (await uploadAs(owner)).body.id;
  const email = `copy-${Math.random().toString(36).slice(2)}@example.com`;
  await t.api.post('/api/outreach').set(bearer(owner.token)).send({ recipientEmail: email, recipientName: 'Copy', subject: 'Hi', content: 'An opening' });
  return email;
}

/** A session of the owner's that has ended: the owner changed the password from another one. */
async function revokedToken(): Promise<string> {
  const extra = (await t.api.post('/api/auth/login').send({ ...owner })).body.accessToken as string;
  const newPassword = `${GOOD_PASSWORD}2`;
  await t.api.post('/api/users/change-password').set(bearer(owner.token)).send({ currentPassword: owner.password, newPassword }).expect(200);
  owner.password = newPassword;
  return extra;
}

/** The owner's token with the subject swapped for another user's: the signature no longer matches. */
function tamperedToken(): string {
  const [header, payload, signature] = owner.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: twinRow.id })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

const revoked = await revokedToken();
const callers = {
  'nobody signed in': undefined,
  'a tampered token': tamperedToken(),
  'a revoked session': revoked,
} as const;

/** What must not change when someone else calls: the owner's account, resume, template, e-mail and document. */
async function ownersData() {
  const [user, resume, template, outreach, document] = await Promise.all([
    t.ctx.prisma.user.findUniqueOrThrow({ where: { id: ownerRow.id } }),
    t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: ownersResume } }),
    t.ctx.prisma.emailTemplate.findUniqueOrThrow({ where: { id: ownersTemplate } }),
    t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: ownersOutreach } }),
    t.ctx.prisma.document.findUniqueOrThrow({ where: { id: ownersDocument } }),
  ]);
  return JSON.stringify({ user, resume, template, outreach, document });
}

function call(route: RegisteredRoute, token: string | undefined, id: string) {
  const row = rowOf(route);
  const query = new URLSearchParams(row.query ?? {}).toString();
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const request = t.api[method](pathWith(route, id) + (query ? `?${query}` : ''));
  if (token) request.set(bearer(token));
  if (row.upload) return request.attach('file', resumeText, 'other.txt');
  return row.body ? request.send(row.body) : request;
}

/** The answer as text, binary ones (exports) included. */
const textOf = (res: { text?: string; body: unknown }) =>
  res.text ?? (Buffer.isBuffer(res.body) ? res.body.toString('latin1') : JSON.stringify(res.body));

const routes = registeredRoutes(t.app);
const guarded = routes.filter((route) => ['session', 'healthcare'].includes(rowOf(route).access));

describe.each(guarded.map((route) => [route.key, route] as const))('%s', (_key, route) => {
  const row = rowOf(route);
  const id = row.resource ? idsOf[row.resource] : ownersResume;

  it.each(Object.entries(callers))('When called by %s, then it answers 401 and changes nothing', async (_who, token) => {
    const before = await ownersData();
    const res = await call(route, token, id);
    expect(res.status).toBe(401);
    expect(textOf(res)).not.toContain(ownersResume);
    expect(await ownersData()).toBe(before);
  });

  it.each([
    ['a user of another organisation that passes the Healthcare guard', twin],
    ['a Capital Holdings user', capital],
  ])("When called by %s, then it never reaches the owner's data", async (_who, stranger) => {
    const before = await ownersData();
    const res = await call(route, stranger.token, id);
    if (row.resource || (row.access === 'healthcare' && stranger === capital)) expect(res.status).toBe(404);
    else expect(res.status).toBeLessThan(500);
    expect(textOf(res)).not.toContain(ownersResume);
    expect(textOf(res)).not.toContain(owner.email);
    expect(textOf(res)).not.toContain(documentSecret);
    expect(await ownersData()).toBe(before);
  });

  it("When called by a teammate, then only what the team shares is reached", async () => {
    const before = await ownersData();
    const res = await call(route, teammate.token, row.destroys && row.sharedInTenant ? await copyFor(row.resource!) : id);
    expect(textOf(res)).not.toContain(owner.email);
    if (row.sharedInTenant) {
      // Documented sharing: a tenant's resumes, templates and outreach belong to its team. The
      // teammate reaches them; an action may still be refused for the state it finds (a 409 to
      // retry a message the teammate has just sent).
      expect([401, 403, 404]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
      if (route.method === 'GET' && route.path.endsWith('/resumes')) expect(textOf(res)).toContain(ownersResume);
    } else {
      expect(res.status).toBeLessThan(500);
      expect(textOf(res)).not.toContain(ownersResume);
      expect(await ownersData()).toBe(before);
    }
  });
});

describe('signed file links', () => {
  const fileRoutes = routes.filter((route) => rowOf(route).access === 'signed-link');

  it.each(fileRoutes.map((route) => [route.key, route] as const))('%s answers only a link signed for that file and tenant', async (_key, route) => {
    const kind = rowOf(route).resource!;
    const path = pathWith(route, idsOf[kind]);
    const own = await t.api.get(`/api/resumes/${ownersResume}/download`).set(bearer(owner.token));
    const link = new URL(own.body.downloadUrl, 'http://x').searchParams.get('token')!;
    expect((await t.api.get(`${path}?token=${encodeURIComponent(link)}`)).status).toBe(200);

    const twinsLink = new URL((await t.api.get(`/api/resumes/${twinsResume}/download`).set(bearer(twin.token))).body.downloadUrl, 'http://x').searchParams.get('token')!;
    const forOtherTenant = await signDownload({ resourceType: kind as DownloadResource, id: idsOf[kind], tenantId: twinTenant.id }, t.ctx.config.jwtSecret);
    const refused: [string, string][] = [
      ['no token', ''],
      ['a tampered token', `${link.slice(0, -3)}abc`],
      ["another tenant's link for its own file", twinsLink],
      ['a link for this id signed for another tenant', forOtherTenant],
      ['a session token', owner.token],
    ];
    for (const [label, token] of refused) {
      const res = await t.api.get(`${path}?token=${encodeURIComponent(token)}`);
      expect([403, 404], label).toContain(res.status);
      expect(textOf(res), label).not.toContain('ICU Nurse');
    }
  });
});

describe('the matrix itself', () => {
  it('covers a route of every access kind and every resource kind', () => {
    const kinds = new Set(routes.map((route) => rowOf(route).access));
    expect([...kinds].sort()).toEqual(['healthcare', 'public', 'session', 'signed-link']);
    expect(Object.keys(idsOf).sort()).toEqual([...new Set(routes.flatMap((route) => rowOf(route).resource ?? []))].sort());
  });
});
