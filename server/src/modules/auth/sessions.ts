import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppContext, Caller, RequestOrigin } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { isUuid } from '@app/shared';
import { toUserView, userViewColumns } from './current-user.js';
import { forgetUserSessions, SESSION_CACHE_TTL_MS, sessionCacheOf, type SignedIn } from './session-cache.js';

const ISSUER = 'recruiting-workspace';
const AUDIENCE = 'recruiting-workspace-api';
const ALGORITHM = 'HS256';

// A KeyObject made once per secret: importing raw bytes on every request costs more than the check.
const keys = new Map<string, KeyObject>();
function secretKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

function durationMs(duration: string): number {
  const match = /^(\d+)\s*(s|m|h|d)$/.exec(duration);
  if (!match) throw new Error(`Bad duration ${duration}`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

type SessionOwner = { id: string; tenantId: string; tokenVersion: number };

/** Opens a server-side session and returns its bearer token. */
export async function createSession(ctx: AppContext, user: SessionOwner, origin: RequestOrigin): Promise<string> {
  const expiresAt = new Date(Date.now() + durationMs(ctx.config.jwtExpiresIn));
  const session = await ctx.prisma.session.create({
    data: {
      userId: user.id,
      tenantId: user.tenantId,
      tokenVersion: user.tokenVersion,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500),
      expiresAt,
    },
  });
  return new SignJWT({ sid: session.id, tv: user.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secretKey(ctx.config.jwtSecret));
}

const signInAgain = () => new HttpError(401, 'Your session has ended. Please sign in again.');

/**
 * Verifies a bearer token: one algorithm, our issuer and audience, not expired, and its session
 * row still open with the user's current token version.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<SignedIn> {
  const cache = sessionCacheOf(ctx.prisma);
  const cached = cache.get(token, Date.now());
  if (cached) return cached;
  const readAtGeneration = cache.generation;

  let claims: { sub?: string; sid?: unknown; tv?: unknown; exp?: number };
  try {
    ({ payload: claims } = await jwtVerify(token, secretKey(ctx.config.jwtSecret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw signInAgain();
    throw error;
  }
  if (!isUuid(claims.sid) || typeof claims.tv !== 'number' || !claims.sub) throw signInAgain();
  // One joined query (relationJoins), paid once per token every few seconds thanks to the cache.
  const session = await ctx.prisma.session.findUnique({
    where: { id: claims.sid },
    select: {
      id: true,
      userId: true,
      tenantId: true,
      tokenVersion: true,
      expiresAt: true,
      revokedAt: true,
      user: { select: { ...userViewColumns, tokenVersion: true } },
      tenant: { select: { name: true } },
    },
  });
  const now = Date.now();
  const isOpen =
    session &&
    session.userId === claims.sub &&
    !session.revokedAt &&
    session.expiresAt.getTime() > now &&
    session.tokenVersion === claims.tv &&
    session.user.tokenVersion === claims.tv;
  if (!isOpen) throw signInAgain();
  const caller: Caller = { userId: session.userId, tenantId: session.tenantId, tenantName: session.tenant.name, sessionId: session.id };
  const endsAt = Math.min(session.expiresAt.getTime(), (claims.exp ?? 0) * 1000);
  const signedIn = { caller, user: toUserView(session.user, caller.tenantName) };
  cache.set(token, { ...signedIn, checkedUntil: Math.min(now + SESSION_CACHE_TTL_MS, endsAt) }, readAtGeneration, now);
  return signedIn;
}

/**
 * Ends every open session of a user, except `keepSessionId` when given. Every path that ends
 * sessions or bumps `tokenVersion` must come through here: it also clears the session cache of
 * every replica. A check that read the session before the write and finishes after the forget
 * is not cached (the cache's generation), one that finished before is forgotten.
 */
export async function revokeSessions(
  ctx: Pick<AppContext, 'prisma'>,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const { count } = await ctx.prisma.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  await forgetUserSessions(ctx.prisma, userId);
  return count;
}
