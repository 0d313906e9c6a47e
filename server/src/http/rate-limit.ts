import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { PrismaClient } from '../db/database.js';
import { DatabaseRateLimitStore } from './rate-limit-store.js';

export type RateLimitSettings = {
  /** Sign-in, code and reset calls per IP address per window. */
  authPerIp: number;
  /** Failed calls (wrong password or code) per account per window, from any address. */
  authPerAccount: number;
  windowMs: number;
};

export const defaultRateLimits: RateLimitSettings = { authPerIp: 60, authPerAccount: 20, windowMs: 15 * 60_000 };

/** Answers that mean "wrong password or code"; anything else (success, throttling) costs nothing. */
const isWrongGuess = (status: number) => status === 400 || status === 401;

function limiter(
  store: DatabaseRateLimitStore,
  limit: number,
  windowMs: number,
  keyOf: (req: Request) => string | undefined,
  options: { failuresOnly?: boolean } = {},
): RequestHandler {
  return rateLimit({
    store,
    windowMs,
    limit,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    requestWasSuccessful: (_req, res) => !isWrongGuess(res.statusCode),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Requests without an account key (bad input) skip the per-account limit; the IP one still counts them.
    skip: (req) => keyOf(req) === undefined,
    keyGenerator: (req) => keyOf(req)!,
    handler: (_req, res, _next, options) => {
      const minutes = Math.ceil(options.windowMs / 60_000);
      res.status(429).json({ message: `Too many attempts. Please try again in ${minutes} minutes.` });
    },
  });
}

/** The device id of a browser that signed in to `email` before (a valid device cookie), if any. */
export type TrustedDeviceOf = (req: Request, email: string) => string | undefined;

/**
 * Two limits in a row for the sensitive auth calls: every call per IP address, and wrong
 * guesses per account. The account budget counts failures only, so forgot-password or a correct
 * sign-in cannot use it up, and a browser the owner signed in with before has a budget of its own.
 * Both are counted in the database, so every replica of a deployment spends from the same budgets;
 * only these calls pay that round trip (decision 102).
 */
export function authRateLimits(prisma: PrismaClient, settings: RateLimitSettings, trustedDeviceOf: TrustedDeviceOf): RequestHandler[] {
  const perIp = limiter(new DatabaseRateLimitStore(prisma, 'auth-ip:'), settings.authPerIp, settings.windowMs, (req) =>
    ipKeyGenerator(req.ip ?? 'unknown'),
  );
  const perAccount = limiter(
    new DatabaseRateLimitStore(prisma, 'auth-account:'),
    settings.authPerAccount,
    settings.windowMs,
    (req) => {
      const given: unknown = req.body?.email;
      if (typeof given !== 'string' || !given.trim()) return undefined;
      const email = given.trim().toLowerCase();
      const device = trustedDeviceOf(req, email);
      return device ? `device:${device}` : `account:${email}`;
    },
    { failuresOnly: true },
  );
  return [perIp, perAccount];
}
