const COUNT = new Intl.NumberFormat('en-US');
// Activity dates are calendar days ("2026-11-22"), already in the user's zone: read them as UTC
// so no zone shifts them by a day.
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatCount = (value: number) => COUNT.format(value);

/** Percent to one decimal: 58.3%, 100.0%, 0.0%. */
export const formatPercent = (value: number) => `${value.toFixed(1)}%`;

/** Part over whole in percent (0 when the whole is 0), never above 100. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.min(100, (part / whole) * 100) : 0);

/** "Nov 22" for a calendar day "2026-11-22". */
export const formatDay = (date: string) => SHORT_DAY.format(new Date(`${date}T00:00:00Z`));

/** "Nov 22, 3:45 PM" in the user's zone, for a recent item's time. */
export function formatDayAndTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY_AND_TIME.format(date);
}
