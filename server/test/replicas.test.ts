import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { executeCommand } from '../src/admin/run-command.js';
import { createEmbedder } from '../src/ai/embedder.js';
import { defaultRateLimits } from '../src/http/rate-limit.js';
import { MAX_TRIES_PER_CODE } from '../src/modules/auth/codes.js';
import { bearer, signUp, uniqueEmail } from './support/factories.js';
import { cachedSessionOn, msUntilRefused, msUntilSeen, NEW_PASSWORD, newAddress } from './support/replicas.js';
import { codeIn } from './support/smtp-capture.js';
import { openTestDatabase } from './support/test-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Two replicas of the app on one database (issue 17): each has its own memory (session cache,
// rate limiters), the database is the same. In `npm test` they share the in-memory PGlite; in
// `npm run test:wire` each has its own pool and its own listening connection to PostgreSQL, as
// two processes behind a load balancer have.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // The limits the product ships with; each test signs in from an address of its own.
  const options = { rateLimits: defaultRateLimits, env: { TRUST_PROXY: 'loopback' } };
  a = await startTestApp(options);
  b = await startTestApp({ ...options, replicaOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('sign-in limits shared by the replicas', () => {
  it('When 21 wrong passwords for one address are spread over two replicas, then the 21st meets the same 429 as on one', async () => {
    const email = uniqueEmail('target');
    const answers: number[] = [];
    for (let i = 0; i < defaultRateLimits.authPerAccount; i++) {
      const replica = i % 2 === 0 ? a : b;
      answers.push((await replica.api.post('/api/auth/login').set(newAddress()).send({ email, password: 'Wr0ng!Pass', tenantName: 'Healthcare' })).status);
    }
    expect(answers).toEqual(Array(defaultRateLimits.authPerAccount).fill(401));

    for (const replica of [a, b]) {
      const limited = await replica.api.post('/api/auth/login').set(newAddress()).send({ email, password: 'Wr0ng!Pass', tenantName: 'Healthcare' });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    }
  });

  it('When one address calls both replicas, then its 61st call of the window is refused wherever it lands', async () => {
    const address = newAddress();
    for (let i = 0; i < defaultRateLimits.authPerIp; i++) {
      const replica = i % 2 === 0 ? a : b;
      expect((await replica.api.post('/api/auth/forgot-password').set(address).send({ email: uniqueEmail() })).status).toBe(200);
    }
    const limited = await b.api.post('/api/auth/forgot-password').set(address).send({ email: uniqueEmail() });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect((await a.api.post('/api/auth/forgot-password').set(newAddress()).send({ email: uniqueEmail() })).status).toBe(200);
  });

  it(`When wrong codes race on one code through both replicas, then only ${MAX_TRIES_PER_CODE} are compared`, async () => {
    const email = uniqueEmail('racer');
    await a.api.post('/api/auth/register').set(newAddress()).send({ firstName: 'A', lastName: 'B', email, password: 'Str0ng!Pass' }).expect(201);
    const code = codeIn(await a.smtp.latestTo(email, 'Verify'));
    const wrong = Array.from({ length: 8 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));

    const answers = await Promise.all(
      wrong.map((guess, i) => (i % 2 === 0 ? a : b).api.post('/api/auth/verify-email').set(newAddress()).send({ email, code: guess })),
    );

    const messages = answers.map((res) => `${res.status} ${res.body.message}`).sort();
    expect(messages).toEqual([
      ...Array(MAX_TRIES_PER_CODE).fill('400 Invalid code'),
      ...Array(wrong.length - MAX_TRIES_PER_CODE).fill('400 This code was entered wrong too many times. Please request a new one.'),
    ]);
    const user = await a.ctx.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(await a.ctx.prisma.auditEvent.count({ where: { userId: user.id, event: 'code.failed' } })).toBe(MAX_TRIES_PER_CODE);
    const right = await b.api.post('/api/auth/verify-email').set(newAddress()).send({ email, code });
    expect(right.body.message).toBe('This code was entered wrong too many times. Please request a new one.');
  });
});

describe('a session ended on one replica', () => {
  it('When the password is changed through one replica, then the other refuses the other sessions within 100 ms of the answer', async () => {
    const user = await signUp(a);
    const elsewhere = await cachedSessionOn(b, user);

    const changed = await a.api.post('/api/users/change-password').set(bearer(user.token)).send({ currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);

    expect(await msUntilRefused(b, elsewhere)).toBeLessThanOrEqual(100);
    expect((await b.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(200);
  });

  it('When the profile is renamed through one replica, then the other shows the new name at once', async () => {
    const user = await signUp(a);
    const onB = await cachedSessionOn(b, user);

    await a.api.patch('/api/users/profile').set(bearer(user.token)).send({ firstName: 'Grace', lastName: 'Hopper' }).expect(200);

    expect(await msUntilSeen(b, onB, (res) => res.body.firstName === 'Grace')).toBeLessThanOrEqual(100);
  });

  it('When an admin command on the database ends the sessions from outside any replica, then both refuse them within 100 ms', async () => {
    const user = await signUp(a);
    const onA = await cachedSessionOn(a, user);
    const onB = await cachedSessionOn(b, user);
    // As `npm run admin` does with DATABASE_URL: a process of its own that opens the database,
    // runs the command and leaves; it follows no changes and serves no one.
    const outside = await openTestDatabase({ sharing: a.database });
    let answeredAt = 0;
    const logger = pino({ level: 'silent' });
    try {
      const output = await executeCommand(
        { prisma: outside.prisma, passwordHashCost: 4, embedder: createEmbedder(a.ctx.config), storage: a.ctx.storage, logger },
        { command: 'end-sessions', options: { email: user.email } },
      );
      answeredAt = performance.now();
      expect(output).toBe(`Ended 3 sessions of ${user.email}.`);
    } finally {
      await outside.close();
    }

    const [onAAfter, onBAfter] = await Promise.all([msUntilRefused(a, onA, answeredAt), msUntilRefused(b, onB, answeredAt)]);
    expect(onAAfter).toBeLessThanOrEqual(100);
    expect(onBAfter).toBeLessThanOrEqual(100);
  });
});
