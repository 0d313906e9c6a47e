import type { LoginAnswer, LoginRequest, RegisterAnswer, RegisterRequest, User } from '@app/shared';
import { createContext } from 'react';

export type AuthContextValue = {
  user: User | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  token: string | null;
  login: (credentials: LoginRequest) => Promise<LoginAnswer>;
  register: (data: RegisterRequest) => Promise<RegisterAnswer>;
  /** Stores a token from a verification step and loads its user. */
  signInWithToken: (token: string) => Promise<void>;
  logout: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
