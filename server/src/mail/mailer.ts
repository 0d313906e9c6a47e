import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export type MailMessage = {
  to: string;
  /** The recipient's display name, when known. */
  toName?: string;
  subject: string;
  text: string;
  html: string;
  /** Display name on the MAIL_FROM address (e.g. the recruiter who sends). */
  fromName?: string;
  /** One address, or several (each gets the candidate's answer). */
  replyTo?: string | string[];
  /**
   * The SMTP envelope sender (Return-Path), where bounces go; by default the From address. A
   * plus-address of the monitored mailbox, so a bounce reaches the reader and names its message.
   */
  envelopeFrom?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A Message-ID of our own (`<id@domain>`), so the caller can record it before the send. */
  messageId?: string;
  /**
   * What a developer needs to finish the flow (a code or a link). Logged by the dev outbox only,
   * never by the SMTP mailer, so secrets stay out of production logs.
   */
  devHint?: string;
};

/** What the mail server said: the recipients it accepted and refused, and its last answer. */
export type MailResult = { messageId: string; accepted: string[]; rejected: string[]; response: string };

export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
};

export type MailerOptions = { smtpUrl?: string; from: string; outboxDir: string; logger: Logger };

/** SMTP when SMTP_URL is set, else the dev outbox. The one place that chooses. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createOutboxMailer(options);
}

/** The bare address of a `Name <address>` setting such as MAIL_FROM. */
export function addressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/** A Message-ID of ours, `<localPart@domain of MAIL_FROM>`, known before the mail server sees it. */
export function ownMessageId(mailFrom: string, localPart: string): string {
  const domain = addressOf(mailFrom).split('@')[1]?.trim() || 'localhost';
  return `<${localPart}@${domain}>`;
}

// Names end up in headers: a CR, LF or NUL in one must never start a header of its own.
const oneLine = (value: string) => value.replace(/[\r\n\0]+/g, ' ').trim();

function envelopeOf(defaultFrom: string, message: MailMessage) {
  const from = message.fromName ? { name: oneLine(message.fromName), address: addressOf(defaultFrom) } : defaultFrom;
  const to = message.toName ? { name: oneLine(message.toName), address: message.to } : message.to;
  return {
    from,
    to,
    subject: oneLine(message.subject),
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    messageId: message.messageId,
    envelope: message.envelopeFrom ? { from: message.envelopeFrom, to: message.to } : undefined,
  };
}

const addresses = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((entry) => (typeof entry === 'string' ? entry : String(entry?.address ?? ''))) : [];

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits: a dead mail server fails the send instead of hanging the request.
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({ connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail(envelopeOf(from, message));
      return { messageId: info.messageId, accepted: addresses(info.accepted), rejected: addresses(info.rejected), response: info.response };
    },
    close: () => transport.close(),
  };
}

// Each message becomes an .eml file anyone can open in a mail client, and its code is logged,
// so a newcomer can sign up with no mail server at all.
function createOutboxMailer({ from, outboxDir, logger }: MailerOptions): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const built = await builder.sendMail(envelopeOf(from, message));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, built.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file, devHint: message.devHint }, 'mail saved to the dev outbox');
      // The outbox is the end of the road in development: the message counts as delivered.
      return { messageId: built.messageId, accepted: [message.to], rejected: [], response: `saved to ${path.basename(file)}` };
    },
    close: () => builder.close(),
  };
}
