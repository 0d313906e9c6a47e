import type { User } from '@app/shared';
import type { AppContext, Caller } from '../../context.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { notFound } from '../../http/http-error.js';

/** The user's columns the client sees; the session check reads them with the session. */
export const userViewColumns = { id: true, email: true, firstName: true, lastName: true, role: true, emailVerified: true, twoFactorEnabled: true, emailOnReply: true } as const;

type UserRow = Prisma.UserGetPayload<{ select: typeof userViewColumns }>;

/** The signed-in user as the client sees it (GET /auth/me and GET /users/profile). */
export function toUserView(user: UserRow, tenantName: string): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    tenant: tenantName,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    emailOnReply: user.emailOnReply,
  };
}

/** The user as stored now, for an answer right after a change. */
export async function getUserView(ctx: AppContext, caller: Caller): Promise<User> {
  const user = await ctx.prisma.user.findFirst({ where: { id: caller.userId, ...ofTenant(caller) }, select: userViewColumns });
  if (!user) throw notFound('User');
  return toUserView(user, caller.tenantName);
}
