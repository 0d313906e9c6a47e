import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, signUp, uniqueEmail } from './support/factories.js';
import { codeIn } from './support/smtp-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  password: GOOD_PASSWORD,
  ...extra,
});

describe('POST /api/auth/register', () => {
  it('When the form is valid, then the account waits for a 4-digit code e-mailed for 600 s', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const res = await t.api.post('/api/auth/register').send(registration(email));
    const after = Date.now();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ requiresVerification: true, email });
    expect(res.body.accessToken).toBeUndefined();
    // 600 s from the moment the server made the code, somewhere within the request (slow on a busy runner).
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 600_000 - 1);
    expect(expiresAt).toBeLessThanOrEqual(after + 600_000);

    const mail = await t.smtp.latestTo(email);
    expect(mail.subject).toContain('Recruiting Workspace');
    expect(codeIn(mail)).toMatch(/^\d{4}$/);
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain(codeIn(mail));

    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email }, include: { tenant: true } });
    expect(user.tenant.name).toBe('Healthcare');
    expect(user.emailVerified).toBe(false);
    expect(user.passwordHash).not.toContain(GOOD_PASSWORD);
    const stored = await t.ctx.prisma.verificationCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.codeHash).not.toContain(codeIn(mail));
  });

  it('When a tenant is named in any case, then the account joins that organisation', async () => {
    const email = uniqueEmail();
    const res = await t.api.post('/api/auth/register').send(registration(email, { tenantName: 'capital holdings' }));
    expect(res.status).toBe(201);
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email }, include: { tenant: true } });
    expect(user.tenant.name).toBe('Capital Holdings');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: undefined }, 'Email is required'],
    [{ password: 'Sh0rt!' }, 'Password does not meet requirements: it needs at least 8 characters.'],
    [{ password: 'lowercase1!' }, 'Password does not meet requirements: it needs an uppercase letter.'],
    [{ password: 'UPPERCASE1!' }, 'Password does not meet requirements: it needs a lowercase letter.'],
    [{ password: 'NoDigits!!' }, 'Password does not meet requirements: it needs a digit.'],
    [{ password: 'NoSpecial12' }, 'Password does not meet requirements: it needs a special character.'],
    [{ tenantName: 'Acme' }, 'Unknown tenant. Choose Healthcare or Capital Holdings.'],
  ])('When the input is %o, then it answers 400 "%s" and stores nothing', async (change, message) => {
    const email = uniqueEmail('bad');
    const res = await t.api.post('/api/auth/register').send(registration(email, change));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.ctx.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('When the body is not JSON, then it answers 400 in words', async () => {
    const res = await t.api.post('/api/auth/register').set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
  });

  it('When the address already has a verified account, then it answers 409', async () => {
    const user = await signUp(t);
    const res = await t.api.post('/api/auth/register').send(registration(user.email));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists. Please sign in.');
  });

  it('When verification is switched off, then registering signs the user in directly', async () => {
    const open = await startTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: 'false' } });
    try {
      const res = await open.api.post('/api/auth/register').send(registration(uniqueEmail()));
      expect(res.status).toBe(201);
      expect(res.body.requiresVerification).toBe(false);
      const me = await open.api.get('/api/auth/me').set(bearer(res.body.accessToken));
      expect(me.status).toBe(200);
      expect(me.body.emailVerified).toBe(true);
    } finally {
      await open.close();
    }
  });

  it('When the mail server refuses the code, then it answers 503 and a retry sends a new code', async () => {
    const email = uniqueEmail();
    t.smtp.failNextDeliveries(1);
    const failed = await t.api.post('/api/auth/register').send(registration(email));
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe('We could not send the email right now. Please try again in a moment.');
    expect(await t.ctx.prisma.user.count({ where: { email } })).toBe(1);

    const retried = await t.api.post('/api/auth/register').send(registration(email));
    expect(retried.status).toBe(201);
    expect(codeIn(await t.smtp.latestTo(email))).toMatch(/^\d{4}$/);
  });
});

