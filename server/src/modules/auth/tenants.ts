import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';

export const DEFAULT_TENANT_NAME = 'Healthcare';

/** Finds an organisation by name, ignoring case ("healthcare" is Healthcare). */
export async function findTenantByName(ctx: Pick<AppContext, 'prisma'>, name: string) {
  return ctx.prisma.tenant.findFirst({ where: { name: { equals: name.trim(), mode: 'insensitive' } } });
}

export async function requireTenantByName(ctx: AppContext, name: string) {
  const tenant = await findTenantByName(ctx, name);
  if (!tenant) throw new HttpError(400, 'Unknown tenant. Choose Healthcare or Capital Holdings.');
  return tenant;
}
