// Issue 17, checks 1 and 2: sessions and sign-in limits are the deployment's, not a replica's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, newVisitor, register, signIn, PASSWORD } from './support/api.js';
import { startCluster, type Cluster } from './support/cluster.js';

let cluster: Cluster;
let a: string;
let b: string;
let lb: string;
beforeAll(async () => {
  cluster = await startCluster({ name: 'sign-in', withModelServer: false });
  [a, b] = cluster.replicas.map((replica) => replica.url) as [string, string];
  lb = cluster.lb.url;
});
afterAll(async () => cluster?.stop());

describe('sessions across replicas', () => {
  it('When replica A issues a token, then replica B and the load balancer accept it', async () => {
    const account = await register(a);

    for (const origin of [a, b, lb]) {
      const me = await expectStatus(call(origin, '/auth/me', { token: account.token }), 200);
      expect(me.email).toBe(account.email);
    }
  });

  it("When the password is changed on B, then A refuses the account's other sessions within 100 ms, and keeps the one that changed it", async () => {
    const account = await register(a);
    const otherOnA = await signIn(a, account);
    const changer = await signIn(b, account);
    // A has just checked both other sessions: they sit in its session cache.
    for (const token of [account.token, otherOnA]) await expectStatus(call(a, '/auth/me', { token }), 200);

    await expectStatus(call(b, '/users/change-password', { token: changer, json: { currentPassword: PASSWORD, newPassword: 'Cluster!Pass10' } }), 200);
    // Timed to when the first refused call was sent, not answered: on a busy host one call can
    // take longer than the goal itself.
    const answeredAt = performance.now();
    let refusedAfterMs = Infinity;
    let polls = 0;
    while (performance.now() - answeredAt < 5_000) {
      polls += 1;
      const sentAt = performance.now();
      const res = await call(a, '/auth/me', { token: otherOnA });
      await res.arrayBuffer();
      if (res.status === 401) {
        refusedAfterMs = sentAt - answeredAt;
        break;
      }
    }
    console.log(`check 1: A refused a session ended on B from a call sent ${refusedAfterMs.toFixed(1)} ms after B answered (${polls} calls to A)`);

    expect(refusedAfterMs).toBeLessThanOrEqual(100);
    for (const origin of [a, b, lb]) await expectStatus(call(origin, '/auth/me', { token: account.token }), 401);
    for (const origin of [a, lb]) await expectStatus(call(origin, '/auth/me', { token: changer }), 200);
  });
});

type Attempt = { route: string; body: object; visitor: string };

const wrongPassword = (email: string, visitor: string): Attempt => ({
  route: '/auth/login',
  body: { email, password: 'Wrong!Pass1', tenantName: 'Healthcare' },
  visitor,
});

/** Calls one after the other, each to the next origin in turn: every answer's status and message. */
async function attempts(origins: string[], count: number, attempt: (i: number) => Attempt) {
  const answers: string[] = [];
  for (let i = 0; i < count; i++) {
    const { route, body: json, visitor } = attempt(i);
    const res = await call(origins[i % origins.length]!, route, { json, visitor });
    const body = (await res.json()) as { message?: string };
    answers.push(`${res.status} ${body.message ?? ''}`);
  }
  return answers;
}

/** ["401 x", "401 x", "429 y"] -> "2 x 401 x, 1 x 429 y": runs of the same answer, to print. */
const runsOf = (answers: string[]) =>
  answers
    .reduce<{ answer: string; count: number }[]>((runs, answer) => {
      const last = runs.at(-1);
      if (last?.answer === answer) last.count += 1;
      else runs.push({ answer, count: 1 });
      return runs;
    }, [])
    .map((run) => `${run.count} x ${run.answer}`)
    .join(', ');

describe('sign-in limits across replicas', () => {
  // Each scenario runs twice at once, for different accounts and visitors: every attempt to
  // replica A alone, and the attempts spread over A, B and the load balancer in turn. The
  // answers, status and message, must be the same one by one.
  const scenarios: { name: string; count: number; setUp: () => Promise<(i: number) => Attempt> }[] = [
    {
      name: '21 wrong passwords for one account from one visitor',
      count: 21,
      setUp: async () => {
        const { email } = await register(a);
        const visitor = newVisitor();
        return () => wrongPassword(email, visitor);
      },
    },
    {
      name: '21 wrong passwords for one account, each from another visitor',
      count: 21,
      setUp: async () => {
        const { email } = await register(a);
        return () => wrongPassword(email, newVisitor());
      },
    },
    {
      name: '21 wrong passwords for an address with no account',
      count: 21,
      setUp: async () => {
        const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
        const visitor = newVisitor();
        return () => wrongPassword(email, visitor);
      },
    },
    {
      // The per-visitor budget counts every sign-in, code and reset call; resets cost no password hash.
      name: '61 password-reset requests from one visitor',
      count: 61,
      setUp: async () => {
        const prefix = randomUUID().slice(0, 8);
        const visitor = newVisitor();
        return (i) => ({ route: '/auth/forgot-password', body: { email: `forgetful-${prefix}-${i}@example.com` }, visitor });
      },
    },
  ];

  for (const scenario of scenarios) {
    it(`When ${scenario.name} are spread over both replicas, then they meet the same 429 as on one`, async () => {
      const [onOne, spread] = await Promise.all([
        scenario.setUp().then((attempt) => attempts([a], scenario.count, attempt)),
        scenario.setUp().then((attempt) => attempts([a, b, lb], scenario.count, attempt)),
      ]);
      console.log(`check 2: ${scenario.name}\n  one replica: ${runsOf(onOne)}\n  A, B, LB:    ${runsOf(spread)}`);

      expect(onOne.some((answer) => answer.startsWith('429 '))).toBe(true);
      expect(spread).toEqual(onOne);
    });
  }
});
