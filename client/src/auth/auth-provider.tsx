import type { LoginRequest, RegisterRequest } from '@app/shared';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../api/auth';
import { clearToken, readToken, writeToken } from '../api/token-storage';
import { AuthContext, type AuthContextValue } from './auth-context';

export const currentUserQueryKey = (token: string | null) => ['auth', 'me', token] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);

  // Any failure of the session check counts as signed out, so it is never retried or thrown.
  const session = useQuery({
    queryKey: currentUserQueryKey(token),
    queryFn: ({ signal }) => authApi.getCurrentUser(signal),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });

  const signInWithToken = useCallback(
    async (newToken: string) => {
      writeToken(newToken);
      // Load the user before switching, so guarded pages render with the user already known.
      await queryClient
        .fetchQuery({ queryKey: currentUserQueryKey(newToken), queryFn: () => authApi.getCurrentUser(), retry: false })
        .catch(() => undefined);
      setToken(newToken);
    },
    [queryClient],
  );

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const result = await authApi.login(credentials);
      if (!result.requiresTwoFactor) await signInWithToken(result.accessToken);
      return result;
    },
    [signInWithToken],
  );

  const register = useCallback(
    async (data: RegisterRequest) => {
      const result = await authApi.register(data);
      if (!result.requiresVerification) await signInWithToken(result.accessToken);
      return result;
    },
    [signInWithToken],
  );

  const logout = useCallback(() => {
    clearToken();
    setToken(null);
    // Drop every cached answer so the next user never sees the previous one's data.
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: token === null ? null : (session.data ?? null),
      isLoading: token !== null && session.isPending,
      token,
      login,
      register,
      signInWithToken,
      logout,
    }),
    [token, session.data, session.isPending, login, register, signInWithToken, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
