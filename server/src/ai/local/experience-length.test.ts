import { describe, expect, it } from 'vitest';
import { findDuration } from './dates.js';
import type { ParsedJob } from './experience.js';
import { experienceMonths } from './experience-length.js';

const now = new Date('2026-11-24T00:00:00Z');
const job = (duration: string): ParsedJob => ({ title: 'Engineer', company: 'Acme', duration, responsibilities: [], date: findDuration(duration) });

describe('experienceMonths', () => {
  it.each([
    ['a career from June 2019 to the present', ['June 2019 – Present'], 89],
    ['two jobs that overlap by a year', ['Jan 2020 – Dec 2021', 'Jan 2021 – Dec 2022'], 36],
    ['a gap between two jobs', ['Jan 2018 – Jun 2018', 'Jan 2020 – Dec 2020'], 18],
    ['whole years only', ['2015 – 2017'], 36],
    ['numeric months', ['07/2022 – 09/2023'], 15],
    ['a job inside a longer one', ['Mar 2010 – Feb 2020', 'Jan 2012 – Dec 2012'], 120],
    ['a job started this month', ['Nov 2026 – Present'], 0],
  ])('When the resume shows %s, then the length counts %i months', (_case, durations, months) => {
    expect(experienceMonths(durations.map(job), now)).toBe(months);
  });

  it('When a job shows a template\'s placeholder dates, then it adds nothing', () => {
    expect(experienceMonths([job('Month 20XX – Ongoing'), job('Jan 2024 – Dec 2024')], now)).toBe(12);
  });

  it('When a job has no dates, then it adds nothing', () => {
    expect(experienceMonths([job('Summer job'), job('Jan 2024 – Dec 2024')], now)).toBe(12);
  });
});
