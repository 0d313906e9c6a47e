import { describe, expect, it } from 'vitest';
import type { AiSummary } from '../../ai/resume-analysis.js';
import { factsOf, highestDegree } from './resume-facts.js';

const analysis = (overrides: Partial<AiSummary>): AiSummary => ({
  professionalSummary: '',
  personalInfo: { name: 'Ana', email: ' Ana@Example.com ', phone: '', location: 'Boston, MA', linkedin: '', website: '' },
  workExperience: [],
  education: [],
  skills: [],
  certifications: [],
  keyAchievements: [],
  careerLevel: 'mid',
  ...overrides,
});

const job = (title: string, duration: string) => ({ title, company: 'Mercy', duration, responsibilities: [] });
const degree = (name: string) => ({ degree: name, institution: 'Simmons University', year: '2014' });
const now = new Date('2026-11-24T12:00:00Z');

describe('factsOf', () => {
  it('When the analysis has its months, then they are used; otherwise they are counted from the job dates', () => {
    expect(factsOf(analysis({ experienceMonths: 30, workExperience: [job('RN', '2010 – 2020')] }), now).experienceMonths).toBe(30);
    // Jan 2020 to the last whole month (October 2026), overlaps once.
    const counted = factsOf(analysis({ workExperience: [job('Charge Nurse', 'Jan 2023 – Present'), job('Staff Nurse', 'Jan 2020 – Jun 2023')] }), now);
    expect(counted.experienceMonths).toBe(82);
  });

  it('When no job has dates, then the years are unknown rather than none', () => {
    expect(factsOf(analysis({ workExperience: [job('Volunteer', '')] }), now).experienceMonths).toBeNull();
  });

  it('When skills, titles and certifications are read, then they are in the compared form, each once', () => {
    const facts = factsOf(
      analysis({ skills: ['Critical Care (ICU)', 'critical care icu', 'Epic'], certifications: ['BLS, AHA'], workExperience: [job('ICU Charge Nurse', '2019 – 2024')] }),
      now,
    );
    expect(facts).toMatchObject({ email: 'ana@example.com', location: 'boston, ma', skills: ['critical care icu', 'epic'], titles: ['icu charge nurse'], certifications: ['bls aha'] });
  });

  it('When certifications name their issuer, date or acronym, then each is also known by its name and its acronym, as a recruiter asks for it', () => {
    const facts = factsOf(
      analysis({ certifications: ['Pediatric Advanced Life Support (PALS), AHA, Exp. 08/2026', 'BLS - American Heart Association', 'CCRN'] }),
      now,
    );
    expect(facts.certificationNames).toEqual(['pediatric advanced life support pals', 'pediatric advanced life support', 'pals', 'bls', 'ccrn']);
  });
});

describe('highestDegree', () => {
  it.each([
    [['Bachelor of Science in Nursing (BSN)', 'Master of Science in Nursing (MSN)'], 'master'],
    [['PharmD'], 'doctorate'],
    [['B.S. Computer Science'], 'bachelor'],
    [['Associate Degree in Nursing (ADN)'], 'associate'],
    [['High School Diploma'], 'diploma'],
    [['Coursework in anatomy'], null],
  ])('When the degrees are %j, then the highest is %s', (degrees, level) => {
    expect(highestDegree(degrees.map(degree))).toBe(level);
  });
});
