import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

export type RateLimitSettings = {
  /** Sign-in, code and reset calls per IP address per window. */
  authPerIp: number;
  /** The same calls per account (e-mail address) per window, from any address. */
  authPerAccount: number;
  windowMs: number;
};

export const defaultRateLimits: RateLimitSettings = { authPerIp: 60, authPerAccount: 20, windowMs: 15 * 60_000 };

function limiter(limit: number, windowMs: number, keyOf: (req: Request) => string | undefined): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
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

/** Two limits in a row for the sensitive auth calls: one per IP address, one per account. */
export function authRateLimits(settings: RateLimitSettings): RequestHandler[] {
  const perIp = limiter(settings.authPerIp, settings.windowMs, (req) => ipKeyGenerator(req.ip ?? 'unknown'));
  const perAccount = limiter(settings.authPerAccount, settings.windowMs, (req) => {
    const email: unknown = req.body?.email;
    return typeof email === 'string' && email.trim() ? `account:${email.trim().toLowerCase()}` : undefined;
  });
  return [perIp, perAccount];
}
