import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * What a developer needs to finish the flow (a code or a link). Logged by the dev outbox only,
   * never by the SMTP mailer, so secrets stay out of production logs.
   */
  devHint?: string;
};

export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = { smtpUrl?: string; from: string; outboxDir: string; logger: Logger };

/** SMTP when SMTP_URL is set, else the dev outbox. The one place that chooses. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createOutboxMailer(options);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits: a dead mail server fails the send instead of hanging the request.
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({ connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
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
    async send({ to, subject, text, html, devHint }) {
      const built = await builder.sendMail({ from, to, subject, text, html });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, built.message as Buffer);
      logger.info({ to, subject, file, devHint }, 'mail saved to the dev outbox');
    },
    close: () => builder.close(),
  };
}
