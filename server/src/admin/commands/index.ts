import type { AdminCommand } from '../command.js';
import { eraseCandidateCommand, exportCandidateCommand } from './candidate-data.js';
import { createUser } from './create-user.js';
import { disableTwoFactor } from './disable-two-factor.js';
import { endSessions } from './end-sessions.js';
import { listTenants } from './list-tenants.js';
import { reindexDocumentsCommand } from './reindex-documents.js';
import { verifyEmail } from './verify-email.js';

/** Every admin command; `npm run admin -- --help` lists them in this order. */
export const adminCommands: AdminCommand[] = [createUser, verifyEmail, disableTwoFactor, endSessions, listTenants, reindexDocumentsCommand, exportCandidateCommand, eraseCandidateCommand];
