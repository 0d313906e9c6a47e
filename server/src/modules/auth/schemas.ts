import { z } from 'zod';
import { emailField, requiredText } from '../../http/validate.js';
import { newPasswordField } from './passwords.js';

export const codeField = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{4}$/, 'Code must be exactly 4 digits');

// Present but not checked against the rules: an old password may predate them.
export const currentPasswordField = (label: string) =>
  z.string({ error: `${label} is required` }).min(1, `${label} is required`).max(1024, `${label} is too long`);

export const registerSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  password: newPasswordField(),
  tenantName: requiredText('Tenant', 100).optional(),
});

export const verifyEmailSchema = z.object({ email: emailField, code: codeField });

export const emailOnlySchema = z.object({ email: emailField });

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField('Password'),
  tenantName: requiredText('Tenant', 100),
});

export const verifyTwoFactorSchema = z.object({
  email: emailField,
  code: codeField,
  tenantName: requiredText('Tenant', 100),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Invalid reset token' }).trim().min(1, 'Invalid reset token').max(200, 'Invalid reset token'),
  newPassword: newPasswordField('New password'),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

// Answers, documented in the OpenAPI document and checked against real answers in the tests.

const accessToken = z.string().meta({ description: 'Bearer token for the Authorization header' });
const isoTime = z.iso.datetime();

export const accessTokenAnswerSchema = z.object({ accessToken });

export const registerAnswerSchema = z.union([
  z.object({ requiresVerification: z.literal(true), email: z.string(), expiresAt: isoTime, message: z.string() }),
  z.object({ requiresVerification: z.literal(false), accessToken }),
]);

export const loginAnswerSchema = z.union([
  z.object({ requiresTwoFactor: z.literal(false), accessToken }),
  z.object({ requiresTwoFactor: z.literal(true), email: z.string(), tenantName: z.string(), message: z.string() }),
]);

export const codeSentAnswerSchema = z.object({ expiresAt: isoTime, message: z.string() });

export const userAnswerSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    tenant: z.string().meta({ description: 'Name of the organisation' }),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'User' });
