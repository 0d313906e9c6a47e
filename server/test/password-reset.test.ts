import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, uniqueEmail } from './support/factories.js';
import { resetTokenIn } from './support/smtp-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const NEUTRAL = 'If the email exists, a reset link was sent. Please check your inbox.';
const NEW_PASSWORD = 'N3w!Password';

async function requestLink(email: string) {
  await t.api.post('/api/auth/forgot-password').send({ email }).expect(200);
  return resetTokenIn(await t.smtp.latestTo(email, 'Reset'));
}

describe('POST /api/auth/forgot-password', () => {
  it('When the address exists or not, then the answer is the same neutral message', async () => {
    const user = await signUp(t);
    const known = await t.api.post('/api/auth/forgot-password').send({ email: user.email });
    const unknown = await t.api.post('/api/auth/forgot-password').send({ email: uniqueEmail('ghost') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: NEUTRAL });
    expect(unknown.body).toEqual(known.body);
    const mail = await t.smtp.latestTo(user.email, 'Reset');
    expect(mail.text).toContain('http://app.test/reset-password?token=');
    expect(mail.text).toContain('valid for 60 minutes');
    const token = resetTokenIn(mail);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.ctx.prisma.passwordResetToken.findFirstOrThrow({ where: { user: { email: user.email } } });
    expect(stored.tokenHash).not.toBe(token);
  });

  it('When the address is malformed, then it answers 400', async () => {
    const res = await t.api.post('/api/auth/forgot-password').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it('When links are requested again within a minute, then only one e-mail goes out', async () => {
    const user = await signUp(t);
    const before = t.smtp.countTo(user.email);
    await requestLink(user.email);
    await t.api.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.countTo(user.email)).toBe(before + 1);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('When the link is used, then the new password works, every session ends, and the link is spent', async () => {
    const user = await signUp(t);
    const token = await requestLink(user.email);
    const res = await t.api.post('/api/auth/reset-password').send({ token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(401);

    const oldLogin = await t.api.post('/api/auth/login').send({ email: user.email, password: user.password, tenantName: 'Healthcare' });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.api.post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD, tenantName: 'Healthcare' });
    expect(newLogin.status).toBe(200);

    const reused = await t.api.post('/api/auth/reset-password').send({ token, newPassword: 'An0ther!Pass' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Invalid reset token');
    const owner = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: user.email } });
    expect(await t.ctx.prisma.auditEvent.count({ where: { event: 'password.reset', userId: owner.id } })).toBe(1);
  });

  it('When the link is older than an hour, then it is refused', async () => {
    const user = await signUp(t);
    const token = await requestLink(user.email);
    await t.ctx.prisma.passwordResetToken.updateMany({ where: { user: { email: user.email } }, data: { expiresAt: new Date(Date.now() - 1) } });
    const res = await t.api.post('/api/auth/reset-password').send({ token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This reset link has expired. Please request a new password reset.');
  });

  it.each([
    [{ token: 'made-up-token' }, 'Invalid reset token'],
    [{ token: '' }, 'Invalid reset token'],
    [{ newPassword: 'weakpass' }, 'Password does not meet requirements: it needs an uppercase letter, a digit, a special character.'],
  ])('When the input is %o, then it answers 400 "%s" and the password stays', async (change, message) => {
    const user = await signUp(t);
    const token = await requestLink(user.email);
    const res = await t.api.post('/api/auth/reset-password').send({ token, newPassword: NEW_PASSWORD, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(200);
  });
});
