import { registerSchema } from '@app/shared';
import { hashPassword } from '../../modules/auth/passwords.js';
import { DEFAULT_TENANT_NAME, findTenantByName } from '../../modules/auth/tenants.js';
import { firstProblem } from '../../http/validate.js';
import { AdminError, type AdminCommand } from '../command.js';

export const createUser: AdminCommand = {
  name: 'create-user',
  summary: 'create an account with a verified address',
  help: `Usage: npm run admin -- create-user --email <address> --first-name <name> --last-name <name> [--tenant <name>]

Creates an account whose address counts as verified, so it can sign in at once. The password is
read from the ADMIN_PASSWORD environment variable (kept out of shell history and process lists)
or from --password, and must meet the sign-up rules.

  --email        the sign-in address (unique across organisations)
  --first-name   first name
  --last-name    last name
  --tenant       the organisation: Healthcare (default) or Capital Holdings
  --password     the password, when ADMIN_PASSWORD is not set`,
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    tenant: { type: 'string' },
    password: { type: 'string' },
  },
  fromEnv: { password: 'ADMIN_PASSWORD' },
  async run(ctx, options) {
    const parsed = registerSchema.safeParse({
      email: options.email,
      firstName: options['first-name'],
      lastName: options['last-name'],
      password: options.password,
      tenantName: options.tenant ?? DEFAULT_TENANT_NAME,
    });
    if (!parsed.success) throw new AdminError(firstProblem(parsed.error));
    const input = parsed.data;
    const tenant = await findTenantByName(ctx, input.tenantName ?? DEFAULT_TENANT_NAME);
    if (!tenant) throw new AdminError('Unknown tenant. Choose Healthcare or Capital Holdings.');
    if (await ctx.prisma.user.findUnique({ where: { email: input.email } })) {
      throw new AdminError(`An account with the e-mail address ${input.email} already exists.`);
    }
    await ctx.prisma.user.create({
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        tenantId: tenant.id,
        passwordHash: await hashPassword(input.password, ctx.passwordHashCost),
        emailVerified: true,
      },
    });
    return `Created ${input.email} in ${tenant.name}; the address is verified and the account can sign in.`;
  },
};
