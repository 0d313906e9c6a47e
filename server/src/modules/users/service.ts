import type { ProfileUpdatedAnswer } from '@app/shared';
import type { AppContext, Caller, RequestOrigin } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { passwordChangedMessage } from '../../mail/messages.js';
import { recordAudit } from '../auth/audit.js';
import { consumeCode, issueCode } from '../auth/codes.js';
import { getUserView } from '../auth/current-user.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { forgetUserSessions } from '../auth/session-cache.js';
import { revokeSessions } from '../auth/sessions.js';

async function findCaller(ctx: AppContext, caller: Caller) {
  const user = await ctx.prisma.user.findFirst({ where: { id: caller.userId, ...ofTenant(caller) } });
  if (!user) throw notFound('User');
  return user;
}

export async function updateProfile(
  ctx: AppContext,
  options: { caller: Caller; firstName: string; lastName: string },
): Promise<ProfileUpdatedAnswer> {
  const { caller, firstName, lastName } = options;
  await ctx.prisma.user.updateMany({ where: { id: caller.userId, ...ofTenant(caller) }, data: { firstName, lastName } });
  await forgetUserSessions(ctx.prisma, caller.userId);
  return { message: 'Profile updated successfully!', user: await getUserView(ctx, caller) };
}

/** The caller's own notification settings: only the user themself changes them. */
export async function updateNotifications(
  ctx: AppContext,
  options: { caller: Caller; emailOnReply: boolean },
): Promise<ProfileUpdatedAnswer> {
  const { caller, emailOnReply } = options;
  await ctx.prisma.user.updateMany({ where: { id: caller.userId, ...ofTenant(caller) }, data: { emailOnReply } });
  // The session check answers with the user as cached: the setting must show at once on every replica.
  await forgetUserSessions(ctx.prisma, caller.userId);
  return { message: 'Notification settings saved', user: await getUserView(ctx, caller) };
}

/** Changes the password; every other session ends, the caller's stays signed in. */
export async function changePassword(
  ctx: AppContext,
  options: { caller: Caller; currentPassword: string; newPassword: string; origin: RequestOrigin },
): Promise<{ message: string }> {
  const { caller, currentPassword, newPassword, origin } = options;
  const user = await findCaller(ctx, caller);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new HttpError(400, 'Current password is incorrect');
  }
  if (currentPassword === newPassword) {
    throw new HttpError(400, 'New password must be different from the current password');
  }
  await ctx.prisma.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(newPassword, ctx.passwordHashCost) },
  });
  await revokeSessions(ctx, user.id, caller.sessionId);
  await recordAudit(ctx, { event: 'password.changed', userId: user.id, tenantId: user.tenantId, origin });
  await ctx.mailer
    .send({ to: user.email, ...passwordChangedMessage() })
    .catch((error: unknown) => ctx.logger.error({ err: error }, 'could not send the password-changed notice'));
  return { message: 'Password changed successfully!' };
}

export async function startTwoFactorSetup(
  ctx: AppContext,
  options: { caller: Caller },
): Promise<{ message: string; expiresAt: string }> {
  const user = await findCaller(ctx, options.caller);
  if (user.twoFactorEnabled) throw new HttpError(400, 'Two-factor authentication is already enabled.');
  const { expiresAt } = await issueCode(ctx, { owner: user, purpose: 'two_factor_setup' });
  return { message: 'A verification code was sent to your email.', expiresAt: expiresAt.toISOString() };
}

export async function confirmTwoFactorSetup(
  ctx: AppContext,
  options: { caller: Caller; code: string; origin: RequestOrigin },
): Promise<{ message: string }> {
  const user = await findCaller(ctx, options.caller);
  if (user.twoFactorEnabled) throw new HttpError(400, 'Two-factor authentication is already enabled.');
  await consumeCode(ctx, { owner: user, purpose: 'two_factor_setup', code: options.code, origin: options.origin });
  await ctx.prisma.user.update({ where: { id: user.id }, data: { twoFactorEnabled: true } });
  await forgetUserSessions(ctx.prisma, user.id);
  await recordAudit(ctx, { event: 'two_factor.enabled', userId: user.id, tenantId: user.tenantId, origin: options.origin });
  return { message: 'Two-factor authentication enabled.' };
}

export async function disableTwoFactor(
  ctx: AppContext,
  options: { caller: Caller; origin: RequestOrigin },
): Promise<{ message: string }> {
  const user = await findCaller(ctx, options.caller);
  if (!user.twoFactorEnabled) return { message: 'Two-factor authentication is already disabled.' };
  await ctx.prisma.user.update({ where: { id: user.id }, data: { twoFactorEnabled: false } });
  await forgetUserSessions(ctx.prisma, user.id);
  await recordAudit(ctx, { event: 'two_factor.disabled', userId: user.id, tenantId: user.tenantId, origin: options.origin });
  return { message: 'Two-factor authentication disabled.' };
}
