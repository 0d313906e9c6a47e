import { describe, expect, it } from 'vitest';
import { careerLevel } from './career-level.js';
import { findDuration } from './dates.js';
import type { ParsedJob } from './experience.js';

const now = new Date('2025-06-01T00:00:00Z');
const job = (title: string, duration: string, responsibilities: string[] = []): ParsedJob => ({
  title,
  company: 'Acme',
  duration,
  responsibilities,
  date: findDuration(duration),
});

describe('careerLevel', () => {
  it.each([
    ['a student with one internship', [job('Software Engineering Intern', 'Summer 2024')], 'entry'],
    ['two years as an analyst', [job('Data Analyst', 'Jun 2023 – Present')], 'junior'],
    ['a junior title', [job('Junior Developer', '2021 – Present')], 'mid'],
    ['four years as an engineer', [job('Software Engineer', '2021 – Present')], 'mid'],
    ['a senior title', [job('Senior Software Engineer', '2019 – Present')], 'senior'],
    ['eight years without a level in the title', [job('Registered Nurse', '2017 – Present')], 'senior'],
    ['the middle rung of a level ladder', [job('Machine Learning Engineer II', '2018 – Present')], 'mid'],
    ['a manager', [job('Marketing Manager', '2018 – Present')], 'lead'],
    ['a product manager, who manages work not people', [job('Senior Product Manager', '2016 – Present')], 'senior'],
    ['people managed under a plain title', [job('Group Accountant', '2015 – Present', ['Manage a team of 4 accountants'])], 'lead'],
    ['a charge nurse', [job('Charge Nurse, ICU', '2014 – Present')], 'lead'],
    ['a chief officer', [job('Chief Financial Officer', '2000 – Present')], 'executive'],
    ['a young founder', [job('Founder', '2022 – Present')], 'lead'],
    ['an HR business partner', [job('Senior HR Business Partner', '2012 – Present')], 'senior'],
    ['an undergraduate research assistant', [job('Undergraduate Research Assistant', 'June 2020 – Present')], 'junior'],
    [
      'nine years of support roles before an externship',
      [job('Phlebotomy', '12/2012'), job('Customer Service Representative', '3/2007 - 02/2012'), job('Front Office Assistant', '2/2003 - 03/2007')],
      'mid',
    ],
  ])('When the resume shows %s, then the level is %s', (_case, jobs, level) => {
    expect(careerLevel(jobs, '', now)).toBe(level);
  });

  it('When the most recent job is listed last, then it still decides', () => {
    expect(careerLevel([job('Intern', 'Summer 2012'), job('Director of Engineering', '2016 – Present')], '', now)).toBe('lead');
  });

  it('When the summary states more years than the dates show, then the stated years count', () => {
    expect(careerLevel([job('Engineer', '2023 – Present')], 'Engineer with 12+ years of experience', now)).toBe('senior');
  });

  it.each([
    ['15+ years of hands-on software engineering expertise', 'senior'],
    ['With over 12 years in DevOps, I run platforms', 'senior'],
  ])('When a senior writes "%s" and the dated jobs cover little, then the stated years count', (summary, level) => {
    expect(careerLevel([job('DevOps Engineer', 'Sep 2023 – Mar 2024')], summary, now)).toBe(level);
  });

  it('When a doctor of philosophy leads a team, then the level is lead, not entry', () => {
    const jobs = [job('Founding Member & Infrastructure Team Lead', 'Mar 2019 – Present'), job('Postdoctoral Associate', '2014 – 2019')];

    expect(careerLevel(jobs, 'PhD, Biological Sciences', now)).toBe('lead');
  });

  it('When there are no jobs, then the level is entry', () => {
    expect(careerLevel([], 'Recent graduate', now)).toBe('entry');
  });
});
