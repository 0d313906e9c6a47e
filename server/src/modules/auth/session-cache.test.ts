import { describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../db/database.js';
import { MAX_CACHED_SESSIONS, sessionCacheOf } from './session-cache.js';

const clientStandIn = () => ({}) as PrismaClient;
const entry = (userId: string, checkedUntil: number) => ({
  caller: { userId, tenantId: 't', tenantName: 'Healthcare', sessionId: `s-${userId}` },
  user: { id: userId, email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Byron', role: 'recruiter', tenant: 'Healthcare', emailVerified: true, twoFactorEnabled: false, emailOnReply: true },
  checkedUntil,
});

describe('session cache', () => {
  it('When an entry is older than its time to live, then it is not returned', () => {
    const cache = sessionCacheOf(clientStandIn());
    cache.set('a', entry('u1', 1_000), cache.generation, 0);
    expect(cache.get('a', 999)?.caller.userId).toBe('u1');
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('When a user is forgotten, then only their sessions go, and a check read before that is not stored', () => {
    const cache = sessionCacheOf(clientStandIn());
    cache.set('a', entry('u1', 5_000), cache.generation, 0);
    cache.set('b', entry('u2', 5_000), cache.generation, 0);
    const readBefore = cache.generation;
    cache.forgetUser('u1');
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)).toBeDefined();
    cache.set('a', entry('u1', 5_000), readBefore, 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('When it is full, then the oldest entry makes room', () => {
    const cache = sessionCacheOf(clientStandIn());
    for (let i = 0; i <= MAX_CACHED_SESSIONS; i++) cache.set(`s${i}`, entry(`u${i}`, 5_000), cache.generation, 0);
    expect(cache.size).toBe(MAX_CACHED_SESSIONS);
    expect(cache.get('s0', 0)).toBeUndefined();
    expect(cache.get(`s${MAX_CACHED_SESSIONS}`, 0)).toBeDefined();
  });

  it('When entries are past their time, then the next one stored clears them out', () => {
    const cache = sessionCacheOf(clientStandIn());
    cache.set('a', entry('u1', 1_000), cache.generation, 0);
    cache.set('b', entry('u2', 2_000), cache.generation, 0);
    cache.set('c', entry('u3', 4_000), cache.generation, 1_500);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1_500)?.caller.userId).toBe('u2');
  });

  it('When changes of other processes could go unheard, then the cache neither answers nor keeps, and forgets what it held', () => {
    const cache = sessionCacheOf(clientStandIn());
    let isListening = true;
    cache.isTrusted = () => isListening;
    cache.set('a', entry('u1', 5_000), cache.generation, 0);
    const readBefore = cache.generation;

    isListening = false;
    cache.forgetAll();
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('b', entry('u2', 5_000), cache.generation, 0);
    expect(cache.size).toBe(0);

    isListening = true;
    cache.set('a', entry('u1', 5_000), readBefore, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('b', entry('u2', 5_000), cache.generation, 0);
    expect(cache.get('b', 0)?.caller.userId).toBe('u2');
  });

  it('When two database clients exist, then each has its own cache', () => {
    expect(sessionCacheOf(clientStandIn())).not.toBe(sessionCacheOf(clientStandIn()));
  });
});
