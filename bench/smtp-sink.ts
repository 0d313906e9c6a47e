// A real SMTP server on loopback for the benches that send: outreach really goes out over SMTP.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { tolerateDroppedSenders } from '../server/test/support/smtp-dropped-senders.js';

/** Accepts every message and throws it away, counting. */
export async function startSmtpSink() {
  let received = 0;
  let lastMessage = '';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        lastMessage = Buffer.concat(chunks).toString('utf8');
        callback();
      });
    },
  });
  tolerateDroppedSenders(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received: () => received,
    lastMessage: () => lastMessage,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
