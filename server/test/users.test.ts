import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { codeIn } from './support/smtp-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Brand!New9';

describe('profile', () => {
  it('When a user reads the profile, then it shows the spec\'s fields', async () => {
    const user = await signUp(t, { tenantName: 'Capital Holdings' });
    const res = await t.api.get('/api/users/profile').set(bearer(user.token));
    expect(res.status).toBe(200);
    expectDocumentedAnswer(res, 'GET /api/users/profile');
    expect(res.body).toEqual({
      id: expect.any(String),
      email: user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'recruiter',
      tenant: 'Capital Holdings',
      emailVerified: true,
      twoFactorEnabled: false,
      emailOnReply: true,
    });
  });

  it('When the names are edited, then they are saved trimmed', async () => {
    const user = await signUp(t);
    const res = await t.api.patch('/api/users/profile').set(bearer(user.token)).send({ firstName: '  Grace ', lastName: 'Hopper' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    const me = await t.api.get('/api/auth/me').set(bearer(user.token));
    expect(me.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it.each([
    [{ firstName: '', lastName: 'Hopper' }, 'First name is required'],
    [{ firstName: 'Grace', lastName: '   ' }, 'Last name is required'],
    [{ firstName: 'Grace' }, 'Last name is required'],
    [{ firstName: 'x'.repeat(101), lastName: 'Hopper' }, 'First name must be at most 100 characters'],
  ])('When the names are %o, then it answers 400 "%s" and changes nothing', async (body, message) => {
    const user = await signUp(t);
    const res = await t.api.patch('/api/users/profile').set(bearer(user.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).body.firstName).toBe('Ada');
  });

  it('When signed out, then the profile calls answer 401', async () => {
    expect((await t.api.get('/api/users/profile')).status).toBe(401);
    expect((await t.api.patch('/api/users/profile').send({ firstName: 'A', lastName: 'B' })).status).toBe(401);
    expect((await t.api.put('/api/users/notifications').send({ emailOnReply: false })).status).toBe(401);
  });
});

describe('notification settings', () => {
  it('When a user turns "E-mail me when a candidate replies" off and on, then the profile and the session show it, and only theirs changes', async () => {
    const user = await signUp(t);
    const colleague = await signUp(t);
    const off = await t.api.put('/api/users/notifications').set(bearer(user.token)).send({ emailOnReply: false });
    expect(off.status).toBe(200);
    expectDocumentedAnswer(off, 'PUT /api/users/notifications');
    expect(off.body).toMatchObject({ message: 'Notification settings saved', user: { email: user.email, emailOnReply: false } });
    expect((await t.api.get('/api/users/profile').set(bearer(user.token))).body.emailOnReply).toBe(false);
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).body.emailOnReply).toBe(false);
    expect((await t.api.get('/api/users/profile').set(bearer(colleague.token))).body.emailOnReply).toBe(true);

    await t.api.put('/api/users/notifications').set(bearer(user.token)).send({ emailOnReply: true }).expect(200);
    expect((await t.api.get('/api/users/profile').set(bearer(user.token))).body.emailOnReply).toBe(true);
  });

  it.each([[{}], [{ emailOnReply: 'no' }], [{ emailOnReply: null }]])('When the setting is %o, then it answers 400 and changes nothing', async (body) => {
    const user = await signUp(t);
    const res = await t.api.put('/api/users/notifications').set(bearer(user.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('emailOnReply must be true or false');
    expect((await t.api.get('/api/users/profile').set(bearer(user.token))).body.emailOnReply).toBe(true);
  });
});

describe('POST /api/users/change-password', () => {
  it('When the current password is right, then other sessions end and this one stays', async () => {
    const user = await signUp(t);
    const other = await t.api.post('/api/auth/login').send({ email: user.email, password: user.password, tenantName: 'Healthcare' });
    const res = await t.api
      .post('/api/users/change-password')
      .set(bearer(user.token))
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password changed successfully!');
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(200);
    expect((await t.api.get('/api/auth/me').set(bearer(other.body.accessToken))).status).toBe(401);
    const login = await t.api.post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD, tenantName: 'Healthcare' });
    expect(login.status).toBe(200);
    expect((await t.smtp.latestTo(user.email, 'password was changed')).text).toContain('other sessions were signed out');
  });

  it.each([
    [{ currentPassword: 'Wr0ng!Pass', newPassword: NEW_PASSWORD }, 'Current password is incorrect'],
    [{ newPassword: NEW_PASSWORD }, 'Current password is required'],
    [{ currentPassword: 'CURRENT', newPassword: 'short' }, 'Password does not meet requirements: it needs at least 8 characters, an uppercase letter, a digit, a special character.'],
    [{ currentPassword: 'CURRENT', newPassword: 'CURRENT' }, 'New password must be different from the current password'],
  ])('When given %o, then it answers 400 "%s" and the password stays', async (body, message) => {
    const user = await signUp(t);
    const withCurrent = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value === 'CURRENT' ? user.password : value]));
    const res = await t.api.post('/api/users/change-password').set(bearer(user.token)).send(withCurrent);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const login = await t.api.post('/api/auth/login').send({ email: user.email, password: user.password, tenantName: 'Healthcare' });
    expect(login.status).toBe(200);
  });
});

