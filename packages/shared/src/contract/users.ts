import { z } from 'zod';
import { codeField, currentPasswordField, newPasswordField, userAnswerSchema } from './auth.js';
import { requiredText } from './fields.js';

export const updateProfileSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
});

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField('Current password'),
  newPassword: newPasswordField('New password'),
});

export const verifyTwoFactorSetupSchema = z.object({ code: codeField });

/** The signed-in user's own notification settings (PUT /users/notifications). */
export const updateNotificationsSchema = z.object({
  emailOnReply: z.boolean({ error: 'emailOnReply must be true or false' }),
});

export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;
export type VerifyTwoFactorSetupRequest = z.input<typeof verifyTwoFactorSetupSchema>;
export type UpdateNotificationsRequest = z.input<typeof updateNotificationsSchema>;

export const profileUpdatedAnswerSchema = z.object({ message: z.string(), user: userAnswerSchema });

export type ProfileUpdatedAnswer = z.infer<typeof profileUpdatedAnswerSchema>;
