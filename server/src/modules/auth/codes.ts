import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppContext, RequestOrigin } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { attemptsPausedMessage, codeMessage, type CodePurpose } from '../../mail/messages.js';
import { countAuditEvents, recordAudit } from './audit.js';

export type { CodePurpose };

export const CODE_LIFETIME_SECONDS: Record<CodePurpose, number> = {
  email_verification: 600,
  login_2fa: 300,
  two_factor_setup: 600,
};

// Four digits are only 13 bits, so guessing is starved on every axis: a code dies after three
// wrong tries, an account gets ten wrong tries an hour and twenty a day per purpose, and new
// codes are rationed. Twenty wrong tries a day bound an attacker's odds at 20 / 10,000 = 0.2% a
// day (decision 70).
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;
export const MAX_TRIES_PER_CODE = 3;
export const MAX_WRONG_CODES_PER_HOUR = 10;
export const MAX_WRONG_CODES_PER_DAY = 20;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const stepNames: Record<CodePurpose, string> = {
  email_verification: 'email verification',
  login_2fa: 'two-factor sign-in',
  two_factor_setup: 'two-factor setup',
};

type CodeOwner = { id: string; email: string };

function hashCode(secret: string, codeId: string, owner: CodeOwner, purpose: CodePurpose, code: string): string {
  // Keyed by the server secret and bound to this row, account and purpose: a code is worthless
  // anywhere else, and the stored hash cannot be reversed with a 10,000-entry table.
  return createHmac('sha256', secret).update(`${codeId}:${owner.id}:${purpose}:${code}`).digest('hex');
}

type WrongCodes = { lastHour: number; lastDay: number };

/** Throws 429 while the hour's or the day's wrong codes for this step are used up; else returns the counts. */
async function assertNotPaused(ctx: AppContext, owner: CodeOwner, purpose: CodePurpose): Promise<WrongCodes> {
  const now = Date.now();
  const count = (windowMs: number) =>
    countAuditEvents(ctx, {
      userId: owner.id,
      event: 'code.failed',
      since: new Date(now - windowMs),
      detail: { key: 'purpose', value: purpose },
    });
  const lastDay = await count(DAY_MS);
  if (lastDay >= MAX_WRONG_CODES_PER_DAY) {
    throw new HttpError(429, 'Too many wrong codes. This step is paused for 24 hours; we have emailed you about it.');
  }
  const lastHour = lastDay === 0 ? 0 : await count(HOUR_MS);
  if (lastHour >= MAX_WRONG_CODES_PER_HOUR) {
    throw new HttpError(429, 'Too many wrong codes. This step is paused for an hour; we have emailed you about it.');
  }
  return { lastHour, lastDay };
}

export type IssuedCode = { expiresAt: Date; isNew: boolean };

/**
 * E-mails a fresh code for `purpose`, retiring earlier ones. With `reuseRecent`, a live code sent
 * less than a minute ago is kept instead of failing (a double-clicked "Sign in" sends one mail).
 */
export async function issueCode(
  ctx: AppContext,
  options: { owner: CodeOwner; purpose: CodePurpose; reuseRecent?: boolean },
): Promise<IssuedCode> {
  const { owner, purpose } = options;
  await assertNotPaused(ctx, owner, purpose);
  const now = Date.now();
  const latest = await ctx.prisma.verificationCode.findFirst({
    where: { userId: owner.id, purpose },
    orderBy: { createdAt: 'desc' },
  });
  const isLive = latest && !latest.consumedAt && latest.expiresAt.getTime() > now && latest.attempts < MAX_TRIES_PER_CODE;
  if (latest && now - latest.createdAt.getTime() < RESEND_AFTER_SECONDS * 1000) {
    if (options.reuseRecent && isLive) return { expiresAt: latest.expiresAt, isNew: false };
    const wait = Math.ceil(RESEND_AFTER_SECONDS - (now - latest.createdAt.getTime()) / 1000);
    throw new HttpError(429, `Please wait ${wait} seconds before requesting a new code.`, { retryAfterSeconds: wait });
  }
  const issuedThisHour = await ctx.prisma.verificationCode.count({
    where: { userId: owner.id, purpose, createdAt: { gte: new Date(now - HOUR_MS) } },
  });
  if (issuedThisHour >= MAX_CODES_PER_HOUR) {
    throw new HttpError(429, 'Too many codes were requested. Please try again in an hour.');
  }

  const code = randomInt(0, 10_000).toString().padStart(4, '0');
  const id = randomUUID();
  const expiresAt = new Date(now + CODE_LIFETIME_SECONDS[purpose] * 1000);
  await ctx.prisma.verificationCode.updateMany({
    where: { userId: owner.id, purpose, consumedAt: null },
    data: { consumedAt: new Date(now) },
  });
  await ctx.prisma.verificationCode.create({
    data: { id, userId: owner.id, purpose, expiresAt, codeHash: hashCode(ctx.config.jwtSecret, id, owner, purpose, code) },
  });
  try {
    await ctx.mailer.send({ to: owner.email, ...codeMessage(purpose, code, CODE_LIFETIME_SECONDS[purpose] / 60) });
  } catch (error) {
    // An undelivered code must not count against the owner's allowance or block a retry.
    await ctx.prisma.verificationCode.delete({ where: { id } });
    ctx.logger.error({ err: error, purpose }, 'could not send a verification code');
    throw new HttpError(503, 'We could not send the email right now. Please try again in a moment.');
  }
  return { expiresAt, isNew: true };
}

