import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Many signed-in calls at once, as a busy team makes them. Over `npm run test:wire` they spread
// over the pool's several connections to a real PostgreSQL server.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('concurrent requests', () => {
  it('When four users sign in, edit and read at the same time, then every call succeeds and each sees only their own data', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(t, { firstName: `User${i}` })));
    const calls = users.flatMap((user, i) =>
      Array.from({ length: 8 }, (_, round) =>
        round % 4 === 0
          ? t.api.patch('/api/users/profile').set(bearer(user.token)).send({ firstName: `User${i}`, lastName: `Round${round}` })
          : round % 4 === 1
            ? t.api.post('/api/auth/login').send({ email: user.email, password: user.password, tenantName: 'Healthcare' })
            : round % 4 === 2
              ? t.api.get('/api/resumes?limit=12').set(bearer(user.token))
              : t.api.get('/api/auth/me').set(bearer(user.token)),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    for (const [i, user] of users.entries()) {
      const me = await t.api.get('/api/auth/me').set(bearer(user.token));
      expect(me.body).toMatchObject({ email: user.email, firstName: `User${i}` });
    }
    if (process.env.TEST_DATABASE_URL) expect(t.database.pool.totalCount).toBeGreaterThan(1);
  });
});
