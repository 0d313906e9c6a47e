import { forgetUserSessions } from '../../modules/auth/session-cache.js';
import type { AdminCommand } from '../command.js';
import { emailOption, userByEmail } from './find-user.js';

export const verifyEmail: AdminCommand = {
  name: 'verify-email',
  summary: "mark an account's address as verified",
  help: `Usage: npm run admin -- verify-email --email <address>

Marks the address as verified, for someone whose verification e-mail never arrived. They can
then sign in with their password.`,
  options: emailOption,
  async run(ctx, options) {
    const user = await userByEmail(ctx, options);
    if (user.emailVerified) return `${user.email} was already verified.`;
    await ctx.prisma.user.update({ where: { id: user.id }, data: { emailVerified: true } });
    await forgetUserSessions(ctx.prisma, user.id);
    return `${user.email} is now verified.`;
  },
};
