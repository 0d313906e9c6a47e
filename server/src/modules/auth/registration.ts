import type { AppContext, RequestOrigin } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { recordAudit } from './audit.js';
import { consumeCode, issueCode } from './codes.js';
import { hashPassword } from './passwords.js';
import type { RegisterAnswer, RegisterInput } from '@app/shared';
import { createSession } from './sessions.js';
import { DEFAULT_TENANT_NAME, requireTenantByName } from './tenants.js';

/**
 * Creates an account in the chosen organisation (Healthcare by default). Registering again with
 * an address that was never verified updates that pending account, so "Back to Registration"
 * and a retry after a lost e-mail both work; only the address's owner can ever verify it.
 */
export async function register(ctx: AppContext, input: RegisterInput, origin: RequestOrigin): Promise<RegisterAnswer> {
  const tenant = await requireTenantByName(ctx, input.tenantName ?? DEFAULT_TENANT_NAME);
  const existing = await ctx.prisma.user.findUnique({ where: { email: input.email } });
  if (existing?.emailVerified) throw new HttpError(409, 'An account with this email already exists. Please sign in.');

  const isVerified = !ctx.config.requireEmailVerification;
  const data = {
    tenantId: tenant.id,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: await hashPassword(input.password, ctx.passwordHashCost),
    emailVerified: isVerified,
  };
  const user = existing
    ? await ctx.prisma.user.update({ where: { id: existing.id }, data })
    : await ctx.prisma.user.create({ data: { ...data, email: input.email } });
  if (!existing) {
    await recordAudit(ctx, { event: 'user.registered', userId: user.id, tenantId: tenant.id, origin });
  }

  if (isVerified) return { requiresVerification: false, accessToken: await createSession(ctx, user, origin) };
  const { expiresAt } = await issueCode(ctx, { owner: user, purpose: 'email_verification', reuseRecent: true });
  return {
    requiresVerification: true,
    email: user.email,
    expiresAt: expiresAt.toISOString(),
    message: 'We sent a 4-digit code to your email.',
  };
}

async function findPendingUser(ctx: AppContext, email: string) {
  const user = await ctx.prisma.user.findUnique({ where: { email } });
  if (!user) throw new HttpError(400, 'No account is waiting for verification with this email.');
  if (user.emailVerified) throw new HttpError(400, 'This email is already verified. Please sign in.');
  return user;
}

export async function verifyEmail(
  ctx: AppContext,
  input: { email: string; code: string },
  origin: RequestOrigin,
): Promise<{ accessToken: string }> {
  const user = await findPendingUser(ctx, input.email);
  await consumeCode(ctx, { owner: user, purpose: 'email_verification', code: input.code, origin });
  const verified = await ctx.prisma.user.update({ where: { id: user.id }, data: { emailVerified: true } });
  await recordAudit(ctx, { event: 'email.verified', userId: user.id, tenantId: user.tenantId, origin });
  return { accessToken: await createSession(ctx, verified, origin) };
}

export async function resendVerification(
  ctx: AppContext,
  input: { email: string },
): Promise<{ expiresAt: string; message: string }> {
  const user = await findPendingUser(ctx, input.email);
  const { expiresAt } = await issueCode(ctx, { owner: user, purpose: 'email_verification' });
  return { expiresAt: expiresAt.toISOString(), message: 'New verification code sent to your email!' };
}
