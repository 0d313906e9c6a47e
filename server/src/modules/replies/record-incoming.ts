import type { AppContext } from '../../context.js';
import { OUTREACH_STATUS } from '../outreach/outreach-view.js';
import type { IncomingMail } from './incoming-mail.js';
import { outreachIdsIn } from './reply-address.js';
import { NOTIFICATION } from './reply-notifications.js';

export type IncomingOutcome = 'reply' | 'auto-reply' | 'bounce' | 'delay' | 'unmatched' | 'already read';

type Candidate = { id: string; tenantId: string; recipientEmail: string; messageId: string | null };

// A reply or bounce moves only a message that went out and has not moved further.
const ANSWERABLE = [OUTREACH_STATUS.sent, OUTREACH_STATUS.delivered, OUTREACH_STATUS.opened];

/**
 * The outreach message `mail` answers, if any. Its plus-address decides first: it came back to
 * the address that message alone carries, and References naming anything else (another tenant's
 * message) are ignored. Without one, a Message-ID it names counts only when the mail comes from
 * that message's recipient (a bounce: names that recipient as the one that failed), so a forged In-Reply-To from anyone
 * else changes nothing.
 */
async function answeredOutreach(ctx: AppContext, mail: IncomingMail): Promise<Candidate | null> {
  const mailboxAddress = ctx.config.mailbox?.address;
  const byAddress = mailboxAddress ? outreachIdsIn(mailboxAddress, mail.recipients) : [];
  const named = [...mail.answers, ...(mail.bounce?.originalMessageId ? [mail.bounce.originalMessageId] : [])];
  if (byAddress.length === 0 && named.length === 0) return null;
  const rows = await ctx.prisma.outreach.findMany({
    where: { messageId: { not: null }, OR: [{ id: { in: byAddress } }, { messageId: { in: named } }] },
    select: { id: true, tenantId: true, recipientEmail: true, messageId: true },
  });
  const byPlusAddress = rows.find((row) => byAddress.includes(row.id));
  if (byPlusAddress) return byPlusAddress;
  const senders = mail.bounce ? mail.bounce.recipients : [mail.fromAddress];
  for (const messageId of named) {
    const row = rows.find((candidate) => candidate.messageId === messageId);
    if (row && senders.includes(row.recipientEmail.toLowerCase())) return row;
  }
  return null;
}

/**
 * Records one message of the mailbox against the outreach it answers, once however often it is
 * read (the reader may read a message again after a crash): a reply is kept, moves the message to
 * `replied` and leaves a notice for the recruiter who sent it; an auto-reply is kept and moves
 * nothing; a bounce marks the message `failed` with the server's words, and a permanent one puts
 * the address on the tenant's do-not-contact list.
 */
export async function recordIncomingMail(ctx: AppContext, mail: IncomingMail): Promise<IncomingOutcome> {
  const outreach = await answeredOutreach(ctx, mail);
  if (!outreach) return 'unmatched';
  const { prisma } = ctx;
  const event = (type: string, detail?: { reason?: string; messageId?: string }) => ({
    data: { tenantId: outreach.tenantId, outreachId: outreach.id, type, detail },
  });

  if (mail.bounce) {
    const { bounce } = mail;
    if (bounce.action === 'delayed') {
      await prisma.outreachEvent.create(event('delivery_delayed', { reason: bounce.diagnostic }));
      return 'delay';
    }
    const { count } = await prisma.outreach.updateMany({
      where: { id: outreach.id, status: { in: ANSWERABLE } },
      data: { status: OUTREACH_STATUS.failed, errorMessage: bounce.diagnostic },
    });
    if (count === 0) return 'already read';
    await prisma.outreachEvent.create(event('bounced', { reason: bounce.diagnostic }));
    if (bounce.isPermanent) {
      await prisma.unsubscribe.createMany({
        data: [{ tenantId: outreach.tenantId, email: outreach.recipientEmail.toLowerCase(), outreachId: outreach.id, reason: 'bounced', detail: bounce.diagnostic }],
        skipDuplicates: true,
      });
    }
    return 'bounce';
  }

  const { count } = await prisma.outreachReply.createMany({
    data: [
      {
        tenantId: outreach.tenantId,
        outreachId: outreach.id,
        sourceKey: mail.sourceKey,
        fromAddress: mail.fromAddress,
        fromName: mail.fromName,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        isAutoReply: mail.isAutoReply,
        sentAt: mail.sentAt,
        // Kept with the reply in one statement: a reply read twice has one notice, and none is lost
        // to a crash before the send (reply-notifications.ts sends it). An auto-reply tells nobody.
        notification: mail.isAutoReply ? null : NOTIFICATION.pending,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return 'already read';
  if (mail.isAutoReply) {
    await prisma.outreachEvent.create(event('auto_reply', { reason: mail.subject }));
    return 'auto-reply';
  }
  await prisma.outreach.updateMany({ where: { id: outreach.id, status: { in: ANSWERABLE } }, data: { status: OUTREACH_STATUS.replied } });
  await prisma.outreachEvent.create(event('replied'));
  return 'reply';
}
