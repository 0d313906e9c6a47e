import type { AppContext } from '../../context.js';

/** The cursor row of the one mailbox the deployment reads (IMAP_URL). */
export const MAILBOX_CURSOR = 'replies';

/** How the last look at the mailbox went, for /api/health on any replica: it lives in the database. */
export type MailboxHealth = { status: 'ok' | 'error' | 'starting'; checkedAt: string | null; error: string | null };

/** What a failure to read the mailbox tells an admin, without the URL's password or the server's internals. */
export function describeMailboxError(error: unknown): string {
  const { authenticationFailed, code, responseText, message } = error as {
    authenticationFailed?: boolean;
    code?: string;
    responseText?: string;
    message?: string;
  };
  if (authenticationFailed || code === 'AUTHENTICATIONFAILED') return 'The mailbox refused the user name or password (IMAP_URL)';
  if (code && /^E[A-Z]+$/.test(code)) return `The mailbox server cannot be reached (${code})`;
  return `The mailbox could not be read: ${responseText ?? message ?? 'unknown error'}`.slice(0, 300);
}

/** Records how a look at the mailbox went; logs only a change (down, or back), not every poll. */
export async function recordMailboxCheck(ctx: AppContext, error: string | null): Promise<void> {
  const previous = await ctx.prisma.mailboxCursor.findUnique({ where: { name: MAILBOX_CURSOR }, select: { lastError: true, checkedAt: true } });
  const now = new Date();
  await ctx.prisma.mailboxCursor.upsert({
    where: { name: MAILBOX_CURSOR },
    create: { name: MAILBOX_CURSOR, uidValidity: 0n, lastUid: 0n, lastError: error, checkedAt: now },
    update: { lastError: error, checkedAt: now },
  });
  if (error && error !== previous?.lastError) ctx.logger.warn({ error }, 'the mailbox of replies and bounces cannot be read; retrying');
  if (!error && previous?.lastError) ctx.logger.info('the mailbox of replies and bounces can be read again');
}

export async function mailboxHealth(ctx: AppContext): Promise<MailboxHealth> {
  const cursor = await ctx.prisma.mailboxCursor.findUnique({ where: { name: MAILBOX_CURSOR }, select: { lastError: true, checkedAt: true } });
  if (!cursor?.checkedAt) return { status: 'starting', checkedAt: null, error: null };
  return { status: cursor.lastError ? 'error' : 'ok', checkedAt: cursor.checkedAt.toISOString(), error: cursor.lastError };
}
