// The spec's texts for the account screens, word for word.
export const authMessages = {
  loginFailed: 'Login failed. Please check your credentials.',
  registrationFailed: 'Registration failed. Please try again.',
  forgotPasswordSent: 'If the email exists, a reset link was sent. Please check your inbox.',
  forgotPasswordFailed: 'Failed to request reset. Please try again.',
  resetSucceeded: 'Password reset successful! Redirecting to login...',
  resetFailed: 'Failed to reset password',
  resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
  passwordRulesUnmet: 'Password does not meet requirements',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCode: 'Invalid code',
  codeExpired: 'Code expired. Please request a new one.',
  resendFailed: 'Failed to resend code',
  resendSucceeded: 'New verification code sent to your email!',
  loginCodeExpiry: 'Code expires in 5 minutes',
} as const;
