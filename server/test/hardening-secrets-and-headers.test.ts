import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import { bearer, GOOD_PASSWORD, uniqueEmail } from './support/factories.js';
import { codeIn, resetTokenIn } from './support/smtp-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The app's own logger (with its redaction) at debug level, writing into memory.
const logLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: createLogger('debug', sink) });
});
afterAll(async () => t.close());

describe('secrets never reach the logs', () => {
  it('When a user signs up, signs in with 2FA, resets the password and meets a failing mail server, then no code, token or password is logged', async () => {
    const seen: string[] = [];
    const keep = <T extends string>(secret: T) => (seen.push(secret), secret);
    const email = uniqueEmail();
    const password = keep(`${GOOD_PASSWORD}-first`);
    await t.api.post('/api/auth/register').send({ firstName: 'Ada', lastName: 'L', email, password }).expect(201);
    const verifyCode = keep(codeIn(await t.smtp.latestTo(email, 'Verify')));
    const first = await t.api.post('/api/auth/verify-email').send({ email, code: verifyCode }).expect(200);
    const token = keep(first.body.accessToken as string);
    keep(String(first.headers['set-cookie']).split(';')[0]!.split('=')[1]!);

    await t.api.post('/api/users/initiate-2fa-setup').set(bearer(token)).expect(200);
    const setupCode = keep(codeIn(await t.smtp.latestTo(email, 'two-factor')));
    await t.api.post('/api/users/verify-2fa-setup').set(bearer(token)).send({ code: setupCode }).expect(200);
    await t.api.post('/api/auth/login').send({ email, password, tenantName: 'Healthcare' }).expect(200);
    const loginCode = keep(codeIn(await t.smtp.latestTo(email, 'sign-in code')));
    await t.api.post('/api/auth/verify-2fa').send({ email, code: '0000' === loginCode ? '1111' : '0000', tenantName: 'Healthcare' });
    const second = await t.api.post('/api/auth/verify-2fa').send({ email, code: loginCode, tenantName: 'Healthcare' }).expect(200);
    keep(second.body.accessToken as string);

    await t.api.post('/api/auth/forgot-password').send({ email }).expect(200);
    const resetToken = keep(resetTokenIn(await t.smtp.latestTo(email, 'Reset')));
    const newPassword = keep(`${GOOD_PASSWORD}-second`);
    await t.api.post('/api/auth/reset-password').send({ token: resetToken, newPassword }).expect(200);
    await t.api.post('/api/auth/login').send({ email, password: keep('Wr0ng!Guess'), tenantName: 'Healthcare' }).expect(401);
    await t.api.get('/api/auth/me').set(bearer(token)).expect(401);

    // A mail server that refuses: the error path logs the failure, not the message.
    const other = uniqueEmail();
    t.smtp.failNextDeliveries(5);
    const refused = await t.api.post('/api/auth/register').send({ firstName: 'B', lastName: 'C', email: other, password: keep(`${GOOD_PASSWORD}-third`) });
    expect(refused.status).toBe(503);

    const logs = logLines.join('');
    expect(logs).toContain('request completed'); // the logger really was writing at debug level
    expect(logs).toContain('could not send a verification code');
    for (const secret of seen) {
      // Four digits also occur inside line numbers, times and ids: a code counts as logged when it stands alone.
      const logged = secret.length > 4 ? logs.includes(secret) : new RegExp(`(?<![\\w:.])${secret}(?![\\w:])`).test(logs);
      expect(logged, `a secret of ${secret.length} characters is in the logs`).toBe(false);
    }
  });
});

describe('security headers', () => {
  const expectCommonHeaders = (headers: Record<string, string>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-powered-by']).toBeUndefined();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("base-uri 'self'");
  };
  // Over plain HTTP (a LAN install at http://server:3000): no HSTS, and no upgrade of the page's
  // own scripts to https://, which would leave the page blank.
  const expectPlainHttp = (headers: Record<string, string>) => {
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  };

  it.each([
    ['a health check', '/api/health', 200],
    ['an unknown API path', '/api/nothing-here', 404],
    ['a call without a session', '/api/users/profile', 401],
  ])('When the API answers %s, then it carries CSP, nosniff and frame options', async (_label, url, status) => {
    const res = await t.api.get(url);
    expect(res.status).toBe(status);
    expectCommonHeaders(res.headers);
    expectPlainHttp(res.headers);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('When the app page is served, then it carries the same headers', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'rw-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    const app = supertest(createApp(t.ctx, { ping: t.database.ping, clientDir }));
    for (const url of ['/login', '/dashboard', '/index.html']) {
      const res = await app.get(url);
      expect(res.status, url).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expectCommonHeaders(res.headers);
      expectPlainHttp(res.headers);
    }
  });

  it('When the app is reached over HTTPS through a trusted proxy, then HSTS and the upgrade of insecure requests are on; a forged header without the proxy changes nothing', async () => {
    const behindProxy = supertest(createApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy: 'loopback' } }, { ping: t.database.ping }));
    const secure = await behindProxy.get('/api/health').set('X-Forwarded-Proto', 'https');
    expectCommonHeaders(secure.headers);
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=(\d{8,}|3\d{7}|[2-9]\d{7});\s*includeSubDomains/);
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');

    const forged = await t.api.get('/api/health').set('X-Forwarded-Proto', 'https');
    expectPlainHttp(forged.headers);
  });
});
