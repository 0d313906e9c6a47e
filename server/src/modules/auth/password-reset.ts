import { createHash, randomBytes } from 'node:crypto';
import type { AppContext, RequestOrigin } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { passwordResetMessage } from '../../mail/messages.js';
import { recordAudit } from './audit.js';
import { hashPassword } from './passwords.js';
import { revokeSessions } from './sessions.js';

export const RESET_TOKEN_LIFETIME_MINUTES = 60;
const RESET_EMAIL_INTERVAL_MS = 60_000;
const MAX_RESET_EMAILS_PER_HOUR = 5;

export const NEUTRAL_RESET_MESSAGE = 'If the email exists, a reset link was sent. Please check your inbox.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a reset link when the address has an account. The route answers before this runs, so
 * the answer and its timing are the same whether or not the account exists.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, origin: RequestOrigin): Promise<void> {
  const user = await ctx.prisma.user.findUnique({ where: { email } });
  if (!user) return;
  const now = Date.now();
  const recent = await ctx.prisma.passwordResetToken.findMany({
    where: { userId: user.id, createdAt: { gte: new Date(now - 3_600_000) } },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  const isTooSoon = recent[0] && now - recent[0].createdAt.getTime() < RESET_EMAIL_INTERVAL_MS;
  if (isTooSoon || recent.length >= MAX_RESET_EMAILS_PER_HOUR) {
    ctx.logger.info({ userId: user.id }, 'password reset e-mail skipped: rate limited');
    return;
  }

  const token = randomBytes(32).toString('base64url');
  await ctx.prisma.passwordResetToken.create({
    data: {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + RESET_TOKEN_LIFETIME_MINUTES * 60_000),
    },
  });
  await recordAudit(ctx, { event: 'password.reset_requested', userId: user.id, tenantId: user.tenantId, origin });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: user.email, ...passwordResetMessage(link, RESET_TOKEN_LIFETIME_MINUTES) });
}

/** Sets a new password from a reset link and ends every session of the account. */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; newPassword: string },
  origin: RequestOrigin,
): Promise<{ message: string }> {
  const record = await ctx.prisma.passwordResetToken.findUnique({ where: { tokenHash: hashToken(input.token) } });
  if (!record || record.usedAt) throw new HttpError(400, 'Invalid reset token');
  if (record.expiresAt.getTime() <= Date.now()) {
    throw new HttpError(400, 'This reset link has expired. Please request a new password reset.');
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.passwordHashCost);
  // Spend the token first and only if still unused, so a link works exactly once.
  const spent = await ctx.prisma.passwordResetToken.updateMany({
    where: { id: record.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (spent.count !== 1) throw new HttpError(400, 'Invalid reset token');
  const user = await ctx.prisma.user.update({
    where: { id: record.userId },
    // The link proved the address, so a pending account counts as verified from now on.
    data: { passwordHash, tokenVersion: { increment: 1 }, emailVerified: true },
  });
  await revokeSessions(ctx, user.id);
  await ctx.prisma.passwordResetToken.updateMany({
    where: { userId: user.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  await recordAudit(ctx, { event: 'password.reset', userId: user.id, tenantId: user.tenantId, origin });
  return { message: 'Password reset successful. Please sign in with your new password.' };
}
