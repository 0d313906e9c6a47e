import { createContext } from 'react';
import type { Credentials, CurrentUser, LoginResponse, RegisterResponse, RegistrationData } from '../api/types';

export type AuthContextValue = {
  user: CurrentUser | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  token: string | null;
  login: (credentials: Credentials) => Promise<LoginResponse>;
  register: (data: RegistrationData) => Promise<RegisterResponse>;
  /** Stores a token from a verification step and loads its user. */
  signInWithToken: (token: string) => Promise<void>;
  logout: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
