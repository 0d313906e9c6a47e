import { apiRequest } from './client';
import type {
  Credentials,
  CurrentUser,
  LoginResponse,
  MessageResponse,
  RegisterResponse,
  RegistrationData,
  ResendVerificationResponse,
  TokenResponse,
} from './types';

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest('/auth/me', { signal });
}

export function login(credentials: Credentials): Promise<LoginResponse> {
  return apiRequest('/auth/login', { method: 'POST', body: credentials });
}

export function register(data: RegistrationData): Promise<RegisterResponse> {
  return apiRequest('/auth/register', { method: 'POST', body: data });
}

export function verifyEmail(body: { email: string; code: string }): Promise<TokenResponse> {
  return apiRequest('/auth/verify-email', { method: 'POST', body });
}

export function resendVerification(body: { email: string }): Promise<ResendVerificationResponse> {
  return apiRequest('/auth/resend-verification', { method: 'POST', body });
}

export function verifyTwoFactor(body: { email: string; code: string; tenantName: string }): Promise<TokenResponse> {
  return apiRequest('/auth/verify-2fa', { method: 'POST', body });
}

// The two password-reset calls are made signed out, so they never carry a bearer token.
export function forgotPassword(body: { email: string }): Promise<MessageResponse> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body, withAuth: false });
}

export function resetPassword(body: { token: string; newPassword: string }): Promise<MessageResponse> {
  return apiRequest('/auth/reset-password', { method: 'POST', body, withAuth: false });
}
