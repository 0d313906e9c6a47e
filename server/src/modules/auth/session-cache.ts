import type { User } from '@app/shared';
import type { Caller } from '../../context.js';
import type { PrismaClient } from '../../db/database.js';

/** How long a checked session is believed without asking the database again. */
export const SESSION_CACHE_TTL_MS = 3_000;
/** Bounds the memory: the oldest entry makes room. */
export const MAX_CACHED_SESSIONS = 10_000;

/** A verified session: who calls, and the user as the session check read them. */
export type SignedIn = { caller: Caller; user: User };

export type CachedSession = SignedIn & {
  /** When this entry stops being trusted: the TTL, or the session's end when sooner. */
  checkedUntil: number;
};

/**
 * Bearer tokens verified in the last few seconds, the caller they stand for and the user's
 * profile read with the session, so a signed-in call skips both the signature check and the
 * session query, and GET /auth/me answers without a query. Keyed by the token itself: a hit
 * means the very same token already passed every check (it stays in this process's memory only).
 * Revocation stays immediate in this process: every code path that ends sessions or bumps a
 * user's token version goes through `revokeSessions`, which calls `forgetUserSessions`; so does
 * every change of what the profile shows. Another process sharing the database (a second
 * replica, an admin command on DATABASE_URL) is seen within the TTL.
 */
class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /**
   * Counts revocations. A check that read the database before a revocation must not cache what
   * it read after it: `set` takes the generation seen before the read and drops stale answers.
   */
  generation = 0;

  get(token: string, now: number): SignedIn | undefined {
    const entry = this.entries.get(token);
    if (entry && entry.checkedUntil <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, entry: CachedSession, readAtGeneration: number, now: number): void {
    if (readAtGeneration !== this.generation) return;
    this.entries.delete(token);
    // Maps iterate in insertion order: the first entries are the oldest. Those past their time go
    // now, so the cache holds the last few seconds' tokens, not every token since the start.
    for (const [oldest, { checkedUntil }] of this.entries) {
      if (checkedUntil > now && this.entries.size < MAX_CACHED_SESSIONS) break;
      this.entries.delete(oldest);
    }
    this.entries.set(token, entry);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [token, entry] of this.entries) {
      if (entry.caller.userId === userId) this.entries.delete(token);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

// One cache per database client: each app (and each test app) has its own.
const caches = new WeakMap<PrismaClient, SessionCache>();

export function sessionCacheOf(prisma: PrismaClient): SessionCache {
  let cache = caches.get(prisma);
  if (!cache) caches.set(prisma, (cache = new SessionCache()));
  return cache;
}

/**
 * Drops every cached session of a user: their next call is checked against the database. Called
 * when their sessions end and when what their profile shows changes.
 */
export function forgetUserSessions(prisma: PrismaClient, userId: string): void {
  caches.get(prisma)?.forgetUser(userId);
}
