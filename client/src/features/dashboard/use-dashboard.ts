import { useQuery } from '@tanstack/react-query';
import { getDashboard } from '../../api/analytics';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  forZone: (timeZone: string) => [...dashboardKeys.all, timeZone] as const,
};

/** The browser's zone, so the chart's days are the recruiter's own calendar days. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The dashboard's figures, fetched again whenever the page is opened or the window regains
 * focus: numbers must not be stale after sending outreach or uploading elsewhere.
 */
export function useDashboard() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: dashboardKeys.forZone(timeZone),
    queryFn: ({ signal }) => getDashboard(timeZone, signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}
