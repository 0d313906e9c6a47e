import type { AppContext, RequestOrigin } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { countAuditEvents, recordAudit } from './audit.js';
import { consumeCode, issueCode } from './codes.js';
import { passwordCheckForUnknownUser, verifyPassword } from './passwords.js';
import type { LoginAnswer, LoginInput, UnverifiedLoginAnswer } from '@app/shared';
import { createSession } from './sessions.js';

// Per account, on top of the per-IP limit in routes: a password guessed from many addresses
// still meets a wall. Failures are counted per client: every browser without a device cookie
// for the account shares one budget, and each browser the owner signed in with before has its
// own, so a stranger's guesses never pause the owner's own browser.
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;

/** Who is signing in: where from, and the browser's device id when it signed in to this account before. */
export type SignInClient = { origin: RequestOrigin; device?: string };

const clientKey = (client: SignInClient) => (client.device ? `device:${client.device}` : 'untrusted');

const INVALID_CREDENTIALS = 'Invalid email, password or tenant.';

export async function login(ctx: AppContext, input: LoginInput, client: SignInClient): Promise<LoginAnswer> {
  const { origin } = client;
  const user = await ctx.prisma.user.findUnique({ where: { email: input.email }, include: { tenant: true } });
  if (!user) {
    await passwordCheckForUnknownUser(input.password, ctx.passwordHashCost);
    await recordAudit(ctx, { event: 'login.failed', origin, detail: { reason: 'unknown_email' } });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }

  const recentFailures = await countAuditEvents(ctx, {
    userId: user.id,
    event: 'login.failed',
    since: new Date(Date.now() - FAILED_LOGIN_WINDOW_MS),
    detail: { key: 'client', value: clientKey(client) },
  });
  if (recentFailures >= MAX_FAILED_LOGINS) {
    throw new HttpError(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.');
  }

  const isPasswordRight = await verifyPassword(input.password, user.passwordHash);
  const isRightTenant = user.tenant.name.toLowerCase() === input.tenantName.trim().toLowerCase();
  if (!isPasswordRight || !isRightTenant) {
    const reason = isPasswordRight ? 'wrong_tenant' : 'wrong_password';
    await recordAudit(ctx, {
      event: 'login.failed',
      userId: user.id,
      tenantId: user.tenantId,
      origin,
      detail: { reason, client: clientKey(client) },
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }

  if (!user.emailVerified && ctx.config.requireEmailVerification) {
    const { expiresAt } = await issueCode(ctx, { owner: user, purpose: 'email_verification', reuseRecent: true });
    await recordAudit(ctx, { event: 'login.blocked_unverified', userId: user.id, tenantId: user.tenantId, origin });
    const next: Omit<UnverifiedLoginAnswer, 'message'> = { requiresVerification: true, email: user.email, expiresAt: expiresAt.toISOString() };
    throw new HttpError(403, 'Please verify your email before signing in. We sent a new code to your inbox.', next);
  }

  if (user.twoFactorEnabled) {
    await issueCode(ctx, { owner: user, purpose: 'login_2fa', reuseRecent: true });
    return {
      requiresTwoFactor: true,
      email: user.email,
      tenantName: user.tenant.name,
      message: 'We sent a 4-digit sign-in code to your email.',
    };
  }

  await recordAudit(ctx, { event: 'login.succeeded', userId: user.id, tenantId: user.tenantId, origin });
  return { requiresTwoFactor: false, accessToken: await createSession(ctx, user, origin) };
}

export async function verifyTwoFactorLogin(
  ctx: AppContext,
  input: { email: string; code: string; tenantName: string },
  origin: RequestOrigin,
): Promise<{ accessToken: string }> {
  const user = await ctx.prisma.user.findUnique({ where: { email: input.email }, include: { tenant: true } });
  // The same answer for an unknown account, the wrong tenant or 2FA off: nothing to learn here.
  const isExpected =
    user && user.twoFactorEnabled && user.tenant.name.toLowerCase() === input.tenantName.trim().toLowerCase();
  if (!isExpected) throw new HttpError(400, 'Invalid code');
  await consumeCode(ctx, { owner: user, purpose: 'login_2fa', code: input.code, origin });
  await recordAudit(ctx, { event: 'login.succeeded', userId: user.id, tenantId: user.tenantId, origin, detail: { twoFactor: true } });
  return { accessToken: await createSession(ctx, user, origin) };
}
