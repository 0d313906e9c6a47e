import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath, startAdminSocket } from '../src/admin/admin-socket.js';
import { LISTENER_APPLICATION_NAME } from '../src/db/notifications.js';
import { bearer, signUp } from './support/factories.js';
import { cachedSessionOn, msUntilRefused, NEW_PASSWORD } from './support/replicas.js';
import { runAdminCli } from './support/server-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Two replicas on a PostgreSQL server, each with its own pool and its own connection listening
// for session changes, as two processes behind a load balancer: what only a server can show
// (a listening connection that drops, a command from another process). Run by `npm run test:wire`,
// which vitest.config.ts requires for wire-* files.
if (!process.env.TEST_DATABASE_URL) throw new Error('run through npm run test:wire');

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const options = { env: { TRUST_PROXY: 'loopback' } };
  a = await startTestApp(options);
  b = await startTestApp({ ...options, replicaOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const userIdOf = async (email: string) => (await a.ctx.prisma.user.findUniqueOrThrow({ where: { email } })).id;
/** Ends a user's sessions the way no replica hears of: straight in the table, no NOTIFY. */
const endSessionsUnheard = async (email: string) =>
  a.ctx.prisma.session.updateMany({ where: { userId: await userIdOf(email) }, data: { revokedAt: new Date() } });

async function until(condition: () => boolean, ms: number): Promise<void> {
  const started = performance.now();
  while (!condition() && performance.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(condition()).toBe(true);
}

describe('the connection that listens for session changes', () => {
  it('When it is cut, then the replica checks every call against the database until it listens again, and then caches and hears changes again', async () => {
    const user = await signUp(a);
    const onB = await cachedSessionOn(b, user);

    const cut = await a.ctx.prisma.$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`;
    expect(cut).toHaveLength(2);
    await a.ctx.prisma.$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`;
    await until(() => !b.sessionChanges.isListening, 2_000);

    // While nobody listens, a change no replica hears of is seen on the very next call.
    expect((await b.api.get('/api/auth/me').set(bearer(onB))).status).toBe(200);
    await endSessionsUnheard(user.email);
    expect((await b.api.get('/api/auth/me').set(bearer(onB))).status).toBe(401);

    await until(() => b.sessionChanges.isListening && a.sessionChanges.isListening, 10_000);
    const again = await signUp(a);
    const cached = await cachedSessionOn(b, again);
    // Listening again, the cache answers again: a change no one announces is not seen at once...
    await endSessionsUnheard(again.email);
    expect((await b.api.get('/api/auth/me').set(bearer(cached))).status).toBe(200);
    // ...and an announced one is.
    const third = await signUp(a);
    const elsewhere = await cachedSessionOn(b, third);
    await a.api.post('/api/users/change-password').set(bearer(third.token)).send({ currentPassword: third.password, newPassword: NEW_PASSWORD }).expect(200);
    expect(await msUntilRefused(b, elsewhere)).toBeLessThanOrEqual(100);
  });
});

describe('npm run admin with DATABASE_URL', () => {
  it("When an operator ends a user's sessions from beside one replica, then every replica refuses them within 100 ms of the command's answer", async () => {
    const user = await signUp(a);
    const onA = await cachedSessionOn(a, user);
    const onB = await cachedSessionOn(b, user);
    // `docker compose exec app npm run admin ...`: DATA_DIR holds replica A's admin socket.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-admin-'));
    const socket = await startAdminSocket(a.ctx, adminSocketPath(dataDir));
    let answeredAt = 0;
    try {
      const ended = await runAdminCli(dataDir, ['end-sessions', '--email', user.email], {
        DATABASE_URL: a.database.connectionString,
        JWT_SECRET: a.ctx.config.jwtSecret,
      });
      answeredAt = performance.now();
      expect(ended).toMatchObject({ code: 0, stdout: `Ended 3 sessions of ${user.email}.\n` });
    } finally {
      await socket.close();
    }
    const [onAAfter, onBAfter] = await Promise.all([msUntilRefused(a, onA, answeredAt), msUntilRefused(b, onB, answeredAt)]);
    expect(onAAfter).toBeLessThanOrEqual(100);
    expect(onBAfter).toBeLessThanOrEqual(100);
  }, 60_000);
});
