export const TENANTS = ['Healthcare', 'Capital Holdings'] as const;
export type TenantName = (typeof TENANTS)[number];
export const DEFAULT_TENANT: TenantName = 'Healthcare';

/** Tenant names are compared case-insensitively everywhere (the spec's access rule). */
export function isTenant(actual: string | null | undefined, expected: TenantName): boolean {
  return (actual ?? '').trim().toLowerCase() === expected.toLowerCase();
}