describe('two-factor setup', () => {
  it('When the setup code is confirmed, then 2FA is on; disabling turns it off at once', async () => {
    const user = await signUp(t);
    const start = await t.api.post('/api/users/initiate-2fa-setup').set(bearer(user.token));
    expect(start.status).toBe(200);
    expect(start.body.message).toBe('A verification code was sent to your email.');
    const mail = await t.smtp.latestTo(user.email, 'two-factor');
    expect(mail.text).toContain('valid for 10 minutes');

    const confirm = await t.api.post('/api/users/verify-2fa-setup').set(bearer(user.token)).send({ code: codeIn(mail) });
    expect(confirm.status).toBe(200);
    expect((await t.api.get('/api/users/profile').set(bearer(user.token))).body.twoFactorEnabled).toBe(true);
    expect(await t.ctx.prisma.auditEvent.count({ where: { event: 'two_factor.enabled' } })).toBeGreaterThan(0);

    const off = await t.api.post('/api/users/disable-2fa').set(bearer(user.token));
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Two-factor authentication disabled.');
    expect((await t.api.get('/api/users/profile').set(bearer(user.token))).body.twoFactorEnabled).toBe(false);
  });

  it('When the setup code is wrong or expired, then 2FA stays off', async () => {
    const user = await signUp(t);
    await t.api.post('/api/users/initiate-2fa-setup').set(bearer(user.token)).expect(200);
    const code = codeIn(await t.smtp.latestTo(user.email, 'two-factor'));
    const wrong = await t.api.post('/api/users/verify-2fa-setup').set(bearer(user.token)).send({ code: code === '0000' ? '1111' : '0000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid code');

    await t.ctx.prisma.verificationCode.updateMany({
      where: { user: { email: user.email }, purpose: 'two_factor_setup' },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await t.api.post('/api/users/verify-2fa-setup').set(bearer(user.token)).send({ code });
    expect(expired.body.message).toBe('Code expired. Please request a new one.');
    expect((await t.api.get('/api/users/profile').set(bearer(user.token))).body.twoFactorEnabled).toBe(false);
  });

  it('When the e-mail verification code is offered for setup, then it is refused', async () => {
    const user = await signUp(t);
    const missing = await t.api.post('/api/users/verify-2fa-setup').set(bearer(user.token)).send({ code: '1234' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid code');
    const bad = await t.api.post('/api/users/verify-2fa-setup').set(bearer(user.token)).send({ code: '12a4' });
    expect(bad.body.message).toBe('Code must be exactly 4 digits');
  });
});
