import type { User } from '@app/shared';
import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { notFound } from '../../http/http-error.js';

/** The signed-in user as the client sees it (GET /auth/me and GET /users/profile). */
export async function getUserView(ctx: AppContext, caller: Caller): Promise<User> {
  // The tenant's name comes with the verified session: joining it again would double the query's cost.
  const user = await ctx.prisma.user.findFirst({
    where: { id: caller.userId, ...ofTenant(caller) },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, emailVerified: true, twoFactorEnabled: true },
  });
  if (!user) throw notFound('User');
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    tenant: caller.tenantName,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
