import type { DashboardData } from '@app/shared';
import { formatDay } from './dashboard-format';

// The spec's chart colours (tokens.css): SVG attributes cannot read CSS variables.
export const CHART_COLORS = {
  success: '#16a34a',
  danger: '#dc2626',
  info: '#2563eb',
  purple: '#9333ea',
  indigo: '#4f46e5',
  warning: '#d97706',
} as const;

export type Slice = { name: string; value: number; color: string };

export type ActivityPoint = { date: string; label: string; resumes: number; outreach: number; documents: number };

/** Zero-count categories are left out of the charts; an empty list means the chart's empty state. */
const nonZero = (slices: Slice[]) => slices.filter((slice) => slice.value > 0);

/** Disjoint by status, so the segments add up to 100%. Colours of spec section 4. */
export function outreachSlices({ outreachStats: s }: DashboardData): Slice[] {
  return nonZero([
    { name: 'Sent', value: s.sent, color: CHART_COLORS.info },
    { name: 'Delivered', value: s.delivered, color: CHART_COLORS.success },
    { name: 'Opened', value: s.opened, color: CHART_COLORS.purple },
    { name: 'Replied', value: s.replied ?? 0, color: CHART_COLORS.indigo },
    { name: 'Failed', value: s.failed, color: CHART_COLORS.danger },
  ]);
}

/** Resumes neither processed, parsed nor failed are still being read: shown as Uploaded (yellow). */
export function resumeBars({ resumeStats: s }: DashboardData): Slice[] {
  return nonZero([
    { name: 'Processed', value: s.processed, color: CHART_COLORS.success },
    { name: 'Parsed', value: s.parsed, color: CHART_COLORS.info },
    { name: 'Uploaded', value: Math.max(0, s.total - s.processed - s.parsed - s.failed), color: CHART_COLORS.warning },
    { name: 'Failed', value: s.failed, color: CHART_COLORS.danger },
  ]);
}

/** Documents neither processed nor failed are still being read: shown as Uploaded (yellow). */
export function documentBars({ documentStats: s }: DashboardData): Slice[] {
  return nonZero([
    { name: 'Processed', value: s.processed, color: CHART_COLORS.success },
    { name: 'Uploaded', value: Math.max(0, s.total - s.processed - s.failed), color: CHART_COLORS.warning },
    { name: 'Failed', value: s.failed, color: CHART_COLORS.danger },
  ]);
}

/** One point per day with the three series side by side; empty when every day is zero. */
export function activityPoints({ activity }: DashboardData): ActivityPoint[] {
  const countOn = (series: { date: string; count: number }[], date: string) => series.find((day) => day.date === date)?.count ?? 0;
  const points = activity.resumes.map(({ date }) => ({
    date,
    label: formatDay(date),
    resumes: countOn(activity.resumes, date),
    outreach: countOn(activity.outreach, date),
    documents: countOn(activity.documents, date),
  }));
  return points.some((point) => point.resumes + point.outreach + point.documents > 0) ? points : [];
}

export type ActivitySeries = 'resumes' | 'outreach' | 'documents';

/** The series with something in the 30 days: one with nothing is a zero-count category, left out like the pie's. */
export function seriesWithData(points: ActivityPoint[]): ActivitySeries[] {
  return (['resumes', 'outreach', 'documents'] as const).filter((key) => points.some((point) => point[key] > 0));
}

const dayTotal = (point: ActivityPoint) => point.resumes + point.outreach + point.documents;

/** The activity chart in words, for those who cannot see it: the 30 days' totals and the busiest day. */
export function activitySummary(points: ActivityPoint[]): string {
  const total = (key: ActivitySeries) => points.reduce((sum, point) => sum + point[key], 0);
  const totals = `Activity over the last 30 days: ${total('resumes')} resumes, ${total('outreach')} outreach, ${total('documents')} documents.`;
  const busiest = points.reduce<ActivityPoint | undefined>((best, point) => (!best || dayTotal(point) > dayTotal(best) ? point : best), undefined);
  return busiest ? `${totals} Busiest day: ${busiest.label}, with ${dayTotal(busiest)}.` : totals;
}
