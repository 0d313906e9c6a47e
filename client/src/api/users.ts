import type {
  ChangePasswordRequest,
  CodeSentAnswer,
  MessageAnswer,
  ProfileUpdatedAnswer,
  UpdateNotificationsRequest,
  UpdateProfileRequest,
  User,
  VerifyTwoFactorSetupRequest,
} from '@app/shared';
import { apiRequest } from './client';

export function getProfile(signal?: AbortSignal): Promise<User> {
  return apiRequest('/users/profile', { signal });
}

export function updateProfile(body: UpdateProfileRequest): Promise<ProfileUpdatedAnswer> {
  return apiRequest('/users/profile', { method: 'PATCH', body });
}

export function updateNotifications(body: UpdateNotificationsRequest): Promise<ProfileUpdatedAnswer> {
  return apiRequest('/users/notifications', { method: 'PUT', body });
}

export function changePassword(body: ChangePasswordRequest): Promise<MessageAnswer> {
  return apiRequest('/users/change-password', { method: 'POST', body });
}

export function initiateTwoFactorSetup(): Promise<CodeSentAnswer> {
  return apiRequest('/users/initiate-2fa-setup', { method: 'POST' });
}

export function verifyTwoFactorSetup(body: VerifyTwoFactorSetupRequest): Promise<MessageAnswer> {
  return apiRequest('/users/verify-2fa-setup', { method: 'POST', body });
}

export function disableTwoFactor(): Promise<MessageAnswer> {
  return apiRequest('/users/disable-2fa', { method: 'POST' });
}
