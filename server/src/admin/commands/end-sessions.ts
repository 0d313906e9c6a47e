import { revokeSessions } from '../../modules/auth/sessions.js';
import type { AdminCommand } from '../command.js';
import { emailOption, userByEmail } from './find-user.js';

export const endSessions: AdminCommand = {
  name: 'end-sessions',
  summary: "sign an account out everywhere",
  help: `Usage: npm run admin -- end-sessions --email <address>

Ends every open session of the account (a lost laptop, a shared password): each signed-in
browser must sign in again. The password stays as it is.`,
  options: emailOption,
  async run(ctx, options) {
    const user = await userByEmail(ctx, options);
    const ended = await revokeSessions(ctx, user.id);
    return `Ended ${ended} session${ended === 1 ? '' : 's'} of ${user.email}.`;
  },
};
