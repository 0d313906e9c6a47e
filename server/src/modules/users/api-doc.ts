import {
  changePasswordSchema,
  codeSentAnswerSchema,
  messageAnswerSchema,
  profileUpdatedAnswerSchema,
  updateNotificationsSchema,
  updateProfileSchema,
  userAnswerSchema,
  verifyTwoFactorSetupSchema,
} from '@app/shared';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, json, jsonBody, signedIn } from '../../openapi/parts.js';

const tags = ['Settings'];
const security = signedIn;

export const userPaths: ZodOpenApiPathsObject = {
  '/api/users/profile': {
    get: {
      tags,
      security,
      summary: 'The profile of the signed-in user',
      responses: { 200: json('The profile', userAnswerSchema), ...errorAnswers(401) },
    },
    patch: {
      tags,
      security,
      summary: 'Change first and last name',
      requestBody: jsonBody(updateProfileSchema),
      responses: { 200: json('Profile updated', profileUpdatedAnswerSchema), ...errorAnswers(400, 401) },
    },
  },
  '/api/users/notifications': {
    put: {
      tags,
      security,
      summary: "Turn the signed-in user's own e-mail notifications on or off",
      description: 'emailOnReply: an e-mail to the user when a candidate replies to an outreach they sent (on by default; read from the mailbox of IMAP_URL).',
      requestBody: jsonBody(updateNotificationsSchema),
      responses: { 200: json('Settings saved; the user as now stored', profileUpdatedAnswerSchema), ...errorAnswers(400, 401) },
    },
  },
  '/api/users/change-password': {
    post: {
      tags,
      security,
      summary: 'Change the password; other sessions end',
      requestBody: jsonBody(changePasswordSchema),
      responses: { 200: json('Password changed', messageAnswerSchema), ...errorAnswers(400, 401) },
    },
  },
  '/api/users/initiate-2fa-setup': {
    post: {
      tags,
      security,
      summary: 'E-mail a code to turn two-factor sign-in on',
      responses: { 200: json('Code sent', codeSentAnswerSchema), ...errorAnswers(400, 401, 429, 503) },
    },
  },
  '/api/users/verify-2fa-setup': {
    post: {
      tags,
      security,
      summary: 'Turn two-factor sign-in on with the e-mailed code',
      requestBody: jsonBody(verifyTwoFactorSetupSchema),
      responses: { 200: json('Two-factor sign-in on', messageAnswerSchema), ...errorAnswers(400, 401, 429) },
    },
  },
  '/api/users/disable-2fa': {
    post: {
      tags,
      security,
      summary: 'Turn two-factor sign-in off',
      responses: { 200: json('Two-factor sign-in off', messageAnswerSchema), ...errorAnswers(401) },
    },
  },
};
