import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../paths';
import { useAuth } from './use-auth';

/** Signed-in area guard: nothing while the session loads, the login page when signed out. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (!user) return <Navigate to={paths.login} replace />;
  return children ?? <Outlet />;
}
