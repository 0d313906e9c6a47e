import type { User } from '@app/shared';
import type { Caller } from '../../context.js';
import type { Database, PrismaClient } from '../../db/database.js';
import { listen, notify, type NotificationListener } from '../../db/notifications.js';
import type { Logger } from '../../logger.js';

/** How long a checked session is believed without asking the database again. */
export const SESSION_CACHE_TTL_MS = 3_000;
/** Bounds the memory: the oldest entry makes room. */
export const MAX_CACHED_SESSIONS = 10_000;
/** The PostgreSQL channel on which a process names the user whose sessions or profile it changed. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

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
 * Every code path that ends sessions or bumps a user's token version goes through
 * `revokeSessions`, which calls `forgetUserSessions`; so does every change of what the profile
 * shows. That drops the user's entries here at once and, through a PostgreSQL NOTIFY, in every
 * other process on the database (replicas, admin commands), which follow the channel with
 * `followSessionChanges`. While such a process cannot listen, its cache neither answers nor keeps.
 */
class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /**
   * Counts revocations. A check that read the database before a revocation must not cache what
   * it read after it: `set` takes the generation seen before the read and drops stale answers.
   */
  generation = 0;
  /** False while a change made by another process could go unheard (see followSessionChanges). */
  isTrusted: () => boolean = () => true;

  get(token: string, now: number): SignedIn | undefined {
    if (!this.isTrusted()) return undefined;
    const entry = this.entries.get(token);
    if (entry && entry.checkedUntil <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, entry: CachedSession, readAtGeneration: number, now: number): void {
    if (readAtGeneration !== this.generation || !this.isTrusted()) return;
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

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
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
 * Drops every cached session of a user, in this process and in every process that follows the
 * database's session changes: their next call is checked against the database. Called after
 * their sessions end and after what their profile shows changes; the notification goes out once
 * the change is committed, so a replica that hears it reads the new state.
 */
export async function forgetUserSessions(prisma: PrismaClient, userId: string): Promise<void> {
  caches.get(prisma)?.forgetUser(userId);
  await notify(prisma, SESSION_CHANGES_CHANNEL, userId);
}

/**
 * Makes the session cache of `prisma` drop what another process changed (LISTEN on the session
 * changes channel), and stay off while the listening connection is down or coming back.
 */
export async function followSessionChanges(prisma: PrismaClient, database: Database, logger: Logger): Promise<NotificationListener> {
  const cache = sessionCacheOf(prisma);
  const listener = await listen(
    database,
    SESSION_CHANGES_CHANNEL,
    { onNotification: (userId) => cache.forgetUser(userId), onGap: () => cache.forgetAll() },
    logger,
  );
  cache.isTrusted = () => listener.isListening;
  return listener;
}