/** Checks a code and uses it up; throws the message the user should see otherwise. */
export async function consumeCode(
  ctx: AppContext,
  options: { owner: CodeOwner & { tenantId: string }; purpose: CodePurpose; code: string; origin: RequestOrigin },
): Promise<void> {
  const { owner, purpose, code, origin } = options;
  const wrongSoFar = await assertNotPaused(ctx, owner, purpose);
  const active = await ctx.prisma.verificationCode.findFirst({
    where: { userId: owner.id, purpose, consumedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!active) throw new HttpError(400, 'Invalid code');
  if (active.expiresAt.getTime() <= Date.now()) throw new HttpError(400, 'Code expired. Please request a new one.');
  const usedUp = () => new HttpError(400, 'This code was entered wrong too many times. Please request a new one.');
  if (active.attempts >= MAX_TRIES_PER_CODE) throw usedUp();
  // The try is spent before the code is compared, in one conditional statement: tries racing on
  // one code, through any replica, get MAX_TRIES_PER_CODE comparisons between them, never more.
  const claimed = await ctx.prisma.verificationCode.updateMany({
    where: { id: active.id, consumedAt: null, attempts: { lt: MAX_TRIES_PER_CODE } },
    data: { attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) {
    // Another try took the last one, or the code was used or replaced meanwhile.
    const current = await ctx.prisma.verificationCode.findUnique({ where: { id: active.id }, select: { attempts: true } });
    throw (current?.attempts ?? 0) >= MAX_TRIES_PER_CODE ? usedUp() : new HttpError(400, 'Invalid code');
  }

  const expected = Buffer.from(active.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.config.jwtSecret, active.id, owner, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await recordAudit(ctx, { event: 'code.failed', userId: owner.id, tenantId: owner.tenantId, origin, detail: { purpose } });
    if (wrongSoFar.lastDay + 1 === MAX_WRONG_CODES_PER_DAY) await tellOwnerPaused(ctx, owner, purpose, origin, '24 hours');
    else if (wrongSoFar.lastHour + 1 === MAX_WRONG_CODES_PER_HOUR) await tellOwnerPaused(ctx, owner, purpose, origin, 'an hour');
    throw new HttpError(400, 'Invalid code');
  }

  // Conditional on still being unused, so two racing requests cannot both spend one code.
  const spent = await ctx.prisma.verificationCode.updateMany({
    where: { id: active.id, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  if (spent.count !== 1) throw new HttpError(400, 'Invalid code');
}

async function tellOwnerPaused(
  ctx: AppContext,
  owner: CodeOwner & { tenantId: string },
  purpose: CodePurpose,
  origin: RequestOrigin,
  pause: string,
): Promise<void> {
  await recordAudit(ctx, { event: 'code.paused', userId: owner.id, tenantId: owner.tenantId, origin, detail: { purpose, pause } });
  await ctx.mailer
    .send({ to: owner.email, ...attemptsPausedMessage(stepNames[purpose], pause) })
    .catch((error: unknown) => ctx.logger.error({ err: error }, 'could not send the paused-step notice'));
}
