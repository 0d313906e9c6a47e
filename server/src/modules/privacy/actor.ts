import type { Request } from 'express';
import type { AppContext, RequestOrigin } from '../../context.js';
import { callerOf, originOf } from '../../http/authenticate.js';

/** What erasing and exporting need: the database, the file storage and the log (the server's or the admin command line's). */
export type PrivacyContext = Pick<AppContext, 'prisma' | 'storage' | 'logger'>;

/**
 * Who acts on a person's data, for the audit trail: a signed-in user of the tenant, an operator
 * at the admin command line (no user), or the tenant's retention rule.
 */
export type Actor = { tenantId: string; userId?: string; origin: RequestOrigin; via: 'app' | 'admin' | 'retention' };

export const auditOf = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, origin: actor.origin });

/** The signed-in caller of a request as the actor. */
export function actorOf(req: Request): Actor {
  const caller = callerOf(req);
  return { tenantId: caller.tenantId, userId: caller.userId, origin: originOf(req), via: 'app' };
}
