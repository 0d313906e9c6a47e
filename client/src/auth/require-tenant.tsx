import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { TenantName } from './tenants';
import { paths } from '../paths';
import { isTenant } from './tenants';
import { useAuth } from './use-auth';

/** Tenant guard, used inside RequireAuth: users of another tenant go back to their dashboard. */
export function RequireTenant({ tenant, children }: { tenant: TenantName; children?: ReactNode }) {
  const { user } = useAuth();
  if (!isTenant(user?.tenant, tenant)) return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}
