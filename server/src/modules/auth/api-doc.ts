import {
  accessTokenAnswerSchema,
  codeSentAnswerSchema,
  emailOnlySchema,
  loginAnswerSchema,
  loginSchema,
  messageAnswerSchema,
  registerAnswerSchema,
  registerSchema,
  resetPasswordSchema,
  userAnswerSchema,
  verifyEmailSchema,
  verifyTwoFactorSchema,
} from '@app/shared';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, json, jsonBody, noAuth, signedIn } from '../../openapi/parts.js';

const tags = ['Sign-in'];

export const authPaths: ZodOpenApiPathsObject = {
  '/api/auth/register': {
    post: {
      tags,
      summary: 'Create an account (or update a pending one) and e-mail a code',
      security: noAuth,
      requestBody: jsonBody(registerSchema),
      responses: { 201: json('Account created', registerAnswerSchema), ...errorAnswers(400, 409, 429, 503) },
    },
  },
  '/api/auth/verify-email': {
    post: {
      tags,
      summary: 'Confirm the e-mail address with its 4-digit code and sign in',
      security: noAuth,
      requestBody: jsonBody(verifyEmailSchema),
      responses: { 200: json('Signed in', accessTokenAnswerSchema), ...errorAnswers(400, 429) },
    },
  },
  '/api/auth/resend-verification': {
    post: {
      tags,
      summary: 'E-mail a new verification code',
      security: noAuth,
      requestBody: jsonBody(emailOnlySchema),
      responses: { 200: json('Code sent', codeSentAnswerSchema), ...errorAnswers(400, 429, 503) },
    },
  },
  '/api/auth/login': {
    post: {
      tags,
      summary: 'Sign in; with two-factor on, e-mails a code for /auth/verify-2fa',
      security: noAuth,
      requestBody: jsonBody(loginSchema),
      responses: { 200: json('Signed in, or a code was sent', loginAnswerSchema), ...errorAnswers(400, 401, 403, 429, 503) },
    },
  },
  '/api/auth/verify-2fa': {
    post: {
      tags,
      summary: 'Finish a two-factor sign-in with the e-mailed code',
      security: noAuth,
      requestBody: jsonBody(verifyTwoFactorSchema),
      responses: { 200: json('Signed in', accessTokenAnswerSchema), ...errorAnswers(400, 401, 429) },
    },
  },
  '/api/auth/forgot-password': {
    post: {
      tags,
      summary: 'E-mail a reset link; the answer is the same for unknown addresses',
      security: noAuth,
      requestBody: jsonBody(emailOnlySchema),
      responses: { 200: json('Accepted', messageAnswerSchema), ...errorAnswers(400, 429) },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags,
      summary: 'Set a new password with the token from the reset link',
      security: noAuth,
      requestBody: jsonBody(resetPasswordSchema),
      responses: { 200: json('Password changed', messageAnswerSchema), ...errorAnswers(400, 429) },
    },
  },
  '/api/auth/me': {
    get: {
      tags,
      summary: 'The signed-in user',
      security: signedIn,
      responses: { 200: json('The user', userAnswerSchema), ...errorAnswers(401) },
    },
  },
};
