import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  it('When the database answers, then /api/health says ok', async () => {
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('When a request comes in, then the answer carries security headers and a request id', async () => {
    const res = await t.api.get('/api/health').set('X-Request-Id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    const generated = await t.api.get('/api/health').set('X-Request-Id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("When the API answers a user's own data, then no browser or proxy may keep it, and no ETag is computed for it", async () => {
    const user = await signUp(t);
    for (const url of ['/api/users/profile', '/api/resumes?page=1&limit=12', '/api/nope', '/api/health/live']) {
      const res = await t.api.get(url).set(bearer(user.token));
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('When an unknown API path is called, then it answers 404 in JSON', async () => {
    const res = await t.api.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('When a JSON body is over the limit, then it answers 413', async () => {
    const res = await t.api.post('/api/auth/login').send({ email: 'a@b.co', password: 'x'.repeat(200_000), tenantName: 'Healthcare' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('When no CORS origin is configured, then cross-origin callers get no CORS grant', async () => {
    const res = await t.api.get('/api/health').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('When a CORS origin is configured, then only that origin is granted', async () => {
    const withCors = await startTestApp({ env: { CORS_ORIGINS: 'https://hr.example.com' } });
    try {
      const allowed = await withCors.api.get('/api/health').set('Origin', 'https://hr.example.com');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://hr.example.com');
      const other = await withCors.api.get('/api/health').set('Origin', 'https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });

  it('When the database is gone, then /api/health answers 503 and /api/health/live still 200', async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const res = await broken.api.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'error', database: 'unreachable' });
    const live = await broken.api.get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    await broken.smtp.close();
  });
});
