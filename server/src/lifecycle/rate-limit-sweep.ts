import type { PrismaClient } from '../db/database.js';
import { deleteExpiredCounters } from '../http/rate-limit-store.js';
import type { Logger } from '../logger.js';
import { startBackgroundLoop, type BackgroundLoop } from './background-loop.js';
import { tryLeadChore } from './chore-lease.js';

/** As long as the sign-in window: a counter outlives its window by at most this much. */
export const RATE_LIMIT_SWEEP_MS = 15 * 60_000;

/** Deletes the rate-limit counters whose window is over, on one replica at a time. */
export function startRateLimitSweep(prisma: PrismaClient, logger: Logger): BackgroundLoop {
  return startBackgroundLoop({
    async step() {
      if (await tryLeadChore(prisma, 'rate-limit-sweep', RATE_LIMIT_SWEEP_MS)) {
        const removed = await deleteExpiredCounters(prisma);
        if (removed > 0) logger.debug({ removed }, 'expired rate-limit counters removed');
      }
      return RATE_LIMIT_SWEEP_MS;
    },
    delayAfterError: RATE_LIMIT_SWEEP_MS,
    onError: (error) => logger.error({ err: error }, 'removing expired rate-limit counters failed'),
  });
}
