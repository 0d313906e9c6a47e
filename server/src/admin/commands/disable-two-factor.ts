import { forgetUserSessions } from '../../modules/auth/session-cache.js';
import type { AdminCommand } from '../command.js';
import { emailOption, userByEmail } from './find-user.js';

export const disableTwoFactor: AdminCommand = {
  name: 'disable-2fa',
  summary: "turn an account's two-factor sign-in off",
  help: `Usage: npm run admin -- disable-2fa --email <address>

Turns two-factor authentication off, for someone who can no longer receive the e-mailed codes.
They sign in with the password alone until they turn it on again.`,
  options: emailOption,
  async run(ctx, options) {
    const user = await userByEmail(ctx, options);
    if (!user.twoFactorEnabled) return `Two-factor authentication was already off for ${user.email}.`;
    await ctx.prisma.user.update({ where: { id: user.id }, data: { twoFactorEnabled: false } });
    await forgetUserSessions(ctx.prisma, user.id);
    return `Two-factor authentication is now off for ${user.email}.`;
  },
};
