import type { RegisterRequest } from '@app/shared';
import { DEFAULT_TENANT } from '../../auth/tenants';

/** What the register form holds; the password is never put into history state. */
export type RegistrationFormValues = Required<RegisterRequest>;

export type VerifyEmailState = {
  email: string;
  expiresAt?: string;
  registrationData: Omit<RegistrationFormValues, 'password'> | null;
};

export type VerifyTwoFactorState = { email: string; tenantName: string };

export type RegisterState = { registrationData: VerifyEmailState['registrationData'] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function readRegistrationData(value: unknown): VerifyEmailState['registrationData'] {
  if (!isRecord(value)) return null;
  return {
    firstName: stringField(value, 'firstName') ?? '',
    lastName: stringField(value, 'lastName') ?? '',
    email: stringField(value, 'email') ?? '',
    tenantName: stringField(value, 'tenantName') ?? DEFAULT_TENANT,
  };
}

// History state can be anything (an old entry, a hand-typed URL), so each screen reads it defensively.
export function readVerifyEmailState(state: unknown): VerifyEmailState | null {
  if (!isRecord(state)) return null;
  const email = stringField(state, 'email');
  if (!email) return null;
  return { email, expiresAt: stringField(state, 'expiresAt'), registrationData: readRegistrationData(state.registrationData) };
}

export function readVerifyTwoFactorState(state: unknown): VerifyTwoFactorState | null {
  if (!isRecord(state)) return null;
  const email = stringField(state, 'email');
  if (!email) return null;
  return { email, tenantName: stringField(state, 'tenantName') ?? DEFAULT_TENANT };
}

export function readRegisterState(state: unknown): RegisterState['registrationData'] {
  if (!isRecord(state)) return null;
  return readRegistrationData(state.registrationData);
}
