import { describe, expect, it } from 'vitest';
import { extractExperience } from './experience.js';
import { joinContinuations, toLines } from './lines.js';

function jobsOf(text: string) {
  return extractExperience(joinContinuations(toLines(text))).map(({ date: _date, ...job }) => job);
}

const roles = (text: string) => jobsOf(text).map(({ title, company, duration }) => ({ title, company, duration }));

describe('extractExperience', () => {
  it.each([
    ['title | company | dates on one line', 'Senior Software Engineer | Stripe | Jan 2021 – Present'],
    ['title, company then dates below', 'Senior Software Engineer, Stripe\nJan 2021 – Present'],
    ['title, company and dates on three lines', 'Senior Software Engineer\nStripe\nJan 2021 – Present'],
    ['company first with a dash', 'Stripe — Senior Software Engineer\t2021-01 – Present'],
    ['dates first', 'Jan 2021 – Present    Senior Software Engineer, Stripe'],
    ['dates in brackets', 'Senior Software Engineer, Stripe (Jan 2021 – Present)'],
    ['"at" between role and employer', 'Senior Software Engineer at Stripe, Jan 2021 – Present'],
    ['a place between the parts', 'Senior Software Engineer | Stripe | San Francisco, CA | Jan 2021 – Present'],
  ])('When a job heading is laid out as %s, then title, company and duration are found', (_layout, heading) => {
    const [job] = roles(`${heading}\n• Led the migration of the payments ledger`);

    expect(job?.title).toBe('Senior Software Engineer');
    expect(job?.company).toBe('Stripe');
    expect(job?.duration).toMatch(/^(Jan 2021|2021-01) – Present$/);
  });

  it('When the employer comes first in capitals, then the role is still told apart by its words', () => {
    expect(roles('NORTHWIND TRADERS — Regional Sales Manager\t2019 – Present\nLead 8 account executives\nCONTOSO LTD — Senior Account Executive\t2015 – 2019\nClosed $4.1M in new logos')).toEqual([
      { title: 'Regional Sales Manager', company: 'NORTHWIND TRADERS', duration: '2019 – Present' },
      { title: 'Senior Account Executive', company: 'CONTOSO LTD', duration: '2015 – 2019' },
    ]);
  });

  it('When several roles sit under one employer line, then later roles keep that employer', () => {
    const text = [
      'Midwest Industrial Holdings, Inc. — Chicago, IL',
      'Chief Financial Officer, 2016 – present',
      '▪ Led the $1.2B sale to Carlyle',
      'Vice President, Finance, 2012 – 2016',
      '▪ Built FP&A from scratch',
      'Baxter Components Corp. — Milwaukee, WI',
      'Corporate Controller, 2007 – 2012',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Chief Financial Officer', company: 'Midwest Industrial Holdings, Inc.', duration: '2016 – present' },
      { title: 'Vice President, Finance', company: 'Midwest Industrial Holdings, Inc.', duration: '2012 – 2016' },
      { title: 'Corporate Controller', company: 'Baxter Components Corp.', duration: '2007 – 2012' },
    ]);
  });

  it('When jobs have no bullets at all, then each date still starts a job', () => {
    const text = 'Warehouse Associate\nMenards, Springfield, IL\n2010 to 2012\nCashier\nKroger, Columbus, OH\n2008 to 2010';

    expect(roles(text)).toEqual([
      { title: 'Warehouse Associate', company: 'Menards', duration: '2010 – 2012' },
      { title: 'Cashier', company: 'Kroger', duration: '2008 – 2010' },
    ]);
  });

  it('When a Word file lost its bullets, then duties are told from headings by their verbs and sentences', () => {
    const text = [
      'Fourth Grade Teacher\tAugust 2019 – Present',
      'Rosa Parks Elementary School, Portland Public Schools',
      'Plan and teach all core subjects to a class of 28 students.',
      'Lead the school’s STEM night, drawing 300 families each spring.',
      'Second Grade Teacher\tAugust 2015 – June 2019',
      'Sunnyside Elementary, Beaverton School District',
      'Introduced guided reading groups.',
    ].join('\n');

    expect(jobsOf(text)).toEqual([
      {
        title: 'Fourth Grade Teacher',
        company: 'Rosa Parks Elementary School',
        duration: 'August 2019 – Present',
        responsibilities: ['Plan and teach all core subjects to a class of 28 students.', 'Lead the school’s STEM night, drawing 300 families each spring.'],
      },
      {
        title: 'Second Grade Teacher',
        company: 'Sunnyside Elementary',
        duration: 'August 2015 – June 2019',
        responsibilities: ['Introduced guided reading groups.'],
      },
    ]);
  });

  it('When a unit follows the title, then it stays part of the title', () => {
    expect(roles('Charge Nurse, Medical ICU — Mercy Hospital, Boston, MA (Jun 2019–Present)')).toEqual([
      { title: 'Charge Nurse, Medical ICU', company: 'Mercy Hospital', duration: 'Jun 2019 – Present' },
    ]);
  });

  it('When a season is the only date, then it is the duration', () => {
    expect(roles('Software Engineering Intern\nMicrosoft, Redmond, WA\nSummer 2017\n- Prototyped a dashboard')).toEqual([
      { title: 'Software Engineering Intern', company: 'Microsoft', duration: 'Summer 2017' },
    ]);
  });

  it('When duties use different bullets and wrap, then each duty is one item', () => {
    const [job] = jobsOf(
      'Data Analyst | Square | 2018 – 2021\n• Created the churn dashboard in Looker, adopted by\n150 account managers\n* Automated weekly reporting\n1. Cut query costs by 30%',
    );

    expect(job?.responsibilities).toEqual([
      'Created the churn dashboard in Looker, adopted by 150 account managers',
      'Automated weekly reporting',
      'Cut query costs by 30%',
    ]);
  });

  it('When a role is described in a paragraph, then its sentences are the duties', () => {
    const [job] = jobsOf('Analyst, Acme Corp, 2019 – 2021\nI ran the pricing model. It saved $2M a year.');

    expect(job?.responsibilities).toEqual(['I ran the pricing model.', 'It saved $2M a year.']);
  });

  it('When the section is empty, then there are no jobs', () => {
    expect(jobsOf('')).toEqual([]);
  });
});