describe('POST /api/auth/verify-email', () => {
  async function pending() {
    const email = uniqueEmail();
    await t.api.post('/api/auth/register').send(registration(email));
    return { email, code: codeIn(await t.smtp.latestTo(email)) };
  }

  const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

  it('When the code is right, then the user is verified and signed in', async () => {
    const { email, code } = await pending();
    const res = await t.api.post('/api/auth/verify-email').send({ email, code });
    expect(res.status).toBe(200);
    const me = await t.api.get('/api/auth/me').set(bearer(res.body.accessToken));
    expect(me.body).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', tenant: 'Healthcare', emailVerified: true });
  });

  it('When the code is used twice, then the second use fails', async () => {
    const { email, code } = await pending();
    expect((await t.api.post('/api/auth/verify-email').send({ email, code })).status).toBe(200);
    const again = await t.api.post('/api/auth/verify-email').send({ email, code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This email is already verified. Please sign in.');
  });

  it('When the code is wrong, then it answers "Invalid code"', async () => {
    const { email, code } = await pending();
    const res = await t.api.post('/api/auth/verify-email').send({ email, code: wrong(code) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid code');
    const audit = await t.ctx.prisma.auditEvent.findFirst({ where: { event: 'code.failed' }, orderBy: { createdAt: 'desc' } });
    expect(audit?.ip).toBeTruthy();
  });

  it.each(['123', '12345', 'abcd', ''])('When the code is "%s", then it answers 400 and asks for 4 digits', async (code) => {
    const res = await t.api.post('/api/auth/verify-email').send({ email: uniqueEmail(), code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Code must be exactly 4 digits');
  });

  it('When the code has expired, then it says so', async () => {
    const { email, code } = await pending();
    await t.ctx.prisma.verificationCode.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await t.api.post('/api/auth/verify-email').send({ email, code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Code expired. Please request a new one.');
  });

  it('When a code was guessed wrong 3 times, then even the right code no longer works', async () => {
    const { email, code } = await pending();
    for (let i = 0; i < 3; i++) {
      expect((await t.api.post('/api/auth/verify-email').send({ email, code: wrong(code) })).body.message).toBe('Invalid code');
    }
    const res = await t.api.post('/api/auth/verify-email').send({ email, code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code was entered wrong too many times. Please request a new one.');
  });

  it('When an account reaches 10 wrong codes in an hour, then the step pauses with 429 and the owner is told', async () => {
    const { email, code } = await pending();
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email } });
    // Nine earlier failures within the hour, as the audit log would hold them.
    await t.ctx.prisma.auditEvent.createMany({
      data: Array.from({ length: 9 }, () => ({ event: 'code.failed', userId: user.id, detail: { purpose: 'email_verification' } })),
    });
    const tenth = await t.api.post('/api/auth/verify-email').send({ email, code: wrong(code) });
    expect(tenth.body.message).toBe('Invalid code');
    const notice = await t.smtp.latestTo(email, 'Too many wrong codes');
    expect(notice.text).toContain('paused for an hour');

    const paused = await t.api.post('/api/auth/verify-email').send({ email, code });
    expect(paused.status).toBe(429);
    expect(paused.body.message).toBe('Too many wrong codes. This step is paused for an hour; we have emailed you about it.');
    const stillPending = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(stillPending.emailVerified).toBe(false);
  });

  it('When a code was sent for 2FA setup, then it does not verify the e-mail', async () => {
    const { email } = await pending();
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email } });
    await t.ctx.prisma.verificationCode.updateMany({ where: { userId: user.id }, data: { purpose: 'two_factor_setup' } });
    const code = codeIn(await t.smtp.latestTo(email));
    const res = await t.api.post('/api/auth/verify-email').send({ email, code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid code');
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('When asked within 60 s, then it answers 429; after that, a new code replaces the old one', async () => {
    const email = uniqueEmail();
    await t.api.post('/api/auth/register').send(registration(email));
    const first = codeIn(await t.smtp.latestTo(email));

    const early = await t.api.post('/api/auth/resend-verification').send({ email });
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);

    await t.ctx.prisma.verificationCode.updateMany({
      where: { user: { email } },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    const mailsBefore = t.smtp.countTo(email);
    const res = await t.api.post('/api/auth/resend-verification').send({ email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('New verification code sent to your email!');
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now() + 590_000);
    expect(t.smtp.countTo(email)).toBe(mailsBefore + 1);
    const second = codeIn(await t.smtp.latestTo(email));

    if (first !== second) {
      const old = await t.api.post('/api/auth/verify-email').send({ email, code: first });
      expect(old.body.message).toBe('Invalid code');
    }
    expect((await t.api.post('/api/auth/verify-email').send({ email, code: second })).status).toBe(200);
  });

  it('When five codes were sent in the last hour, then a sixth is refused', async () => {
    const email = uniqueEmail();
    await t.api.post('/api/auth/register').send(registration(email));
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email } });
    await t.ctx.prisma.verificationCode.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 30 * 60_000) } });
    await t.ctx.prisma.verificationCode.createMany({
      data: Array.from({ length: 4 }, () => ({
        userId: user.id,
        purpose: 'email_verification',
        codeHash: 'x',
        expiresAt: new Date(),
        createdAt: new Date(Date.now() - 20 * 60_000),
      })),
    });
    const res = await t.api.post('/api/auth/resend-verification').send({ email });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many codes were requested. Please try again in an hour.');
  });

  it('When the address has no pending account, then it answers 400', async () => {
    const res = await t.api.post('/api/auth/resend-verification').send({ email: uniqueEmail() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No account is waiting for verification with this email.');
  });
});
