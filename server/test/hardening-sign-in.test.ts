import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/http/rate-limit.js';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie.js';
import { MAX_WRONG_CODES_PER_DAY } from '../src/modules/auth/codes.js';
import { signUp, uniqueEmail, type SignedInUser } from './support/factories.js';
import { codeIn } from './support/smtp-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Sign-in as an attacker who knows only the owner's address would try to use it against them.

let t: TestApp;
beforeAll(async () => {
  // The per-account limits the product ships with; the per-IP one lifted, as for an attacker
  // who rotates addresses (and because every call here comes from loopback).
  t = await startTestApp({ rateLimits: { ...defaultRateLimits, authPerIp: 100_000 } });
});
afterAll(async () => t.close());

const WRONG = 'Wr0ng!Pass';

const login = (user: { email: string; tenantName: string }, password: string, cookie?: string) => {
  const call = t.api.post('/api/auth/login');
  if (cookie) call.set('Cookie', cookie);
  return call.send({ email: user.email, password, tenantName: user.tenantName });
};

/** Signs in once from "the owner's browser" and keeps the device cookie it was given. */
async function ownersBrowserCookie(user: SignedInUser): Promise<string> {
  const res = await login(user, user.password);
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

describe('the per-account budget cannot be spent by a stranger', () => {
  it('When a stranger sends 25 forgot-password calls for an address, then its owner still signs in', async () => {
    const owner = await signUp(t);
    for (let i = 0; i < 25; i++) {
      expect((await t.api.post('/api/auth/forgot-password').send({ email: owner.email })).status).toBe(200);
    }
    expect((await login(owner, owner.password)).status).toBe(200);
  });

  it('When the owner signs in 25 times in a row, then successes never pause the account', async () => {
    const owner = await signUp(t);
    for (let i = 0; i < 25; i++) expect((await login(owner, owner.password)).status).toBe(200);
  });

  it('When a stranger guesses wrong until the account pauses, then only the owner\'s known browser gets through', async () => {
    const owner = await signUp(t);
    const cookie = await ownersBrowserCookie(owner);
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await login(owner, WRONG)).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.at(-1)).toBe(429);

    // A browser that never signed in to this account meets the pause, even with the right password...
    const stranger = await login(owner, owner.password);
    expect(stranger.status).toBe(429);
    expect(stranger.body.accessToken).toBeUndefined();
    // ...and so does a forged or foreign device cookie...
    const [name, value] = cookie.split('=') as [string, string];
    expect((await login(owner, owner.password, `${name}=${value.slice(0, -2)}xx`)).status).toBe(429);
    const other = await signUp(t);
    expect((await login(owner, owner.password, await ownersBrowserCookie(other))).status).toBe(429);
    // ...while the owner's own browser signs in.
    const known = await login(owner, owner.password, cookie);
    expect(known.status).toBe(200);
    expect(known.body.accessToken).toEqual(expect.any(String));
  });

  it('When the known browser itself guesses wrong 10 times, then it is paused like any other client', async () => {
    const owner = await signUp(t);
    const cookie = await ownersBrowserCookie(owner);
    for (let i = 0; i < 10; i++) expect((await login(owner, WRONG, cookie)).status).toBe(401);
    expect((await login(owner, owner.password, cookie)).status).toBe(429);
    // The stranger's shared budget was not touched by the device's failures.
    expect((await login(owner, owner.password)).status).toBe(200);
  });
});

