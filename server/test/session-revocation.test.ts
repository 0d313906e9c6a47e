import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/modules/auth/session-cache.js';
import { bearer, signUp } from './support/factories.js';
import { resetTokenIn } from './support/smtp-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The session check is cached for a few seconds; these prove that no revoking action waits for it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'N3w!Password';

async function secondSession(email: string, password: string): Promise<string> {
  const res = await t.api.post('/api/auth/login').send({ email, password, tenantName: 'Healthcare' });
  expect(res.status).toBe(200);
  return res.body.accessToken;
}

/** Uses the token twice, so its check is in the cache when the revocation comes. */
async function warm(token: string) {
  expect((await t.api.get('/api/auth/me').set(bearer(token))).status).toBe(200);
  expect((await t.api.get('/api/users/profile').set(bearer(token))).status).toBe(200);
}

describe('revocation with the session cache warm', () => {
  it('When the password is changed, then the other session is refused on its very next call', async () => {
    const user = await signUp(t);
    const other = await secondSession(user.email, user.password);
    await warm(other);
    await warm(user.token);
    const changed = await t.api
      .post('/api/users/change-password')
      .set(bearer(user.token))
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    const refused = await t.api.get('/api/auth/me').set(bearer(other));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Your session has ended. Please sign in again.');
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(200);
  });

  it('When the password is reset by link, then every session (token version bumped) is refused at once', async () => {
    const user = await signUp(t);
    const other = await secondSession(user.email, user.password);
    await warm(user.token);
    await warm(other);
    await t.api.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = resetTokenIn(await t.smtp.latestTo(user.email, 'Reset'));
    await t.api.post('/api/auth/reset-password').send({ token, newPassword: NEW_PASSWORD }).expect(200);
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(401);
    expect((await t.api.get('/api/auth/me').set(bearer(other))).status).toBe(401);
  });

  it('When a session is revoked while its check is in flight, then the stale answer is not cached', async () => {
    const user = await signUp(t);
    const { revokeSessions } = await import('../src/modules/auth/sessions.js');
    const owner = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: user.email } });
    // The check and the revocation race; whichever order they land in, the next call is refused.
    const [raced] = await Promise.all([t.api.get('/api/auth/me').set(bearer(user.token)), revokeSessions(t.ctx, owner.id)]);
    expect([200, 401]).toContain(raced.status);
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(401);
  });

  it('When another process ends a session in the database, then this server refuses it once the cache time has passed', async () => {
    const user = await signUp(t);
    await warm(user.token);
    const owner = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: user.email } });
    // Written straight to the table, as a second replica would: this process's cache is not told.
    await t.ctx.prisma.session.updateMany({ where: { userId: owner.id }, data: { revokedAt: new Date() } });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_TTL_MS + 1 });
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(401);
  });
});
