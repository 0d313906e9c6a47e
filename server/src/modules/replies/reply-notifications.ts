import type { AppContext } from '../../context.js';
import { Prisma } from '../../generated/prisma/client.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lifecycle/background-loop.js';
import { ownMessageId } from '../../mail/mailer.js';
import { replyNotificationMessage } from '../../mail/messages.js';

// The e-mail that tells a recruiter a candidate replied. The reply row is written `pending` by the
// mailbox reader in the same statement that keeps the reply (record-incoming.ts), so a reply read
// twice has one notice, and a crash before the send leaves it pending for any replica to send.
// Each notice is claimed with a lease in the database before it goes out (docs/decisions.md: reply notices).

export const NOTIFICATION = { pending: 'pending', sent: 'sent', skipped: 'skipped', failed: 'failed' } as const;

/** Long enough for the slowest send the mailer allows (connect 10 s + greeting 10 s + socket 20 s). */
const LEASE_SECONDS = 120;
/** Attempts before a notice is given up and recorded `failed`: retried over some twenty minutes. */
export const NOTIFICATION_ATTEMPTS_MAX = 5;
const RETRY_MINUTES = [1, 2, 5, 10];
// Another replica's reader, or a retry coming due, is noticed within this.
const IDLE_POLL_MS = 10_000;

const NOW = Prisma.raw(`(now() AT TIME ZONE 'UTC')`);

/**
 * Claims the oldest due pending notice in one statement (FOR UPDATE SKIP LOCKED): two replicas
 * never get the same one, and one that dies mid-send lets the lease run out for another to retry.
 */
async function claimDueNotice(ctx: AppContext): Promise<{ id: string; attempts: number } | null> {
  const [claimed] = await ctx.prisma.$queryRaw<{ id: string; attempts: number }[]>`
    UPDATE "OutreachReply"
    SET "notificationDueAt" = ${NOW} + make_interval(secs => ${LEASE_SECONDS}), "notificationAttempts" = "notificationAttempts" + 1
    WHERE id = (
      SELECT id FROM "OutreachReply"
      WHERE "notification" = ${NOTIFICATION.pending} AND ("notificationDueAt" IS NULL OR "notificationDueAt" <= ${NOW})
      ORDER BY "createdAt" LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id::text AS id, "notificationAttempts" AS attempts`;
  return claimed ?? null;
}

const settle = (ctx: AppContext, id: string, data: Prisma.OutreachReplyUpdateManyMutationInput) =>
  ctx.prisma.outreachReply.updateMany({ where: { id, notification: NOTIFICATION.pending }, data });

/** Puts a notice that failed back for a later attempt, by the database's clock like its lease. */
async function retryLater(ctx: AppContext, claim: { id: string; attempts: number }, reason: string): Promise<void> {
  const minutes = RETRY_MINUTES[Math.min(claim.attempts, RETRY_MINUTES.length) - 1]!;
  await ctx.prisma.$executeRaw`
    UPDATE "OutreachReply" SET "notificationDueAt" = ${NOW} + make_interval(mins => ${minutes}), "notificationError" = ${reason}
    WHERE id = ${claim.id}::uuid AND "notification" = ${NOTIFICATION.pending}`;
}

/**
 * Sends one claimed notice to the user who sent the outreach, if that user still has an account in
 * the reply's tenant and has not turned notices off (read now, not when the reply arrived). A
 * failed send is retried later, and after the last attempt recorded `failed` with the reason.
 */
async function sendNotice(ctx: AppContext, claim: { id: string; attempts: number }): Promise<void> {
  const reply = await ctx.prisma.outreachReply.findUnique({
    where: { id: claim.id },
    select: { tenantId: true, fromAddress: true, fromName: true, subject: true, text: true, outreach: { select: { id: true, recipientName: true, sentById: true } } },
  });
  if (!reply) return;
  const { outreach } = reply;
  const recruiter = await ctx.prisma.user.findFirst({
    where: { id: outreach.sentById, tenantId: reply.tenantId },
    select: { email: true, firstName: true, lastName: true, emailOnReply: true },
  });
  if (!recruiter || !recruiter.emailOnReply) {
    const reason = recruiter ? 'Turned off in Settings by the recruiter' : 'The recruiter who sent the message has no account any more';
    await settle(ctx, claim.id, { notification: NOTIFICATION.skipped, notificationError: reason });
    return;
  }
  const { publicUrl, mailFrom } = ctx.config;
  const message = replyNotificationMessage({
    candidateName: outreach.recipientName.trim() || reply.fromName || reply.fromAddress,
    fromAddress: reply.fromAddress,
    subject: reply.subject.trim() || '(no subject)',
    text: reply.text,
    detailLink: `${publicUrl}/outreach/${outreach.id}`,
    settingsLink: `${publicUrl}/settings`,
  });
  try {
    await ctx.mailer.send({
      to: recruiter.email,
      toName: `${recruiter.firstName} ${recruiter.lastName}`,
      // One Message-ID per reply: should a crash mid-send make it go out again, mail clients see one message.
      messageId: ownMessageId(mailFrom, `reply-notice-${claim.id}`),
      ...message,
    });
  } catch (error) {
    const isLast = claim.attempts >= NOTIFICATION_ATTEMPTS_MAX;
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'The mail server did not take the message';
    ctx.logger.warn({ err: error, reply: claim.id, attempt: claim.attempts, isLast }, 'could not e-mail the recruiter about a reply');
    if (isLast) await settle(ctx, claim.id, { notification: NOTIFICATION.failed, notificationError: reason });
    else await retryLater(ctx, claim, reason);
    return;
  }
  await settle(ctx, claim.id, { notification: NOTIFICATION.sent, notifiedAt: new Date(), notificationError: null });
}

/** Sends every notice that is due now, one claim at a time; returns how many it looked at. */
export async function sendDueReplyNotices(ctx: AppContext, isStopping: () => boolean = () => false): Promise<number> {
  let handled = 0;
  while (!isStopping()) {
    const claim = await claimDueNotice(ctx);
    if (!claim) break;
    await sendNotice(ctx, claim);
    handled += 1;
  }
  return handled;
}

/**
 * Starts the sender of reply notices on this replica: it looks every ten seconds, and at once when
 * woken (the mailbox reader wakes it after each read). Its own loop, so a slow or broken mail
 * server never holds up reading the mailbox.
 */
export function startReplyNotifier(ctx: AppContext): BackgroundLoop {
  return startBackgroundLoop({
    delayAfterError: IDLE_POLL_MS,
    onError: (error) => ctx.logger.error({ err: error }, 'sending reply notices failed'),
    async step(isStopping) {
      await sendDueReplyNotices(ctx, isStopping);
      return IDLE_POLL_MS;
    },
  });
}
