import { monthSpan } from './dates.js';
import type { ParsedJob } from './experience.js';

/**
 * Whole months of work the jobs' dates cover (volunteer roles aside): overlapping jobs count once, a month or year given
 * alone counts whole, and "Present" runs to the last whole month before `now`, so a career from
 * June 2019 is 7 years 5 months on 24 November 2026.
 */
export function experienceMonths(jobs: Pick<ParsedJob, 'date' | 'isVolunteer'>[], now: Date): number {
  const lastWholeMonth = now.getFullYear() * 12 + now.getMonth() - 1;
  const spans = jobs
    // Unpaid roles beside work are no years of experience.
    .filter((job) => !job.isVolunteer)
    // A template's placeholder dates span no time.
    .flatMap((job) => (job.date && !job.date.isPlaceholder ? [{ ...monthSpan(job.date, now), isPresent: job.date.isPresent }] : []))
    .map((span) => ({ from: span.from, to: span.isPresent ? lastWholeMonth : span.to }))
    .sort((a, b) => a.from - b.from);
  let months = 0;
  let coveredUntil = -Infinity;
  for (const span of spans) {
    const from = Math.max(span.from, coveredUntil + 1);
    if (span.to >= from) months += span.to - from + 1;
    coveredUntil = Math.max(coveredUntil, span.to);
  }
  return months;
}
