import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { recordSecrets } from './log-audit.js';
import { tolerateDroppedSenders } from './smtp-dropped-senders.js';

export type CapturedMail = {
  to: string[];
  /** The envelope sender (MAIL FROM, the Return-Path): where bounces go. */
  envelopeFrom: string;
  subject: string;
  text: string;
  html: string;
  /** Every header as received, lower-case keys with their raw lines, to check what went out. */
  headerLines: readonly { key: string; line: string }[];
  header: (name: string) => string | undefined;
  /** When its text began to arrive (Date.now()), and the address of the server that sent it. */
  receivedAt: number;
  senderAddress: string;
};

/**
 * A real SMTP server on loopback (or `host`, another address of this machine) that keeps what it
 * receives, so tests read codes and links from the e-mails the product really sends.
 */
export async function startSmtpCapture({ host = '127.0.0.1' } = {}) {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  let failNext = 0;
  let refuseRecipients = 0;
  let answerAfterMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseRecipients === 0) return callback();
      refuseRecipients -= 1;
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const receivedAt = Date.now();
      if (failNext > 0) {
        failNext -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            receivedAt,
            senderAddress: session.remoteAddress,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headerLines: parsed.headerLines,
            // The unfolded raw value after "Name:", as the recipient's mail client reads it.
            header: (name) => {
              const found = parsed.headerLines.find((header) => header.key === name.toLowerCase());
              return found?.line.slice(found.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
            },
          });
          const text = parsed.text ?? '';
          recordSecrets('code', ...[...text.matchAll(/^\s*(\d{4})\s*$/gm)].map((match) => match[1]!));
          recordSecrets('token', ...[...text.matchAll(/reset-password\?token=([\w%-]+)/g)].map((match) => decodeURIComponent(match[1]!)));
          waiters.splice(0).forEach((wake) => wake());
          setTimeout(callback, answerAfterMs);
        })
        .catch(callback);
    },
  });
  tolerateDroppedSenders(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.server.address() as AddressInfo).port;

  async function waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs = 5_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...messages].reverse().find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('No matching e-mail arrived in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://${host}:${port}`,
    messages,
    /** The newest mail to `address` (optionally whose subject contains `subject`). */
    latestTo: (address: string, subject?: string) =>
      waitFor((mail) => mail.to.includes(address.toLowerCase()) && (!subject || mail.subject.includes(subject))),
    countTo: (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase())).length,
    /** Makes the next `count` deliveries fail with a 550, like a broken mail server. */
    failNextDeliveries(count: number) {
      failNext = count;
    },
    /** Takes each message at once but answers only `ms` later, like a slow relay. */
    answerAfter(ms: number) {
      answerAfterMs = ms;
    },
    /** Makes the next `count` recipients be refused at RCPT TO, before any text is sent. */
    refuseNextRecipients(count: number) {
      refuseRecipients = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

export function codeIn(mail: CapturedMail): string {
  const match = /^\s*(\d{4})\s*$/m.exec(mail.text);
  if (!match) throw new Error(`No code in e-mail "${mail.subject}"`);
  return match[1]!;
}

export function resetTokenIn(mail: CapturedMail): string {
  const match = /reset-password\?token=([\w%-]+)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in e-mail "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}
