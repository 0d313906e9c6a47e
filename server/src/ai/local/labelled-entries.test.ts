import { describe, expect, it } from 'vitest';
import { extractExperience } from './experience.js';
import { joinContinuations, toLines } from './lines.js';

const roles = (text: string) => extractExperience(joinContinuations(toLines(text))).map(({ title, company, duration }) => ({ title, company, duration }));

describe('jobs written to a form, a label per line', () => {
  it('When an Indian CV numbers its jobs and labels company, designation and duration, then each is a job that runs till date', () => {
    const text = [
      '1) Company : Kalpavriksha Infotech Solutions Pvt. Ltd., Pune',
      'Designation : Senior QA Engineer',
      'Duration : August 2022 – Till Date',
      'Project: PolicyDesk – Policy Administration Portal',
      'Roles & Responsibilities:',
      '• Owned regression testing of the policy servicing module.',
      '2) Company : Sahyadri Fintech Services Ltd., Pune',
      'Designation : QA Engineer',
      'Duration : June 2020 – July 2022',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Senior QA Engineer', company: 'Kalpavriksha Infotech Solutions Pvt. Ltd.', duration: 'August 2022 – Till Date' },
      { title: 'QA Engineer', company: 'Sahyadri Fintech Services Ltd.', duration: 'June 2020 – July 2022' },
    ]);
    expect(extractExperience(toLines(text))[0]?.date?.isPresent).toBe(true);
  });

  it('When a South African CV labels employer, position and period, then the legal form in brackets stays in the name and the terms leave the title', () => {
    const text = [
      'Employer: Ukhozi Mining Services (Pty) Ltd',
      'Position: Electrical Technician (Contract)',
      'Period: February 2024 – Present',
      'Duties:',
      '• Planned and breakdown maintenance on conveyor drives.',
      'Reason for leaving: Contract ended',
    ].join('\n');

    expect(roles(text)).toEqual([{ title: 'Electrical Technician', company: 'Ukhozi Mining Services (Pty) Ltd', duration: 'February 2024 – Present' }]);
  });

  it('When a Word file sets the labels with a tab before the colon and an empty paragraph between the lines, then the job is read all the same', () => {
    const text = ['1) Company\t: Kalpavriksha Infotech Solutions Pvt. Ltd., Pune', '', '    Designation\t: Senior QA Engineer', '', '    Duration\t: August 2022 – Till Date', '', 'Project: PolicyDesk'].join('\n');

    expect(roles(text)).toEqual([{ title: 'Senior QA Engineer', company: 'Kalpavriksha Infotech Solutions Pvt. Ltd.', duration: 'August 2022 – Till Date' }]);
  });

  it("When a project's notes label a role with no dates, then no job is made of them", () => {
    expect(roles('Project: PolicyDesk\nRole: Test lead\nTeam Size: 9')).toEqual([]);
  });
});

describe('contractors', () => {
  it('When a contractor names the client and the agency that placed them, then the client is the employer', () => {
    const text = 'Business Analyst (Contract), Bow River Credit Union (via Talentbridge Consulting)\nJun 2024 – Mar 2025 · Cochrane, AB\n• Ran workshops';

    expect(roles(text)).toEqual([{ title: 'Business Analyst', company: 'Bow River Credit Union', duration: 'Jun 2024 – Mar 2025' }]);
  });
});
