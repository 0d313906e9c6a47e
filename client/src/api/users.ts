import { apiRequest } from './client';
import type { MessageResponse, UserProfile } from './types';

export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest('/users/profile', { signal });
}

export function updateProfile(body: { firstName: string; lastName: string }): Promise<unknown> {
  return apiRequest('/users/profile', { method: 'PATCH', body });
}

export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiRequest('/users/change-password', { method: 'POST', body });
}

export function initiateTwoFactorSetup(): Promise<MessageResponse> {
  return apiRequest('/users/initiate-2fa-setup', { method: 'POST' });
}

export function verifyTwoFactorSetup(body: { code: string }): Promise<MessageResponse> {
  return apiRequest('/users/verify-2fa-setup', { method: 'POST', body });
}

export function disableTwoFactor(): Promise<MessageResponse> {
  return apiRequest('/users/disable-2fa', { method: 'POST' });
}
