import type { AppContext, Caller } from '../../context.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lifecycle/background-loop.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { Prisma } from '../../generated/prisma/client.js';
import { notFound } from '../../http/http-error.js';
import { doNotContactEntries } from './candidates.js';
import { OUTREACH_STATUS, WENT_OUT } from './outreach-view.js';
import { deliverClaimed, SEND_TIMEOUT_MS } from './send-outreach.js';

// "Send all drafts": a durable queue in the Outreach table itself (status `queued`), drained by
// one worker per replica that claims a row at a time, paced by OUTREACH_PER_MINUTE for the whole
// deployment through one row of the database (`SendPace`).

/** A `sending` row older than this was left by a process that stopped mid-send (decision 23). */
export const INTERRUPTED_AFTER_MS = 2 * SEND_TIMEOUT_MS;
export const INTERRUPTED_MESSAGE =
  'Sending was interrupted by a server restart; it may or may not have gone out, so it was not sent again. Retry if the candidate did not receive it.';

const IDLE_POLL_MS = 1_000;
// A floor for looking again when another replica has just taken the slot.
const MIN_POLL_MS = 10;
// How often a worker looks for interrupted sends after its first look at start.
const SWEEP_EVERY_MS = 30_000;

/** Ticked drafts, or every draft of the caller's tenant ("Send all drafts"). */
export type QueueTarget = { ids: string[] } | { all: true };

/**
 * Queues the caller's drafts: the ones named, each of which must be a message of the caller's
 * tenant (else 404 and nothing is queued), or all of them. Messages that are no longer drafts, and
 * drafts to recipients on the do-not-contact list (by address, or by the keyed hash an erase
 * leaves), are left alone. One UPDATE claims the rows still in `draft`,
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
  // An erased person is on the list as a hash only, which SQL cannot compute: their addresses are
  // found here, among the recipients of the drafts to queue.
  const recipients = await ctx.prisma.$queryRaw<{ email: string }[]>`
    SELECT DISTINCT lower(o."recipientEmail") AS email FROM "Outreach" AS o
    WHERE o."tenantId" = ${caller.tenantId}::uuid AND o."status" = ${OUTREACH_STATUS.draft} ${onlyNamed}`;
  const erased = [...(await doNotContactEntries(ctx, caller.tenantId, recipients.map((row) => row.email))).entries()]
    .filter(([, entry]) => entry.erased)
    .map(([email]) => email);
  const queued = await ctx.prisma.$executeRaw`
    UPDATE "Outreach" AS o
    SET "status" = ${OUTREACH_STATUS.queued}, "queuedAt" = ${batchStartedAt}, "sentById" = ${caller.userId}::uuid,
        "errorMessage" = NULL, "updatedAt" = ${new Date()}
    WHERE o."tenantId" = ${caller.tenantId}::uuid AND o."status" = ${OUTREACH_STATUS.draft} ${onlyNamed}
      AND NOT EXISTS (SELECT 1 FROM "Unsubscribe" AS u WHERE u."tenantId" = o."tenantId" AND u."email" = lower(o."recipientEmail"))
      AND NOT lower(o."recipientEmail") = ANY(${erased}::text[])`;
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

type Claim = {
  /** The row this worker now sends, or null: nothing queued, or the deployment's pace says wait. */
  id: string | null;
  isQueued: boolean;
  /** Until the deployment's next send may start, by the database's clock. */
  waitMs: number;
};

/**
 * Claims the oldest queued row of any tenant, if the deployment's pace allows a send now. One
 * statement takes the pace's slot and the row together: the slot (the `SendPace` row) is granted
 * only once its time has come, and moves on by `pauseSeconds`; a replica that asks at the same
 * moment waits on that row's lock, finds the time moved and gets nothing. So any number of
 * replicas together send no faster than OUTREACH_PER_MINUTE, with one clock, the database's.
 * Nothing stays locked between statements (the embedded database has one connection). Decision 103.
 */
async function claimNextQueued(ctx: AppContext, pauseSeconds: number): Promise<Claim> {
  const [claim] = await ctx.prisma.$queryRaw<Claim[]>`
    WITH slot AS (
      UPDATE "SendPace"
      SET "nextSendAt" = greatest("nextSendAt", now() AT TIME ZONE 'UTC') + make_interval(secs => ${pauseSeconds})
      WHERE "name" = 'outreach' AND "nextSendAt" <= now() AT TIME ZONE 'UTC'
        AND EXISTS (SELECT 1 FROM "Outreach" WHERE "status" = 'queued')
      RETURNING "nextSendAt"
    ), claimed AS (
      UPDATE "Outreach" SET "status" = 'sending', "updatedAt" = ${new Date()}
      WHERE "id" = (
        SELECT "id" FROM "Outreach" WHERE "status" = 'queued' AND EXISTS (SELECT 1 FROM slot)
        ORDER BY "queuedAt", "createdAt", "id" LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING "id"
    )
    SELECT (SELECT "id" FROM claimed) AS "id",
      EXISTS (SELECT 1 FROM "Outreach" WHERE "status" = 'queued') AS "isQueued",
      greatest(0, extract(epoch FROM coalesce(
        (SELECT "nextSendAt" FROM slot),
        (SELECT "nextSendAt" FROM "SendPace" WHERE "name" = 'outreach')
      ) - now() AT TIME ZONE 'UTC') * 1000)::float8 AS "waitMs"`;
  return claim!;
}

export type OutreachQueue = BackgroundLoop;

/**
 * Starts the worker: resolves sends a crash interrupted (at start, then every 30 s), and sends
 * queued messages while there are any, at most OUTREACH_PER_MINUTE a minute for the whole
 * deployment (the pace is shared by every replica's worker), looking again every second when there
 * are none. `stop` lets the message in hand finish, so nothing is left half-sent.
 */
export function startOutreachQueue(ctx: AppContext): OutreachQueue {
  const pauseSeconds = 60 / ctx.config.outreachPerMinute;
  let lastSweep = -Infinity;
  return startBackgroundLoop({
    delayAfterError: IDLE_POLL_MS,
    onError: (error) => ctx.logger.error({ err: error }, 'outreach queue step failed'),
    async step(isStopping) {
      if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await resolveInterruptedSends(ctx);
      }
      if (isStopping()) return IDLE_POLL_MS;
      const askedAt = Date.now();
      const claim = await claimNextQueued(ctx, pauseSeconds);
      if (!claim.isQueued) return IDLE_POLL_MS;
      // The next slot, whether this worker sends now or another replica has just taken the slot.
      const untilNextSlot = () => claim.waitMs - (Date.now() - askedAt);
      if (!claim.id) return Math.max(untilNextSlot(), MIN_POLL_MS);
      await deliverClaimed(ctx, claim.id); // an unsubscribed recipient's row returns to the drafts
      return Math.max(untilNextSlot(), 0);
    },
  });
}
