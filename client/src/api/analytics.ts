import type { DashboardData } from '@app/shared';
import { apiRequest } from './client';

/** The activity is counted per calendar day of `timeZone` (an IANA name, e.g. the browser's). */
export function getDashboard(timeZone: string, signal?: AbortSignal): Promise<DashboardData> {
  return apiRequest(`/analytics/dashboard?tz=${encodeURIComponent(timeZone)}`, { signal });
}
