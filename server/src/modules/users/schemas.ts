import { z } from 'zod';
import { requiredText } from '../../http/validate.js';
import { newPasswordField } from '../auth/passwords.js';
import { codeField, currentPasswordField, userAnswerSchema } from '../auth/schemas.js';

export const updateProfileSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
});

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField('Current password'),
  newPassword: newPasswordField('New password'),
});

export const verifyTwoFactorSetupSchema = z.object({ code: codeField });

export const profileUpdatedAnswerSchema = z.object({ message: z.string(), user: userAnswerSchema });
