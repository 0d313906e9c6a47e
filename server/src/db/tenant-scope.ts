/**
 * The where-clause every query of tenant data starts from. The tenant comes from the verified
 * session, never from the request, so another tenant's row simply is not found (404).
 */
export const ofTenant = (caller: { tenantId: string }) => ({ tenantId: caller.tenantId });
