import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { PrismaClient } from '../db/database.js';

/**
 * express-rate-limit's hit counters in PostgreSQL ("RateLimitCounter"), so every replica of a
 * deployment spends from one budget. A hit is one statement that creates the key's row, counts it
 * up, or starts a new window when the last one is over: two replicas counting the same key at
 * once never read the same count. The window is fixed and starts with a key's first hit, as in
 * express-rate-limit's memory store, and runs on the database's clock, the same for every replica.
 * Plain statements on the app's pool, no transaction and no held connection: the embedded
 * database's pool has one connection.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowSeconds = 0;

  /** `prefix` names the limiter, so two limiters counting the same client keep apart. */
  constructor(
    private readonly prisma: PrismaClient,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowSeconds = options.windowMs / 1000;
  }

  async increment(key: string): Promise<IncrementResponse> {
    // SET expressions read the row as it was, so both columns test the old "resetAt".
    const [counted] = await this.prisma.$queryRaw<{ hits: number; msLeft: number }[]>`
      INSERT INTO "RateLimitCounter" AS counter (key, hits, "resetAt")
      VALUES (${this.prefix + key}, 1, (now() AT TIME ZONE 'UTC') + make_interval(secs => ${this.windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN counter."resetAt" <= (now() AT TIME ZONE 'UTC') THEN 1 ELSE counter.hits + 1 END,
        "resetAt" = CASE WHEN counter."resetAt" <= (now() AT TIME ZONE 'UTC') THEN EXCLUDED."resetAt" ELSE counter."resetAt" END
      RETURNING hits, (extract(epoch FROM "resetAt" - (now() AT TIME ZONE 'UTC')) * 1000)::float8 AS "msLeft"`;
    return { totalHits: counted!.hits, resetTime: new Date(Date.now() + counted!.msLeft) };
  }

  /** Gives a hit back (a call that turned out not to count, such as a right password). */
  async decrement(key: string): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE "RateLimitCounter" SET hits = hits - 1
      WHERE key = ${this.prefix + key} AND hits > 0 AND "resetAt" > (now() AT TIME ZONE 'UTC')`;
  }

  async resetKey(key: string): Promise<void> {
    await this.prisma.$executeRaw`DELETE FROM "RateLimitCounter" WHERE key = ${this.prefix + key}`;
  }
}

/** Removes the counters whose window is over; a key that comes back starts a new one anyway. */
export async function deleteExpiredCounters(prisma: PrismaClient): Promise<number> {
  return prisma.$executeRaw`DELETE FROM "RateLimitCounter" WHERE "resetAt" <= (now() AT TIME ZONE 'UTC')`;
}
