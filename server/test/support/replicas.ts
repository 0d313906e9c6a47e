import type { Response } from 'supertest';
import { expect } from 'vitest';
import { bearer } from './factories.js';
import type { TestApp } from './test-app.js';

// Helpers of the suites that run two test apps as replicas of one database (startTestApp's replicaOf).

export const NEW_PASSWORD = 'N3w!Password';

let lastAddress = 0;
/** A client address of its own (the apps trust X-Forwarded-For from loopback), so each test has its own per-IP budget. */
export const newAddress = () => {
  lastAddress += 1;
  return { 'X-Forwarded-For': `10.17.${lastAddress >> 8}.${lastAddress & 255}` };
};

/**
 * How many milliseconds after `since` the first call of `token` that `replica` answers as `isSeen`
 * was sent (asking every few ms; Infinity after 4 s). When it was sent, not answered: a busy test
 * machine can take longer than the goal to answer any one call.
 */
export async function msUntilSeen(replica: TestApp, token: string, isSeen: (res: Response) => boolean, since = performance.now()): Promise<number> {
  while (performance.now() - since < 4_000) {
    const sent = performance.now() - since;
    if (isSeen(await replica.api.get('/api/auth/me').set(bearer(token)))) return sent;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Infinity;
}

/** msUntilSeen of the answer that the session has ended. */
export const msUntilRefused = (replica: TestApp, token: string, since?: number) =>
  msUntilSeen(replica, token, (res) => res.status === 401, since);

/** Signs in on `replica` and uses the token there twice, so its check sits in that replica's cache. */
export async function cachedSessionOn(replica: TestApp, user: { email: string; password: string }): Promise<string> {
  const login = await replica.api.post('/api/auth/login').set(newAddress()).send({ ...user, tenantName: 'Healthcare' });
  expect(login.status).toBe(200);
  for (let i = 0; i < 2; i++) expect((await replica.api.get('/api/auth/me').set(bearer(login.body.accessToken))).status).toBe(200);
  return login.body.accessToken;
}
