import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';

// One random token per message names it in its tracking pixel and unsubscribe links: public
// URLs without a session, so the token is the only key and must not be guessable.

/** 192 random bits, URL-safe. */
export const newTrackingToken = () => randomBytes(24).toString('base64url');

const TOKEN_SHAPE = /^[\w-]{20,64}$/;

/** The message a token names, if any; anything malformed is not looked up. */
export async function outreachOfToken(ctx: AppContext, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  return ctx.prisma.outreach.findUnique({
    where: { trackingToken: token },
    select: { id: true, tenantId: true, recipientEmail: true, status: true, sentAt: true, openedAt: true },
  });
}
