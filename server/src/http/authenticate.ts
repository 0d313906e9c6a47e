import type { User } from '@app/shared';
import type { Request, RequestHandler } from 'express';
import type { AppContext, Caller, RequestOrigin } from '../context.js';
import { resolveSession } from '../modules/auth/sessions.js';
import { HttpError } from './http-error.js';

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
    /** The caller's profile as the session check read it (at most a few seconds old). */
    signedInUser?: User;
  }
}

/** Requires a valid bearer session and records who is calling on the request. */
export function authenticate(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Please sign in to continue.');
    const signedIn = await resolveSession(ctx, match[1]!);
    req.caller = signedIn.caller;
    req.signedInUser = signedIn.user;
    next();
  };
}

/** The verified caller of a route behind `authenticate`. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new Error('callerOf used on a route without authenticate()');
  return req.caller;
}

/** The signed-in user of a route behind `authenticate`, as GET /auth/me shows them. */
export function signedInUserOf(req: Request): User {
  if (!req.signedInUser) throw new Error('signedInUserOf used on a route without authenticate()');
  return req.signedInUser;
}

/**
 * Restricts a router to one organisation (compared ignoring case, like the client does). Other
 * tenants get 404, as for any row they cannot see: to them the feature does not exist.
 */
export function requireTenant(tenantName: string): RequestHandler {
  return (req, _res, next) => {
    if (callerOf(req).tenantName.toLowerCase() !== tenantName.toLowerCase()) throw new HttpError(404, 'Not found');
    next();
  };
}

export function originOf(req: Request): RequestOrigin {
  return { ip: req.ip, userAgent: req.get('user-agent') };
}
