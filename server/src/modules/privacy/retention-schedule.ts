import type { AppContext } from '../../context.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lifecycle/background-loop.js';
import { tryLeadChore } from '../../lifecycle/chore-lease.js';
import { runRetention } from './retention.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Runs each tenant's retention rule whose last run (its `retention.ran` audit event, in the
 * database so every replica sees it) is a day old or more; answers how many tenants ran.
 */
export async function runDueRetention(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const tenants = await ctx.prisma.tenant.findMany({
    where: {
      retentionMonths: { not: null },
      auditLog: { none: { event: 'retention.ran', createdAt: { gt: new Date(now.getTime() - DAY_MS) } } },
    },
    select: { id: true, retentionMonths: true },
  });
  for (const tenant of tenants) {
    const erased = await runRetention(ctx, { tenantId: tenant.id, months: tenant.retentionMonths!, now });
    if (erased > 0) ctx.logger.info({ tenantId: tenant.id, erased }, 'retention erased candidates with no recent activity');
  }
  return tenants.length;
}

/** Looks hourly for tenants due a retention run, on one replica at a time (the chore lease). */
export function startRetentionSchedule(ctx: AppContext): BackgroundLoop {
  return startBackgroundLoop({
    async step() {
      if (await tryLeadChore(ctx.prisma, 'candidate-retention', HOUR_MS)) await runDueRetention(ctx);
      return HOUR_MS;
    },
    delayAfterError: HOUR_MS,
    onError: (error) => ctx.logger.error({ err: error }, 'the retention run failed'),
  });
}
