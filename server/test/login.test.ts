import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, signUp, uniqueEmail } from './support/factories.js';
import { codeIn } from './support/smtp-capture.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const loginAs = (user: { email: string; password: string; tenantName: string }) =>
  t.api.post('/api/auth/login').send({ email: user.email, password: user.password, tenantName: user.tenantName });

async function withTwoFactor() {
  const user = await signUp(t);
  await t.api.post('/api/users/initiate-2fa-setup').set(bearer(user.token)).expect(200);
  const code = codeIn(await t.smtp.latestTo(user.email, 'two-factor'));
  await t.api.post('/api/users/verify-2fa-setup').set(bearer(user.token)).send({ code }).expect(200);
  return user;
}

describe('POST /api/auth/login', () => {
  it('When the credentials are right, then it answers a token that /auth/me accepts', async () => {
    const user = await signUp(t);
    const res = await loginAs(user);
    expect(res.status).toBe(200);
    expectDocumentedAnswer(res, 'POST /api/auth/login');
    expect(res.body.requiresTwoFactor).toBe(false);
    const me = await t.api.get('/api/auth/me').set(bearer(res.body.accessToken));
    expect(me.status).toBe(200);
    expectDocumentedAnswer(me, 'GET /api/auth/me');
    expect(me.body).toMatchObject({ email: user.email, tenant: 'Healthcare', role: 'recruiter', twoFactorEnabled: false });
    expect(me.body.passwordHash).toBeUndefined();
    const audit = await t.ctx.prisma.auditEvent.findFirst({ where: { event: 'login.succeeded' }, orderBy: { createdAt: 'desc' } });
    expect(audit).toMatchObject({ tenantId: expect.any(String), ip: expect.any(String) });
  });

  it('When the tenant name differs only in case, then it still signs in', async () => {
    const user = await signUp(t);
    expect((await loginAs({ ...user, tenantName: 'HEALTHCARE' })).status).toBe(200);
  });

  it('When a user of one tenant tries to sign in to the other, then it is refused like a wrong password', async () => {
    const user = await signUp(t, { tenantName: 'Capital Holdings' });
    const res = await loginAs({ ...user, tenantName: 'Healthcare' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email, password or tenant.');
    expect(res.body.accessToken).toBeUndefined();
    const audit = await t.ctx.prisma.auditEvent.findFirst({ where: { event: 'login.failed' }, orderBy: { createdAt: 'desc' } });
    expect(audit?.detail).toEqual({ reason: 'wrong_tenant', client: 'untrusted' });
  });

  it.each([
    ['a wrong password', { password: 'Wr0ng!Pass' }],
    ['an unknown e-mail', { email: 'nobody@example.com' }],
  ])('When given %s, then it answers 401 with the same message', async (_label, change) => {
    const user = await signUp(t);
    const res = await loginAs({ ...user, ...change });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email, password or tenant.');
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ password: undefined }, 'Password is required'],
    [{ tenantName: undefined }, 'Tenant is required'],
  ])('When the input is %o, then it answers 400 "%s"', async (change, message) => {
    const res = await t.api.post('/api/auth/login').send({ email: uniqueEmail(), password: GOOD_PASSWORD, tenantName: 'Healthcare', ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('When the account is not verified, then it answers 403 and e-mails a new code', async () => {
    const email = uniqueEmail();
    await t.api.post('/api/auth/register').send({ firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD });
    await t.ctx.prisma.verificationCode.updateMany({ where: { user: { email } }, data: { createdAt: new Date(Date.now() - 120_000) } });
    const mailsBefore = t.smtp.countTo(email);
    const res = await loginAs({ email, password: GOOD_PASSWORD, tenantName: 'Healthcare' });
    expect(res.status).toBe(403);
    expectDocumentedAnswer(res, 'POST /api/auth/login');
    expect(res.body).toMatchObject({
      message: 'Please verify your email before signing in. We sent a new code to your inbox.',
      requiresVerification: true,
      email,
    });
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
    expect(t.smtp.countTo(email)).toBe(mailsBefore + 1);
    const code = codeIn(await t.smtp.latestTo(email));
    expect((await t.api.post('/api/auth/verify-email').send({ email, code })).status).toBe(200);
  });

  it('When an account has 10 failed sign-ins in 15 minutes, then even the right password waits with 429', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 10; i++) await loginAs({ ...user, password: 'Wr0ng!Pass' }).expect(401);
    const res = await loginAs(user);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });
});

describe('two-factor sign-in', () => {
  it('When 2FA is on, then login asks for the e-mailed code and verify-2fa signs in', async () => {
    const user = await withTwoFactor();
    const first = await loginAs(user);
    expect(first.status).toBe(200);
    expectDocumentedAnswer(first, 'POST /api/auth/login');
    expect(first.body).toMatchObject({ requiresTwoFactor: true, email: user.email, tenantName: 'Healthcare' });
    expect(first.body.accessToken).toBeUndefined();
    const mail = await t.smtp.latestTo(user.email, 'sign-in code');
    expect(mail.text).toContain('valid for 5 minutes');

    const res = await t.api.post('/api/auth/verify-2fa').send({ email: user.email, code: codeIn(mail), tenantName: 'healthcare' });
    expect(res.status).toBe(200);
    expectDocumentedAnswer(res, 'POST /api/auth/verify-2fa');
    expect((await t.api.get('/api/auth/me').set(bearer(res.body.accessToken))).status).toBe(200);
  });

  it('When the 2FA code is older than 5 minutes, then it has expired', async () => {
    const user = await withTwoFactor();
    await loginAs(user);
    const code = codeIn(await t.smtp.latestTo(user.email, 'sign-in code'));
    await t.ctx.prisma.verificationCode.updateMany({
      where: { user: { email: user.email }, purpose: 'login_2fa' },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const res = await t.api.post('/api/auth/verify-2fa').send({ email: user.email, code, tenantName: 'Healthcare' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Code expired. Please request a new one.');
  });

  it('When the code is given for the other tenant, then it is refused and stays unspent', async () => {
    const user = await withTwoFactor();
    await loginAs(user);
    const code = codeIn(await t.smtp.latestTo(user.email, 'sign-in code'));
    const wrongTenant = await t.api.post('/api/auth/verify-2fa').send({ email: user.email, code, tenantName: 'Capital Holdings' });
    expect(wrongTenant.status).toBe(400);
    expect(wrongTenant.body.message).toBe('Invalid code');
    const right = await t.api.post('/api/auth/verify-2fa').send({ email: user.email, code, tenantName: 'Healthcare' });
    expect(right.status).toBe(200);
    const reused = await t.api.post('/api/auth/verify-2fa').send({ email: user.email, code, tenantName: 'Healthcare' });
    expect(reused.status).toBe(400);
  });

  it('When "Sign in" is pressed twice within a minute, then one code is sent and it works', async () => {
    const user = await withTwoFactor();
    const before = t.smtp.countTo(user.email);
    await loginAs(user).expect(200);
    await loginAs(user).expect(200);
    const code = codeIn(await t.smtp.latestTo(user.email, 'sign-in code'));
    expect(t.smtp.countTo(user.email)).toBe(before + 1);
    expect((await t.api.post('/api/auth/verify-2fa').send({ email: user.email, code, tenantName: 'Healthcare' })).status).toBe(200);
  });
});

describe('sessions', () => {
  it.each([
    ['no header', undefined],
    ['a malformed header', 'Token abc'],
    ['a garbage token', 'Bearer not.a.jwt'],
  ])('When /auth/me is called with %s, then it answers 401', async (_label, header) => {
    const req = t.api.get('/api/auth/me');
    if (header) req.set('Authorization', header);
    const res = await req;
    expect(res.status).toBe(401);
  });

  it('When a token is signed with another algorithm or secret, then it is refused', async () => {
    const user = await signUp(t);
    const [header, payload] = user.token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await t.api.get('/api/auth/me').set('Authorization', `Bearer ${unsigned}`)).status).toBe(401);
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await t.api.get('/api/auth/me').set('Authorization', `Bearer ${tampered}`)).status).toBe(401);
  });

  it('When the session row is revoked or expired, then its token stops working', async () => {
    const user = await signUp(t);
    await t.ctx.prisma.session.updateMany({ where: { user: { email: user.email } }, data: { revokedAt: new Date() } });
    const res = await t.api.get('/api/auth/me').set(bearer(user.token));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has ended. Please sign in again.');

    const again = await loginAs(user);
    await t.ctx.prisma.session.updateMany({ where: { user: { email: user.email }, revokedAt: null }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await t.api.get('/api/auth/me').set(bearer(again.body.accessToken))).status).toBe(401);
  });

  it('When the user\'s token version moves on, then older tokens stop working', async () => {
    const user = await signUp(t);
    await t.ctx.prisma.user.update({ where: { email: user.email }, data: { tokenVersion: { increment: 1 } } });
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(401);
  });
});
