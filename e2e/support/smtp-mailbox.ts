import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type StoredMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Message-ID and Reply-To addresses, for a test that answers the e-mail as a mail client would. */
  messageId: string;
  replyTo: string[];
  receivedAt: number;
};

/**
 * A real SMTP server on loopback. Each message is written as JSON into `mailDir`, so the test
 * files (which run in other processes than this global setup) can read the codes and links.
 */
export async function startSmtpMailbox(mailDir: string) {
  await mkdir(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: StoredMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            replyTo: (parsed.replyTo?.value ?? []).flatMap((address) => (address.address ? [address.address.toLowerCase()] : [])),
            receivedAt: Date.now(),
          };
          count += 1;
          const file = path.join(mailDir, `${String(count).padStart(5, '0')}.json`);
          // Written under a temporary name first, so a reader never sees half a file.
          await writeFile(`${file}.tmp`, JSON.stringify(mail));
          await rename(`${file}.tmp`, file);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
