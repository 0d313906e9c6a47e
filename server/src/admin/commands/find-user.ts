import { AdminError, requiredText, type AdminContext, type ParsedOptions } from '../command.js';

/** The account named by --email (addresses are unique across organisations), or a clear error. */
export async function userByEmail(ctx: AdminContext, options: ParsedOptions) {
  const email = requiredText(options, 'email').toLowerCase();
  const user = await ctx.prisma.user.findUnique({ where: { email } });
  if (!user) throw new AdminError(`No account has the e-mail address ${email}.`);
  return user;
}

export const emailOption = { email: { type: 'string' } } as const;
