import type { RetentionSetting } from '@app/shared';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../auth/audit.js';
import { auditOf, type Actor } from './actor.js';

export async function readRetentionSetting(ctx: AppContext, tenantId: string): Promise<RetentionSetting> {
  const tenant = await ctx.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { retentionMonths: true } });
  return { months: tenant.retentionMonths };
}

/** Turns the tenant's rule on (months) or off (null), recorded in the audit trail. */
export async function changeRetentionSetting(ctx: AppContext, options: { actor: Actor; months: number | null }): Promise<RetentionSetting> {
  const { actor, months } = options;
  await ctx.prisma.tenant.update({ where: { id: actor.tenantId }, data: { retentionMonths: months } });
  await recordAudit(ctx, { event: 'retention.changed', ...auditOf(actor), detail: { months, via: actor.via } });
  return { months };
}
