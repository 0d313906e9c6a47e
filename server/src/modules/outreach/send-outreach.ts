import type { OutreachEventDetail } from '@app/shared';
import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { HttpError } from '../../http/http-error.js';
import type { MailResult } from '../../mail/mailer.js';
import { findCandidate } from './candidates.js';
import { findOutreach } from './drafts.js';
import { buildOutreachMail, newMessageId } from './outreach-mail.js';
import { OUTREACH_STATUS, outreachView } from './outreach-view.js';
import { doNotContactMessage, UNSUBSCRIBED_MESSAGE } from './unsubscribe.js';

/**
 * The longest one hand-over to the mail server may take. nodemailer's own timeouts (10 s to
 * connect, 20 s of silence) normally end it first; this bounds the whole conversation.
 */
export const SEND_TIMEOUT_MS = 30_000;

export type DeliveryOutcome = { status: 'sent' | 'delivered' | 'failed' | 'unsubscribed'; errorMessage: string | null };

const REASON_MAX = 500;

/** The mail server's own words when it answered (e.g. "550 Mailbox unavailable"), else the network error. */
function reasonOf(error: unknown): string {
  const { response, message } = error as { response?: unknown; message?: unknown };
  const reason = typeof response === 'string' && response ? response : typeof message === 'string' && message ? message : 'Unknown error';
  return reason.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // The server may still take the message after we stop waiting, as after a crash (decision 23):
    // the reason says so, so nobody retries blindly.
    const reason = `The mail server did not answer within ${ms / 1000} seconds; it may still deliver the message, so check before retrying`;
    timer = setTimeout(() => reject(new Error(reason)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends a message this process has claimed (status `sending`): renders its placeholders for the
 * recipient's candidate, hands it to the mail server and records the honest outcome (decision 21):
 * delivered = the server accepted the recipient; sent = handed over without a verdict on the
 * recipient; failed = refused or unreachable, with the server's reason, content kept for a retry.
 * A recipient who unsubscribed gets nothing: the row returns to `unclaimedStatus`.
 */
export async function deliverClaimed(ctx: AppContext, id: string, unclaimedStatus: string = OUTREACH_STATUS.draft): Promise<DeliveryOutcome> {
  const outreach = await ctx.prisma.outreach.findUniqueOrThrow({
    where: { id },
    include: { sentBy: { select: { firstName: true, lastName: true, email: true } } },
  });
  // Checked after the claim, so an unsubscribe that lands while the send is being decided
  // (or after a batch was queued) is still honoured.
  const refusal = await doNotContactMessage(ctx, outreach.tenantId, outreach.recipientEmail);
  if (refusal) {
    await ctx.prisma.outreach.update({ where: { id }, data: { status: unclaimedStatus, errorMessage: refusal } });
    return { status: 'unsubscribed', errorMessage: refusal };
  }
  const candidate = await findCandidate(ctx, { tenantId: outreach.tenantId, email: outreach.recipientEmail });
  const messageId = newMessageId(ctx.config);
  const built = buildOutreachMail(ctx.config, { outreach, sender: outreach.sentBy, candidate, messageId });
  const event = (type: string, detail?: OutreachEventDetail) => ({ tenantId: outreach.tenantId, outreachId: id, type, detail });

  const fail = async (reason: string): Promise<DeliveryOutcome> => {
    ctx.logger.warn({ outreachId: id, reason }, 'outreach e-mail failed');
    await ctx.prisma.$transaction([
      ctx.prisma.outreach.update({ where: { id }, data: { status: OUTREACH_STATUS.failed, errorMessage: reason } }),
      ctx.prisma.outreachEvent.create({ data: event('failed', { reason }) }),
    ]);
    return { status: 'failed', errorMessage: reason };
  };

  // sent = the moment the message is handed over; delivered = when the server said yes. Only the
  // hand-over is in the try: once the server took the message, nothing may call it failed.
  const handedAt = new Date();
  let result: MailResult;
  try {
    result = await withTimeout(ctx.mailer.send(built.mail), SEND_TIMEOUT_MS);
  } catch (error) {
    return fail(reasonOf(error));
  }
  const answeredAt = new Date();
  const recipient = outreach.recipientEmail.toLowerCase();
  const accepted = result.accepted.some((address) => address.toLowerCase() === recipient);
  const rejected = result.rejected.some((address) => address.toLowerCase() === recipient);
  if (rejected && !accepted) return fail((result.response || 'The mail server refused the recipient').slice(0, REASON_MAX));

  const events = [{ ...event('sent', { messageId }), createdAt: handedAt }];
  if (accepted) events.push({ ...event('delivered', { response: result.response.slice(0, REASON_MAX) }), createdAt: answeredAt });
  const status = accepted ? OUTREACH_STATUS.delivered : OUTREACH_STATUS.sent;
  // The row keeps exactly what went out: the rendered subject and content.
  await ctx.prisma.$transaction([
    ctx.prisma.outreach.update({
      where: { id },
      data: { status, subject: built.subject, content: built.content, messageId, sentAt: handedAt, deliveredAt: accepted ? answeredAt : null, errorMessage: null },
    }),
    ctx.prisma.outreachEvent.createMany({ data: events }),
  ]);
  return { status, errorMessage: null };
}

const fromStatus = {
  send: { status: OUTREACH_STATUS.draft, conflict: 'Only drafts can be sent' },
  retry: { status: OUTREACH_STATUS.failed, conflict: 'Only failed messages can be retried' },
} as const;

/**
 * Send (a draft) or retry (a failed message), once: the status change to `sending` is the claim,
 * so of a double click, two tabs or a retried request exactly one gets past it.
 */
export async function sendOutreach(ctx: AppContext, options: { caller: Caller; id: string; mode: 'send' | 'retry' }) {
  const { caller, id, mode } = options;
  const expected = fromStatus[mode];
  const outreach = await findOutreach(ctx, { caller, id });
  if (outreach.status !== expected.status) throw new HttpError(409, expected.conflict);
  const refusal = await doNotContactMessage(ctx, caller.tenantId, outreach.recipientEmail);
  if (refusal) throw new HttpError(409, refusal);

  const { count } = await ctx.prisma.outreach.updateMany({
    where: { id, ...ofTenant(caller), status: expected.status },
    // Whoever presses Send is the sender: their name signs the e-mail and replies reach them.
    data: { status: OUTREACH_STATUS.sending, sentById: caller.userId, errorMessage: null },
  });
  if (count === 0) throw new HttpError(409, expected.conflict);
  if (mode === 'retry') await ctx.prisma.outreachEvent.create({ data: { tenantId: caller.tenantId, outreachId: id, type: 'retry' } });

  const outcome = await deliverClaimed(ctx, id, expected.status);
  if (outcome.status === 'unsubscribed') throw new HttpError(409, outcome.errorMessage ?? UNSUBSCRIBED_MESSAGE);
  if (outcome.status === 'failed') throw new HttpError(502, `The email could not be sent: ${outcome.errorMessage}`);
  return ctx.prisma.outreach.findUniqueOrThrow({ where: { id, ...ofTenant(caller) }, select: outreachView });
}