describe('the in-memory per-account limit counts wrong guesses only', () => {
  it('When an address is guessed at past the limit, then a known browser still signs in and a stranger waits', async () => {
    const limited = await startTestApp({ rateLimits: { authPerIp: 100, authPerAccount: 3, windowMs: 60_000 } });
    try {
      const owner = await signUp(limited);
      const first = await limited.api.post('/api/auth/login').send({ ...owner });
      const cookie = ([] as string[]).concat(first.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      for (let i = 0; i < 5; i++) await limited.api.post('/api/auth/forgot-password').send({ email: owner.email });
      expect((await limited.api.post('/api/auth/login').send({ ...owner })).status).toBe(200);

      for (let i = 0; i < 3; i++) {
        expect((await limited.api.post('/api/auth/login').send({ ...owner, password: WRONG })).status).toBe(401);
      }
      const stranger = await limited.api.post('/api/auth/login').send({ ...owner });
      expect(stranger.status).toBe(429);
      expect(stranger.body.message).toBe('Too many attempts. Please try again in 1 minutes.');
      expect((await limited.api.post('/api/auth/login').set('Cookie', cookie).send({ ...owner })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the device cookie', () => {
  it('When a browser signs in, then the cookie is HttpOnly, SameSite=Strict, scoped to /api/auth, and Secure behind HTTPS', async () => {
    const owner = await signUp(t);
    const plain = ([] as string[]).concat((await login(owner, owner.password)).headers['set-cookie'] ?? []);
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+;`));
    expect(plain[0]).toContain('HttpOnly');
    expect(plain[0]).toContain('SameSite=Strict');
    expect(plain[0]).toContain('Path=/api/auth');
    expect(plain[0]).not.toContain('Secure');
    // The cookie names no account in clear.
    expect(plain[0]).not.toContain(owner.email.split('@')[0]);

    const https = await startTestApp({ env: { PUBLIC_URL: 'https://app.example.com' } });
    try {
      const user = await signUp(https);
      const res = await https.api.post('/api/auth/login').send({ ...user });
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]).toContain('Secure');
    } finally {
      await https.close();
    }
  });

  it('When a wrong password is given, then no device cookie is set', async () => {
    const owner = await signUp(t);
    expect((await login(owner, WRONG)).headers['set-cookie']).toBeUndefined();
  });
});

describe('4-digit codes: at most 0.2% guessing odds a day', () => {
  it(`When an account reaches ${MAX_WRONG_CODES_PER_DAY} wrong codes in a day, then the step pauses for 24 hours and the owner is told`, async () => {
    const email = uniqueEmail();
    await t.api.post('/api/auth/register').send({ firstName: 'A', lastName: 'B', email, password: 'Str0ng!Pass' }).expect(201);
    const code = codeIn(await t.smtp.latestTo(email, 'Verify'));
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email } });
    // Nineteen earlier failures spread over the day, none in the last hour: the hourly pause is not the one at work.
    await t.ctx.prisma.auditEvent.createMany({
      data: Array.from({ length: MAX_WRONG_CODES_PER_DAY - 1 }, (_, i) => ({
        event: 'code.failed',
        userId: user.id,
        detail: { purpose: 'email_verification' },
        createdAt: new Date(Date.now() - (2 + i) * 3_600_000),
      })),
    });
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const last = await t.api.post('/api/auth/verify-email').send({ email, code: wrong });
    expect(last.status).toBe(400);
    const notice = await t.smtp.latestTo(email, 'Too many wrong codes');
    expect(notice.text).toContain('paused for 24 hours');

    const paused = await t.api.post('/api/auth/verify-email').send({ email, code });
    expect(paused.status).toBe(429);
    expect(paused.body.message).toBe('Too many wrong codes. This step is paused for 24 hours; we have emailed you about it.');
    expect((await t.ctx.prisma.user.findUniqueOrThrow({ where: { email } })).emailVerified).toBe(false);
  });

  it('When the wrong codes are older than a day, then the step works again', async () => {
    const email = uniqueEmail();
    await t.api.post('/api/auth/register').send({ firstName: 'A', lastName: 'B', email, password: 'Str0ng!Pass' }).expect(201);
    const code = codeIn(await t.smtp.latestTo(email, 'Verify'));
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email } });
    await t.ctx.prisma.auditEvent.createMany({
      data: Array.from({ length: MAX_WRONG_CODES_PER_DAY }, () => ({
        event: 'code.failed',
        userId: user.id,
        detail: { purpose: 'email_verification' },
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      })),
    });
    expect((await t.api.post('/api/auth/verify-email').send({ email, code })).status).toBe(200);
  });
});
