import type { Options } from 'express-rate-limit';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.js';
import type { Database } from '../db/database.js';
import { startRateLimitSweep } from '../lifecycle/rate-limit-sweep.js';
import { DatabaseRateLimitStore } from './rate-limit-store.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const WINDOW_MS = 60_000;
let lastPrefix = 0;
/** A store of its own limiter, as the app makes one per limit. */
function newStore(): DatabaseRateLimitStore {
  const store = new DatabaseRateLimitStore(database.prisma, `test-${++lastPrefix}:`);
  store.init({ windowMs: WINDOW_MS } as Options);
  return store;
}
const hitsOf = async (key: string) =>
  (await database.prisma.rateLimitCounter.findUnique({ where: { key } }))?.hits;
const endWindowOf = (key: string) =>
  database.prisma.$executeRaw`UPDATE "RateLimitCounter" SET "resetAt" = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE key = ${key}`;

describe('rate-limit counters in the database', () => {
  it('When a key is hit, then the count goes up within one window that ends windowMs after the first hit', async () => {
    const store = newStore();
    const before = Date.now();
    const first = await store.increment('10.0.0.1');
    const second = await store.increment('10.0.0.1');

    expect([first.totalHits, second.totalHits]).toEqual([1, 2]);
    expect(second.resetTime!.getTime()).toBeGreaterThanOrEqual(before + WINDOW_MS - 1_000);
    expect(second.resetTime!.getTime()).toBeLessThanOrEqual(Date.now() + WINDOW_MS + 1_000);
    expect((await store.increment('10.0.0.2')).totalHits).toBe(1);
  });

  it('When many hits arrive at once, then each gets a count of its own: no two read the same', async () => {
    const store = newStore();
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.increment('burst')));
    expect(counts.map((count) => count.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('When the window is over, then the next hit starts a new one at 1', async () => {
    const store = newStore();
    for (let i = 0; i < 3; i++) await store.increment('late');
    await endWindowOf(`${store.prefix}late`);

    const next = await store.increment('late');
    expect(next.totalHits).toBe(1);
    expect(next.resetTime!.getTime()).toBeGreaterThan(Date.now() + WINDOW_MS - 5_000);
  });

  it('When a hit is given back or the key reset, then the count follows, never below zero', async () => {
    const store = newStore();
    await store.increment('k');
    await store.increment('k');
    await store.decrement('k');
    expect(await hitsOf(`${store.prefix}k`)).toBe(1);
    await store.decrement('k');
    await store.decrement('k');
    expect(await hitsOf(`${store.prefix}k`)).toBe(0);
    await store.resetKey('k');
    expect(await hitsOf(`${store.prefix}k`)).toBeUndefined();
  });

  it('When two limiters count the same client, then their counts stay apart', async () => {
    const [perIp, perAccount] = [newStore(), newStore()];
    await perIp.increment('same');
    expect((await perAccount.increment('same')).totalHits).toBe(1);
  });

  it('When the sweep runs, then counters whose window is over are deleted and live ones stay', async () => {
    const store = newStore();
    await store.increment('over');
    await store.increment('live');
    await endWindowOf(`${store.prefix}over`);

    const sweep = startRateLimitSweep(database.prisma, pino({ level: 'silent' }));
    await sweep.stop(); // waits for the first pass, which runs at once

    expect(await hitsOf(`${store.prefix}over`)).toBeUndefined();
    expect(await hitsOf(`${store.prefix}live`)).toBe(1);
  });
});
