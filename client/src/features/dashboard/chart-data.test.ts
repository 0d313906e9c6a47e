import type { DashboardData } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { activitySummary, resumeBars, seriesWithData, type ActivityPoint } from './chart-data';

const point = (counts: Partial<ActivityPoint>): ActivityPoint => ({ date: '2026-11-01', label: 'Nov 1', resumes: 0, outreach: 0, documents: 0, ...counts });

describe('seriesWithData', () => {
  it('When a series has nothing in the 30 days, then the activity chart leaves it out', () => {
    expect(seriesWithData([point({ resumes: 2 }), point({ documents: 1 })])).toEqual(['resumes', 'documents']);
    expect(seriesWithData([point({})])).toEqual([]);
  });
});

describe('resumeBars', () => {
  const stats = (resumeStats: DashboardData['resumeStats']) => ({ resumeStats }) as DashboardData;

  it('When some resumes are still being read, then they are a yellow Uploaded bar, and zero bars are left out', () => {
    expect(resumeBars(stats({ total: 10, processed: 4, parsed: 3, failed: 0, withSummaries: 4 })).map((bar) => [bar.name, bar.value])).toEqual([
      ['Processed', 4],
      ['Parsed', 3],
      ['Uploaded', 3],
    ]);
  });
});

describe('activitySummary', () => {
  it('When the chart cannot be seen, then its words give the totals and the busiest day', () => {
    const points = [point({ label: 'Nov 1', resumes: 1 }), point({ label: 'Nov 2', resumes: 2, outreach: 1, documents: 1 }), point({ label: 'Nov 3', documents: 2 })];
    expect(activitySummary(points)).toBe('Activity over the last 30 days: 3 resumes, 1 outreach, 3 documents. Busiest day: Nov 2, with 4.');
  });
});
