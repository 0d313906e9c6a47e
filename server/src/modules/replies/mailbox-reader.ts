import { ImapFlow } from 'imapflow';
import type { MailboxConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lifecycle/background-loop.js';
import { releaseChore, tryLeadChore } from '../../lifecycle/chore-lease.js';
import { readIncomingMail } from './incoming-mail.js';
import { describeMailboxError, MAILBOX_CURSOR, recordMailboxCheck } from './mailbox-status.js';
import { recordIncomingMail, type IncomingOutcome } from './record-incoming.js';

// One reader for the deployment (a chore lease): the replica that holds it keeps one IMAP
// connection open, reads what arrived after the cursor (UIDVALIDITY + last UID, in the database),
// and waits in IDLE, which imapflow enters by itself when the server offers it (else it polls with
// NOOP); a new message wakes the reader at once, and it looks again every IMAP_POLL_SECONDS anyway.

/** Bytes of one message read at most: a reply's text and a bounce's report sit well inside. */
export const MESSAGE_BYTES_MAX = 1024 * 1024;
const CHORE = 'mailbox-reader';
// After this many messages that matched nothing, the cursor moves on even mid-batch.
const CURSOR_EVERY = 100;

/** Opens a connection to the mailbox; `onNewMail` hears of each message that arrives while it is open. */
export function connectMailbox(mailbox: MailboxConfig, onNewMail: () => void = () => undefined): Promise<ImapFlow> {
  const client = new ImapFlow({
    host: mailbox.host,
    port: mailbox.port,
    secure: mailbox.secure,
    // Off loopback a plain imap:// must upgrade with STARTTLS, or the password would cross the wire in clear.
    doSTARTTLS: mailbox.requireStartTls ? true : undefined,
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
    // Into IDLE a second after the reader's last command (imapflow's default waits 15 s), so a
    // new message is heard of at once.
    autoIdleDelay: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  client.on('exists', onNewMail);
  // A dropped connection also ends in 'close'; without a listener the error would end the process.
  client.on('error', () => undefined);
  return client.connect().then(() => client);
}

type Cursor = { uidValidity: bigint; lastUid: bigint };

async function cursorFor(ctx: AppContext, uidValidity: bigint): Promise<Cursor> {
  const row = await ctx.prisma.mailboxCursor.findUnique({ where: { name: MAILBOX_CURSOR } });
  if (row && row.uidValidity === uidValidity) return { uidValidity, lastUid: row.lastUid };
  if (row && row.uidValidity !== 0n) {
    // The server renumbered the folder: read it again from the start; what was kept is not kept twice.
    ctx.logger.warn({ was: String(row.uidValidity), now: String(uidValidity) }, 'mailbox UIDVALIDITY changed; reading it again');
  }
  return { uidValidity, lastUid: 0n };
}

const saveCursor = (ctx: AppContext, cursor: Cursor) =>
  ctx.prisma.mailboxCursor.upsert({
    where: { name: MAILBOX_CURSOR },
    create: { name: MAILBOX_CURSOR, ...cursor },
    update: cursor,
  });

/**
 * Reads up to IMAP_MESSAGES_PER_POLL messages after the cursor, oldest first, and moves the cursor
 * past each. Recording a message is idempotent, so a crash between the two reads it again and
 * nothing twice; the cursor never passes a message not yet recorded, so nothing is skipped.
 * Returns whether more are waiting.
 */
export async function readNewMail(ctx: AppContext, client: ImapFlow, isStopping: () => boolean = () => false): Promise<boolean> {
  const mailbox = ctx.config.mailbox!;
  const lock = await client.getMailboxLock(mailbox.folder, { readOnly: true });
  try {
    const opened = client.mailbox;
    if (!opened) throw new Error(`The folder ${mailbox.folder} could not be opened`);
    const cursor = await cursorFor(ctx, opened.uidValidity);
    const found = (await client.search({ uid: `${cursor.lastUid + 1n}:*` }, { uid: true })) || [];
    // `n:*` names the last message even when it is older than n.
    const pending = found.filter((uid) => BigInt(uid) > cursor.lastUid).sort((a, b) => a - b);
    const batch = pending.slice(0, mailbox.messagesPerPoll);
    const counts: Partial<Record<IncomingOutcome | 'unreadable', number>> = {};
    let unsaved = 0;
    if (batch.length > 0) {
      const messages = client.fetch(batch.join(','), { uid: true, source: { maxLength: MESSAGE_BYTES_MAX } }, { uid: true });
      for await (const message of messages) {
        const outcome = await readOne(ctx, message.source, `uid:${cursor.uidValidity}:${message.uid}`);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
        cursor.lastUid = BigInt(message.uid);
        unsaved += 1;
        if (outcome !== 'unmatched' || unsaved >= CURSOR_EVERY) {
          await saveCursor(ctx, cursor);
          unsaved = 0;
        }
        if (isStopping()) break;
      }
    }
    await saveCursor(ctx, cursor);
    if (batch.length > 0) ctx.logger.info({ ...counts }, 'mailbox of replies and bounces read');
    return pending.length > batch.length;
  } finally {
    lock.release();
  }
}

async function readOne(ctx: AppContext, source: Buffer | undefined, placeKey: string): Promise<IncomingOutcome | 'unreadable'> {
  let mail;
  try {
    mail = await readIncomingMail(source ?? Buffer.alloc(0), placeKey);
  } catch (error) {
    // A message mailparser cannot read is passed over, not retried forever ahead of the rest.
    ctx.logger.warn({ err: error, message: placeKey }, 'a message of the mailbox could not be read; passed over');
    return 'unreadable';
  }
  return recordIncomingMail(ctx, mail);
}

/**
 * Starts the mailbox reader when IMAP_URL is set. A mailbox that is down or refuses the password
 * is recorded for /api/health and logged, and tried again every IMAP_POLL_SECONDS: the server
 * serves on regardless. `afterRead` hears of each read that went through.
 */
export function startMailboxReader(ctx: AppContext, options: { afterRead?: () => void } = {}): BackgroundLoop | null {
  const mailbox = ctx.config.mailbox;
  if (!mailbox) return null;
  const pollMs = mailbox.pollSeconds * 1000;
  // Renewed every step, so it outlives a poll with room; a replica that dies hands over within it.
  const leaseMs = Math.max(60_000, 3 * pollMs);
  let client: ImapFlow | null = null;
  const disconnect = async () => {
    const open = client;
    client = null;
    if (open?.usable) await open.logout().catch(() => open.close());
    else open?.close();
  };
  const loop: BackgroundLoop = startBackgroundLoop({
    delayAfterError: pollMs,
    onError: (error) => ctx.logger.error({ err: error }, 'reading the mailbox of replies and bounces failed'),
    async step(isStopping) {
      if (!(await tryLeadChore(ctx.prisma, CHORE, leaseMs))) {
        await disconnect();
        return pollMs;
      }
      try {
        if (!client) {
          const connected = await connectMailbox(mailbox, () => loop.wake());
          // A connection that drops (the server restarts) is made again on the next step.
          connected.on('close', () => {
            if (client === connected) client = null;
          });
          client = connected;
        }
        const hasMore = await readNewMail(ctx, client, isStopping);
        // The notices of the replies just recorded go out now, not at the notifier's next look.
        options.afterRead?.();
        await recordMailboxCheck(ctx, null);
        return hasMore ? 0 : pollMs;
      } catch (error) {
        await disconnect();
        await recordMailboxCheck(ctx, describeMailboxError(error));
        return pollMs;
      }
    },
  });
  return {
    wake: () => loop.wake(),
    async stop() {
      await loop.stop();
      await disconnect();
      // The next replica's step reads on, rather than waiting out the lease (a minute or more).
      await releaseChore(ctx.prisma, CHORE).catch((error: unknown) => ctx.logger.warn({ err: error }, 'the mailbox reader could not hand its lease over'));
    },
  };
}
