import type { Prisma } from '../../generated/prisma/client.js';
import type { AppContext, RequestOrigin } from '../../context.js';

export type AuditEventName =
  | 'user.registered'
  | 'email.verified'
  | 'login.succeeded'
  | 'login.failed'
  | 'login.blocked_unverified'
  | 'code.failed'
  | 'code.paused'
  | 'password.changed'
  | 'password.reset_requested'
  | 'password.reset'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | DataRightsEventName;

/** What a tenant's Activity tab lists: who handled candidates' data, when, and how much. */
export const DATA_RIGHTS_EVENTS = [
  'candidate.exported',
  'candidate.erased',
  'resume.deleted',
  'retention.ran',
  'retention.changed',
  'outreach.bulk_sent',
] as const;
export type DataRightsEventName = (typeof DATA_RIGHTS_EVENTS)[number];

export type AuditEntry = {
  event: AuditEventName;
  userId?: string;
  tenantId?: string;
  origin: RequestOrigin;
  detail?: Prisma.InputJsonValue;
  /** When, if not now: a run on a given clock (retention) records that clock's time. */
  at?: Date;
};

/** Records a security event with its time and origin (in a transaction when given its client). */
export async function recordAudit(ctx: { prisma: Pick<Prisma.TransactionClient, 'auditEvent'> }, entry: AuditEntry): Promise<void> {
  await ctx.prisma.auditEvent.create({
    data: {
      event: entry.event,
      userId: entry.userId,
      tenantId: entry.tenantId,
      ip: entry.origin.ip,
      userAgent: entry.origin.userAgent?.slice(0, 500),
      detail: entry.detail,
      createdAt: entry.at,
    },
  });
}

/**
 * How many times `event` happened to a user since `since`, optionally only those whose detail
 * has `detail.key` equal to `detail.value`: the basis of per-account limits.
 */
export function countAuditEvents(
  ctx: Pick<AppContext, 'prisma'>,
  where: { userId: string; event: AuditEventName; since: Date; detail?: { key: string; value: string } },
): Promise<number> {
  return ctx.prisma.auditEvent.count({
    where: {
      userId: where.userId,
      event: where.event,
      createdAt: { gte: where.since },
      ...(where.detail ? { detail: { path: [where.detail.key], equals: where.detail.value } } : {}),
    },
  });
}
