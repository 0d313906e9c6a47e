import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { bounceOf, type Bounce } from './delivery-status.js';
import { sanitizedReplyHtml, withoutQuotedHistory } from './reply-content.js';

/** One message of the mailbox, read for what the reader needs to match and keep it. */
export type IncomingMail = {
  /** Its Message-ID, else its place in the mailbox: the same message read twice has the same key. */
  sourceKey: string;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  sentAt: Date;
  /** In-Reply-To first, then References, newest first: the messages it answers. */
  answers: string[];
  /** Every address it was sent to (To, Cc, Delivered-To, X-Original-To), for plus-addresses. */
  recipients: string[];
  isAutoReply: boolean;
  bounce: Bounce | null;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
};

const SUBJECT_MAX = 500;
const MESSAGE_ID = /<[^<>\s]+>/g;

// RFC 3834's Auto-Submitted, and the headers and subjects of the large clients' out-of-office
// answers that predate it (Exchange's X-Auto-Response-Suppress is on what they send, not this).
const AUTO_REPLY_SUBJECT = /^(auto(matic)?[ -]?(reply|response)|out of (the )?office|autoreply|abwesenheitsnotiz|réponse automatique)\b/i;

function isAutoReply(parsed: ParsedMail): boolean {
  const header = (name: string) => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? value.toLowerCase().trim() : undefined;
  };
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (parsed.headers.has('x-autoreply') || parsed.headers.has('x-autorespond') || parsed.headers.has('x-autoresponder')) return true;
  if (['auto_reply', 'auto-reply'].includes(header('precedence') ?? '')) return true;
  return AUTO_REPLY_SUBJECT.test(parsed.subject ?? '');
}

const addressList = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((entry) => entry.address ?? ''));

// mailparser reads Delivered-To as addresses and unknown headers as text; either way, the addresses.
const headerAddresses = (parsed: ParsedMail, name: string): string[] => {
  const value = parsed.headers.get(name);
  return (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
    typeof entry === 'object' && entry && 'value' in entry ? addressList(entry as AddressObject) : [String(entry)],
  );
};

function answersOf(parsed: ParsedMail): string[] {
  const references = Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : [];
  const ids = [...(parsed.inReplyTo?.match(MESSAGE_ID) ?? []), ...references.flatMap((value) => value.match(MESSAGE_ID) ?? []).reverse()];
  return [...new Set(ids)];
}

/** Parses one raw message (mailparser: MIME, encodings, charsets) into what the reader keeps of it. */
export async function readIncomingMail(source: Buffer, placeKey: string): Promise<IncomingMail> {
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const from = parsed.from?.value[0];
  const bounce = bounceOf(parsed);
  return {
    sourceKey: parsed.messageId ?? placeKey,
    fromAddress: (from?.address ?? '').toLowerCase(),
    fromName: from?.name || null,
    subject: (parsed.subject ?? '').slice(0, SUBJECT_MAX),
    sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date(),
    answers: answersOf(parsed),
    recipients: [
      ...addressList(parsed.to),
      ...addressList(parsed.cc),
      ...headerAddresses(parsed, 'delivered-to'),
      ...headerAddresses(parsed, 'x-original-to'),
    ],
    isAutoReply: !bounce && isAutoReply(parsed),
    bounce,
    text: withoutQuotedHistory(parsed.text ?? ''),
    html: typeof parsed.html === 'string' ? sanitizedReplyHtml(parsed.html) : null,
    attachments: parsed.attachments
      .filter((attachment) => attachment.contentDisposition === 'attachment' || attachment.filename)
      .map((attachment) => ({ filename: attachment.filename ?? 'unnamed', contentType: attachment.contentType, size: attachment.size })),
  };
}
