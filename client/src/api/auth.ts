import type {
  AccessTokenAnswer,
  CodeSentAnswer,
  EmailOnlyRequest,
  LoginAnswer,
  LoginRequest,
  MessageAnswer,
  RegisterAnswer,
  RegisterRequest,
  ResetPasswordRequest,
  User,
  VerifyEmailRequest,
  VerifyTwoFactorRequest,
} from '@app/shared';
import { apiRequest } from './client';

export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest('/auth/me', { signal });
}

export function login(credentials: LoginRequest): Promise<LoginAnswer> {
  return apiRequest('/auth/login', { method: 'POST', body: credentials });
}

export function register(data: RegisterRequest): Promise<RegisterAnswer> {
  return apiRequest('/auth/register', { method: 'POST', body: data });
}

export function verifyEmail(body: VerifyEmailRequest): Promise<AccessTokenAnswer> {
  return apiRequest('/auth/verify-email', { method: 'POST', body });
}

export function resendVerification(body: EmailOnlyRequest): Promise<CodeSentAnswer> {
  return apiRequest('/auth/resend-verification', { method: 'POST', body });
}

export function verifyTwoFactor(body: VerifyTwoFactorRequest): Promise<AccessTokenAnswer> {
  return apiRequest('/auth/verify-2fa', { method: 'POST', body });
}

// The two password-reset calls are made signed out, so they never carry a bearer token.
export function forgotPassword(body: EmailOnlyRequest): Promise<MessageAnswer> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body, withAuth: false });
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageAnswer> {
  return apiRequest('/auth/reset-password', { method: 'POST', body, withAuth: false });
}
