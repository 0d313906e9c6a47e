export type TenantName = 'Healthcare' | 'Capital Holdings';

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  tenant: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
};

export type UserProfile = Omit<CurrentUser, 'id'>;

export type Credentials = { email: string; password: string; tenantName: string };

export type LoginResponse =
  | { requiresTwoFactor: false; accessToken: string }
  | { requiresTwoFactor: true; email: string; tenantName: string; message?: string };

export type RegistrationData = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  tenantName?: string;
};

export type RegisterResponse =
  | { requiresVerification: true; email: string; expiresAt: string; message?: string }
  | { requiresVerification: false; accessToken: string };

/** Body of the 403 a login gets for an account whose e-mail is not verified yet. */
export type UnverifiedLoginBody = {
  message: string;
  requiresVerification: true;
  email: string;
  expiresAt: string;
};

export type TokenResponse = { accessToken: string };
export type MessageResponse = { message: string };
export type ResendVerificationResponse = { expiresAt: string; message?: string };

/** The page information of the resume and document lists. */
export type Pagination = {
  totalItems: number;
  totalPages: number;
  currentPage: number;
  itemsPerPage: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
};
