import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, uniqueEmail } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimits: { authPerIp: 8, authPerAccount: 3, windowMs: 60_000 } });
});
afterAll(async () => t.close());

const attempt = (email: string) =>
  t.api.post('/api/auth/login').send({ email, password: 'Wr0ng!Pass', tenantName: 'Healthcare' });

describe('rate limits on sign-in, code and reset calls', () => {
  it('When one account is tried too often, then it answers 429 for that account only', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await attempt(email)).status).toBe(401);
    const limited = await attempt(email.toUpperCase());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please try again in 1 minutes.');
    expect(limited.headers['ratelimit-policy']).toBeDefined();
    expect((await attempt(uniqueEmail())).status).toBe(401);
  });

  it('When one address calls too often across accounts, then it answers 429', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await t.api.post('/api/auth/forgot-password').send({ email: uniqueEmail() })).status;
    expect(last).toBe(429);
    const res = await t.api.post('/api/auth/verify-email').send({ email: uniqueEmail(), code: '1234' });
    expect(res.status).toBe(429);
  });
});

describe('rate limits on the 2FA setup calls', () => {
  it('When one address asks for setup codes too often, then it answers 429', async () => {
    const limitedApp = await startTestApp({ rateLimits: { authPerIp: 4, authPerAccount: 100, windowMs: 60_000 } });
    try {
      const user = await signUp(limitedApp);
      let last = 0;
      for (let i = 0; i < 4; i++) {
        last = (await limitedApp.api.post('/api/users/verify-2fa-setup').set(bearer(user.token)).send({ code: '1234' })).status;
      }
      expect(last).toBe(429);
    } finally {
      await limitedApp.close();
    }
  });
});

describe('rate limits behind a proxy', () => {
  it('When TRUST_PROXY=1 names the one proxy in front, then each visitor it forwards has a budget of their own', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: '1' }, rateLimits: { authPerIp: 3, authPerAccount: 100, windowMs: 60_000 } });
    try {
      const forgot = (visitor: string) => proxied.api.post('/api/auth/forgot-password').set('X-Forwarded-For', visitor).send({ email: uniqueEmail() });
      for (let i = 0; i < 3; i++) expect((await forgot('203.0.113.7')).status).toBe(200);
      expect((await forgot('203.0.113.7')).status).toBe(429);

      expect((await forgot('198.51.100.20')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
