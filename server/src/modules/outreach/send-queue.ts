import type { AppContext, Caller } from '../../context.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lifecycle/background-loop.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { Prisma } from '../../generated/prisma/client.js';
import { notFound } from '../../http/http-error.js';
import { OUTREACH_STATUS, WENT_OUT } from './outreach-view.js';
import { deliverClaimed, SEND_TIMEOUT_MS } from './send-outreach.js';

// "Send all drafts": a durable queue in the Outreach table itself (status `queued`), drained by
// one worker per process that claims a row at a time, paced by OUTREACH_PER_MINUTE.

/** A `sending` row older than this was left by a process that stopped mid-send (decision 23). */
export const INTERRUPTED_AFTER_MS = 2 * SEND_TIMEOUT_MS;
export const INTERRUPTED_MESSAGE =
  'Sending was interrupted by a server restart; it may or may not have gone out, so it was not sent again. Retry if the candidate did not receive it.';

const IDLE_POLL_MS = 1_000;
// How often a worker looks for interrupted sends after its first look at start.
const SWEEP_EVERY_MS = 30_000;

/** Ticked drafts, or every draft of the caller's tenant ("Send all drafts"). */
export type QueueTarget = { ids: string[] } | { all: true };

/**
 * Queues the caller's drafts: the ones named, each of which must be a message of the caller's
 * tenant (else 404 and nothing is queued), or all of them. Messages that are no longer drafts, and
 * drafts to unsubscribed recipients, are left alone. One UPDATE claims the rows still in `draft`,
 * so of a double click or two tabs the second finds nothing left: each draft is queued once.
 */
export async function queueDrafts(ctx: AppContext, options: { caller: Caller; target: QueueTarget }): Promise<{ queued: number }> {
  const { caller, target } = options;
  let onlyNamed = Prisma.empty;
  if ('ids' in target) {
    const ids = [...new Set(target.ids.map((id) => id.toLowerCase()))];
    if ((await ctx.prisma.outreach.count({ where: { id: { in: ids }, ...ofTenant(caller) } })) < ids.length) throw notFound('Outreach');
    onlyNamed = Prisma.sql`AND o."id" IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})`;
  }
  const running = await ctx.prisma.outreach.findFirst({
    where: { ...ofTenant(caller), status: { in: [OUTREACH_STATUS.queued, OUTREACH_STATUS.sending] }, queuedAt: { not: null } },
    orderBy: { queuedAt: 'asc' },
    select: { queuedAt: true },
  });
  // Drafts queued while a batch runs join it, so the progress counts them together.
  const batchStartedAt = running?.queuedAt ?? new Date();
  const queued = await ctx.prisma.$executeRaw`
    UPDATE "Outreach" AS o
    SET "status" = ${OUTREACH_STATUS.queued}, "queuedAt" = ${batchStartedAt}, "sentById" = ${caller.userId}::uuid,
        "errorMessage" = NULL, "updatedAt" = ${new Date()}
    WHERE o."tenantId" = ${caller.tenantId}::uuid AND o."status" = ${OUTREACH_STATUS.draft} ${onlyNamed}
      AND NOT EXISTS (SELECT 1 FROM "Unsubscribe" AS u WHERE u."tenantId" = o."tenantId" AND u."email" = lower(o."recipientEmail"))`;
  return { queued };
}

/** Progress of the tenant's latest batch: what waits, what is going out, and how it went so far. */
export async function queueProgress(ctx: AppContext, options: { caller: Caller }) {
  const where = ofTenant(options.caller);
  const latest = await ctx.prisma.outreach.findFirst({
    where: { ...where, queuedAt: { not: null } },
    orderBy: { queuedAt: 'desc' },
    select: { queuedAt: true },
  });
  const count = (status: string | string[]) =>
    ctx.prisma.outreach.count({
      where: { ...where, queuedAt: latest?.queuedAt ?? new Date(0), status: { in: typeof status === 'string' ? [status] : status } },
    });
  const [queued, sending, sentSinceStart, failedSinceStart] = latest
    ? await Promise.all([count(OUTREACH_STATUS.queued), count(OUTREACH_STATUS.sending), count(WENT_OUT), count(OUTREACH_STATUS.failed)])
    : [0, 0, 0, 0];
  return { queued, sending, sentSinceStart, failedSinceStart, perMinute: ctx.config.outreachPerMinute };
}

/**
 * Rows left in `sending` by a process that stopped mid-send: the mail server may or may not have
 * taken the message, and sending again could mail the candidate twice. They become `failed` with
 * a reason that says so, and a person decides on a retry: never sent twice, never stuck.
 */
export async function resolveInterruptedSends(ctx: AppContext, now = new Date()): Promise<number> {
  const stale = await ctx.prisma.outreach.findMany({
    where: { status: OUTREACH_STATUS.sending, updatedAt: { lt: new Date(now.getTime() - INTERRUPTED_AFTER_MS) } },
    select: { id: true, tenantId: true },
  });
  for (const row of stale) {
    const { count } = await ctx.prisma.outreach.updateMany({
      where: { id: row.id, status: OUTREACH_STATUS.sending },
      data: { status: OUTREACH_STATUS.failed, errorMessage: INTERRUPTED_MESSAGE },
    });
    if (count > 0) {
      await ctx.prisma.outreachEvent.create({
        data: { tenantId: row.tenantId, outreachId: row.id, type: 'failed', detail: { reason: INTERRUPTED_MESSAGE } },
      });
    }
  }
  return stale.length;
}

/** Claims the oldest queued row of any tenant; concurrent workers never get the same one. */
async function claimNextQueued(ctx: AppContext): Promise<string | null> {
  const rows = await ctx.prisma.$queryRaw<{ id: string }[]>`
    UPDATE "Outreach" SET "status" = 'sending', "updatedAt" = ${new Date()}
    WHERE "id" = (
      SELECT "id" FROM "Outreach" WHERE "status" = 'queued'
      ORDER BY "queuedAt", "createdAt", "id" LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}

export type OutreachQueue = BackgroundLoop;

/**
 * Starts the worker: resolves sends a crash interrupted (at start, then every 30 s), and sends
 * one queued message every 60 / OUTREACH_PER_MINUTE seconds while there are any, looking again
 * every second when there are none. `stop` lets the message in hand finish, so nothing is left half-sent.
 */
export function startOutreachQueue(ctx: AppContext): OutreachQueue {
  const pauseMs = 60_000 / ctx.config.outreachPerMinute;
  let lastSweep = -Infinity;
  return startBackgroundLoop({
    delayAfterError: IDLE_POLL_MS,
    onError: (error) => ctx.logger.error({ err: error }, 'outreach queue step failed'),
    async step(isStopping) {
      if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await resolveInterruptedSends(ctx);
      }
      const id = isStopping() ? null : await claimNextQueued(ctx);
      if (!id) return IDLE_POLL_MS;
      await deliverClaimed(ctx, id); // an unsubscribed recipient's row returns to the drafts
      return pauseMs;
    },
  });
}
