import { describe, expect, it } from 'vitest';
import { readCandidateQuery } from './job-requirements.js';

describe('readCandidateQuery', () => {
  it('When the query is a few words, then it is taken as it is', () => {
    expect(readCandidateQuery('critical care nurse, pediatric, BLS')).toEqual({ text: 'critical care nurse, pediatric, BLS', isReduced: false });
  });

  it('When a job description is pasted, then its requirements are kept and the company, benefits and how to apply are not', () => {
    const posting = [
      'About Us',
      'Mercy Health is a faith-based system of 40 hospitals across the Midwest, proud of a culture of compassion and of the communities we serve every day.',
      'Requirements:',
      '- Current RN license in Ohio',
      '• 2+ years of ICU experience',
      '1. BLS and ACLS certification required',
      'We offer competitive salary, tuition reimbursement and a 401(k) with matching.',
      'Mercy Health is an equal opportunity employer. Apply online today.',
    ].join('\n');
    const { text, isReduced } = readCandidateQuery(posting);
    expect(isReduced).toBe(true);
    expect(text.split('\n')).toEqual(['Current RN license in Ohio', '2+ years of ICU experience', 'BLS and ACLS certification required']);
  });

  it("When a posting starts with its title, then the title is kept first: it names who is wanted when the requirements do not", () => {
    const posting = [
      'Staff Accountant',
      'A growing wealth management firm is hiring.',
      'Requirements',
      '- Bachelor of Science in accounting',
      '- 3+ years of experience',
      'Hybrid schedule, generous PTO.',
    ].join('\n');
    expect(readCandidateQuery(posting).text.split('\n')).toEqual(['Staff Accountant', 'Bachelor of Science in accounting', '3+ years of experience']);
  });

  it('When a posting puts its requirements in one paragraph, then the sentences asking for something are kept', () => {
    const posting =
      'Join our friendly team in sunny Tampa where the beach is ten minutes away and every Friday brings pizza for the whole floor. ' +
      'You must hold a PharmD and an active Florida pharmacist license. Experience with Epic Willow is preferred. ' +
      'Our benefits include medical, dental and vision insurance from day one of employment with us.';
    expect(readCandidateQuery(posting).text.split('\n')).toEqual([
      'You must hold a PharmD and an active Florida pharmacist license.',
      'Experience with Epic Willow is preferred.',
    ]);
  });

  it('When the company speaks of a year, then that sentence is not a requirement; a counted number of years is', () => {
    const posting = [
      'We are a 400-bed teaching hospital with a new tower opening next year.',
      'Requirements',
      'Two years of telemetry nursing',
      'Completes 4 yrs of charting audits',
    ].join('\n');
    expect(readCandidateQuery(posting).text.split('\n')).toEqual(['Two years of telemetry nursing', 'Completes 4 yrs of charting audits']);
  });

  it('When a long query names no requirement, then it is read as written', () => {
    const words = Array.from({ length: 60 }, (_, i) => `term${i}`).join(' ');
    expect(readCandidateQuery(words)).toEqual({ text: words, isReduced: true });
  });
});
