import type { ParsedMail } from 'mailparser';

// Delivery status notifications: RFC 3464 (multipart/report with a message/delivery-status part,
// which mailparser hands over as text) and the plain-text forms of the large providers and MTAs
// (Postfix, Exim, qmail, Exchange/Outlook, Gmail, Yahoo). Both carry the same fields or words, so
// one reading of the text serves them.

export type Bounce = {
  /** failed: the server gave up; delayed: it is still trying (the message may yet arrive). */
  action: 'failed' | 'delayed';
  /** The enhanced status code (RFC 3463) when there is one: 5.x.x permanent, 4.x.x transient. */
  status: string | null;
  /** The receiving server's words, e.g. "550 5.1.1 <a@b>: Recipient address rejected: User unknown". */
  diagnostic: string;
  /** The addresses that failed: Final-Recipient of a report, else every address its text names. */
  recipients: string[];
  /** The Message-ID of the message that bounced, from the returned headers. */
  originalMessageId: string | null;
  isPermanent: boolean;
};

const DIAGNOSTIC_MAX = 500;
// Who sends bounces: the MTA's daemon address, or its display name when the address is the domain's own.
const DAEMON_ADDRESS = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;
const DAEMON_NAME = /mail delivery (subsystem|system|service)|mailer-daemon/i;
const ENHANCED_STATUS = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;

const field = (text: string, name: string) => new RegExp(`^${name}:[ \\t]*(.+(?:\\n[ \\t]+.+)*)`, 'im').exec(text)?.[1]?.replace(/\s+/g, ' ').trim() ?? null;
const withoutType = (value: string | null) => value?.replace(/^[\w-]+;\s*/, '').trim() ?? null;

function isBounceShaped(parsed: ParsedMail): boolean {
  const type = parsed.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  if (type?.value === 'multipart/report' && type.params?.['report-type']?.toLowerCase() === 'delivery-status') return true;
  const from = parsed.from?.value[0];
  return DAEMON_ADDRESS.test(from?.address ?? '') || DAEMON_NAME.test(from?.name ?? '');
}

/** The returned message's Message-ID: in the returned headers (an attachment) or quoted in the text. */
function originalMessageIdOf(parsed: ParsedMail, ownMessageId: string | undefined): string | null {
  const places = [...parsed.attachments.map((attachment) => attachment.content.toString('utf8')), parsed.text ?? ''];
  for (const place of places) {
    for (const match of place.matchAll(/^\s*Message-ID:\s*(<[^<>\s]+>)/gim)) {
      if (match[1] !== ownMessageId) return match[1]!;
    }
  }
  return null;
}

function recipientsOf(text: string): string[] {
  const finalRecipients = [...text.matchAll(/^Final-Recipient:[ \t]*(?:[\w-]+;)?\s*<?([^\s<>]+@[^\s<>]+?)>?\s*$/gim)].map((match) => match[1]!);
  const addresses = finalRecipients.length > 0 ? finalRecipients : [...text.matchAll(/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g)].map((match) => match[0]);
  return [...new Set(addresses.map((address) => address.toLowerCase()))];
}

/** The message as a bounce, or null when it is not one. */
export function bounceOf(parsed: ParsedMail): Bounce | null {
  if (!isBounceShaped(parsed)) return null;
  const text = parsed.text ?? '';
  const statusField = field(text, 'Status');
  const status = ENHANCED_STATUS.exec(statusField ?? '')?.[0] ?? ENHANCED_STATUS.exec(text)?.[0] ?? null;
  const actionField = field(text, 'Action')?.toLowerCase();
  const isDelayed = actionField ? actionField.startsWith('delayed') : /will (keep|continue) trying|still trying|delivery (has been )?delayed|not yet been delivered/i.test(text);
  const diagnosticLine = withoutType(field(text, 'Diagnostic-Code'))
    ?? text.split('\n').map((line) => line.trim()).find((line) => ENHANCED_STATUS.test(line) || /^\d{3}[ -]/.test(line))
    ?? (parsed.subject ?? 'Delivery failed');
  const diagnostic = (status && !diagnosticLine.includes(status) ? `${status} ${diagnosticLine}` : diagnosticLine).slice(0, DIAGNOSTIC_MAX);
  // Without a status code only an explicit "permanent" counts as one: an address goes on the
  // do-not-contact list on the server's clear word, never on a guess.
  const isPermanent = !isDelayed && (status ? status.startsWith('5') : /permanent (error|failure)/i.test(text));
  return {
    action: isDelayed ? 'delayed' : 'failed',
    status,
    diagnostic,
    recipients: recipientsOf(text),
    originalMessageId: originalMessageIdOf(parsed, parsed.messageId),
    isPermanent,
  };
}
