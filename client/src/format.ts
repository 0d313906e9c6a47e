// Display formats shared by the screens.
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The spec's date format: short month and day in en-US ("Mar 7"). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE.format(date);
}

/** "senior" -> "Senior": values from the server and the model, shown as labels. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A server status shown in a badge: "processed" -> "Processed". */
export function statusLabel(status: string): string {
  return status === '' ? 'Unknown' : capitalize(status);
}
