import { randomUUID } from 'node:crypto';
import type { PlaceholderCandidate, PlaceholderSender } from '@app/shared';
import type { Config } from '../../config.js';
import { ownMessageId, type MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../mail/messages.js';
import { plusAddressOf } from '../replies/reply-address.js';
import { renderForRecipient } from './rendered-text.js';

export type OutreachToSend = {
  id: string;
  recipientEmail: string;
  recipientName: string;
  subject: string;
  content: string;
  trackingToken: string;
};

export type Sender = PlaceholderSender & { email: string };

export const trackingPixelUrl = (config: Config, token: string) => `${config.publicUrl}/api/outreach/track/${token}.gif`;
export const unsubscribeUrl = (config: Config, token: string) => `${config.publicUrl}/api/outreach/unsubscribe/${token}`;

/** `<uuid@domain-of-MAIL_FROM>`: ours, so it is recorded before the mail server sees it. */
export const newMessageId = (config: Config): string => ownMessageId(config.mailFrom, randomUUID());

/**
 * Where answers and bounces go. With a monitored mailbox (decision 116): the Reply-To names the
 * mailbox's plus-address of this message and the sender's own address, so the candidate's answer
 * reaches both the reader and the recruiter's inbox as before; the envelope sender is that
 * plus-address too, so bounces come back to the reader naming the message. Without one, replies
 * go to the sender as before.
 */
function answerAddresses(config: Config, outreachId: string, sender: Sender): Pick<MailMessage, 'replyTo' | 'envelopeFrom'> {
  const mailboxAddress = config.mailbox?.address;
  if (!mailboxAddress) return { replyTo: sender.email };
  const plusAddress = plusAddressOf(mailboxAddress, outreachId);
  return { replyTo: [plusAddress, sender.email], envelopeFrom: plusAddress };
}

/**
 * The e-mail for one message: placeholders rendered for its recipient (renderForRecipient), the
 * text part with the unsubscribe link, the HTML part escaped with line breaks kept plus the
 * tracking pixel. Text without placeholders comes out exactly as written.
 */
export function buildOutreachMail(
  config: Config,
  options: { outreach: OutreachToSend; sender: Sender; candidate: PlaceholderCandidate | undefined; messageId: string },
): { mail: MailMessage; subject: string; content: string } {
  const { outreach, sender, messageId } = options;
  const { subject, content, senderName } = renderForRecipient({ outreach, candidate: options.candidate, sender });
  const unsubscribe = unsubscribeUrl(config, outreach.trackingToken);

  const text = `${content}\n\n--\nTo stop receiving e-mails from us, unsubscribe here: ${unsubscribe}\n`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div>${escapeHtml(content).replace(/\r?\n/g, '<br>\n')}</div>
<p style="margin-top:32px;font-size:12px;color:#6b7280">To stop receiving e-mails from us, <a href="${escapeHtml(unsubscribe)}">unsubscribe here</a>.</p>
<img src="${escapeHtml(trackingPixelUrl(config, outreach.trackingToken))}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">
</body></html>`;

  return {
    subject,
    content,
    mail: {
      to: outreach.recipientEmail,
      toName: outreach.recipientName,
      fromName: senderName,
      ...answerAddresses(config, outreach.id, sender),
      subject,
      text,
      html,
      messageId,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  };
}
