const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function format(formatter: Intl.DateTimeFormat, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

/** The spec's date format: short month and day in en-US ("Mar 7"). */
export function formatShortDate(iso: string | null | undefined): string {
  return format(SHORT_DATE, iso);
}

/** A moment someone may need exactly (sent, opened): "Mar 7, 2026, 4:05 PM". */
export function formatDateTime(iso: string | null | undefined): string {
  return format(DATE_TIME, iso);
}
