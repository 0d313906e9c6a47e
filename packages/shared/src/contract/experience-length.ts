// How long a career is, as a recruiter reads it beside the career level: "7 years 5 months".
// Shared so the page and the written summary say the same thing.

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "7 years 5 months", "2 years", "8 months"; under a month is "Less than a month". */
export function formatExperienceLength(months: number): string {
  const whole = Math.max(0, Math.floor(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  if (years === 0 && rest === 0) return 'Less than a month';
  return [years > 0 ? plural(years, 'year') : '', rest > 0 ? plural(rest, 'month') : ''].filter(Boolean).join(' ');
}
