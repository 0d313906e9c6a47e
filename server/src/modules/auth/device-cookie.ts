import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

// OWASP's "device cookies": a browser that has signed in to an account before carries a signed
// cookie naming that account. Failed sign-ins from such a browser are counted for that browser
// alone, so a stranger hammering the address (which pauses every unknown client) cannot keep
// the owner out of their own browser.

export const DEVICE_COOKIE = 'rw_device';
const COOKIE_PATH = '/api/auth';
const MAX_AGE_MS = 180 * 86_400_000;

/** The signing key, derived so the cookie can never pass as a session or download token. */
const deviceKey = (secret: string) => createHmac('sha256', secret).update('device-cookie').digest();

const signatureOf = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', deviceKey(secret)).update(`${email.toLowerCase()}:${nonce}`).digest('base64url');

/** The device id when the request carries a valid device cookie issued for `email`. */
export function trustedDeviceOf(req: Request, secret: string, email: string): string | undefined {
  const value = cookieValue(req.headers.cookie, DEVICE_COOKIE);
  const match = value && /^([\w-]{22})\.([\w-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, nonce, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(secret, email, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : undefined;
}

/** Marks this browser as one that signed in to `email` (replacing a cookie for another account). */
export function rememberDevice(req: Request, res: Response, options: { secret: string; email: string; publicUrl: string }): void {
  const nonce = trustedDeviceOf(req, options.secret, options.email) ?? randomBytes(16).toString('base64url');
  res.cookie(DEVICE_COOKIE, `${nonce}.${signatureOf(options.secret, options.email, nonce)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure || options.publicUrl.startsWith('https:'),
    path: COOKIE_PATH,
    maxAge: MAX_AGE_MS,
  });
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
