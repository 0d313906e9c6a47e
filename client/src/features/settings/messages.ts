// The spec's texts for the settings screens, word for word.
export const settingsMessages = {
  profileLoadFailed: 'Failed to load profile',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdated: 'Profile updated successfully!',
  passwordChangeFailed: 'Failed to change password',
  passwordChanged: 'Password changed successfully!',
  newPasswordsDoNotMatch: 'New passwords do not match',
  twoFactorDisableFailed: 'Failed to disable 2FA',
  twoFactorInitiateFailed: 'Failed to initiate 2FA setup',
  twoFactorCodeInvalid: 'Invalid verification code',
  setupCodeExpiry: 'Code expires in 10 minutes',
} as const;

// Candidates' data rights (issue 22), not in the spec.
export const dataRightsMessages = {
  retentionLoadFailed: 'Failed to load the retention rule',
  retentionSaveFailed: 'Failed to save the retention rule',
  activityLoadFailed: 'Failed to load activity',
  noActivity: 'No activity yet',
} as const;

// Notifications of replies (issue 21), not in the spec.
export const notificationMessages = {
  saveFailed: 'Failed to update notification settings',
} as const;
