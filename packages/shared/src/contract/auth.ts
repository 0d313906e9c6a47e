import { z } from 'zod';
import { emailField, requiredText } from './fields.js';
import { PASSWORD_MAX_BYTES, PASSWORD_RULES, utf8ByteLength } from './password-rules.js';
import { CODE_LENGTH } from './rules.js';

export const codeField = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `Code must be exactly ${CODE_LENGTH} digits`);

// Present but not checked against the rules: an old password may predate them.
export const currentPasswordField = (label: string) =>
  z.string({ error: `${label} is required` }).min(1, `${label} is required`).max(1024, `${label} is too long`);

/** A new password, checked against the spec's rules; the message names what is missing. */
export function newPasswordField(label = 'Password') {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .refine((p) => utf8ByteLength(p) <= PASSWORD_MAX_BYTES, `${label} must be at most ${PASSWORD_MAX_BYTES} bytes long`)
    .superRefine((password, context) => {
      const missing = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.need);
      if (missing.length > 0) {
        context.addIssue({ code: 'custom', message: `Password does not meet requirements: it needs ${missing.join(', ')}.` });
      }
    });
}

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

/** What the server works with after parsing. */
export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
/** What a client sends. */
export type RegisterRequest = z.input<typeof registerSchema>;
export type LoginRequest = z.input<typeof loginSchema>;
export type VerifyEmailRequest = z.input<typeof verifyEmailSchema>;
export type EmailOnlyRequest = z.input<typeof emailOnlySchema>;
export type VerifyTwoFactorRequest = z.input<typeof verifyTwoFactorSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

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
    emailOnReply: z.boolean().meta({ description: 'Whether the user is e-mailed when a candidate replies to an outreach they sent' }),
  })
  .meta({ id: 'User' });

export type AccessTokenAnswer = z.infer<typeof accessTokenAnswerSchema>;
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type CodeSentAnswer = z.infer<typeof codeSentAnswerSchema>;
/** The signed-in user: GET /auth/me and GET /users/profile. */
export type User = z.infer<typeof userAnswerSchema>;

/**
 * The 403 of a sign-in to an address not verified yet: an `Error` answer carrying what the
 * verification step needs.
 */
export type UnverifiedLoginAnswer = { message: string; requiresVerification: true; email: string; expiresAt: string };
