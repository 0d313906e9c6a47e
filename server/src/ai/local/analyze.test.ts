import { describe, expect, it } from 'vitest';
import { aiSummarySchema } from '../resume-analysis.js';
import { analyzeResumeText } from './analyze.js';
import { createLocalLanguageModel } from './local-language-model.js';

const now = new Date('2025-06-01T00:00:00Z');
const analyze = (text: string) => analyzeResumeText(text, now).summary;
const roles = (text: string) => analyze(text).workExperience.map(({ title, company, duration }) => ({ title, company, duration }));

const expectedRoles = [
  { title: 'Marketing Manager', company: 'Kaseya', duration: 'Jan 2022 – Present' },
  { title: 'Digital Marketing Specialist', company: 'Carnival Cruise Line', duration: 'Jul 2019 – Dec 2021' },
];

describe('analyzeResumeText on two-column layouts', () => {
  it('When the sidebar was extracted before the main column, then both are read', () => {
    const text = [
      'CONTACT',
      'carlos.garcia@protonmail.com',
      'Miami, FL',
      'SKILLS',
      '• SEO / SEM',
      '• HubSpot',
      'Carlos Garcia',
      'Growth Marketing Manager',
      'EXPERIENCE',
      'Marketing Manager, Kaseya',
      'Jan 2022 – Present',
      '• Grew marketing-sourced pipeline by 48% year over year',
      'Digital Marketing Specialist, Carnival Cruise Line',
      'Jul 2019 – Dec 2021',
      '• Ran email and SEO programs for 5 brands',
    ].join('\n');

    const summary = analyze(text);

    expect(summary.personalInfo).toMatchObject({ name: 'Carlos Garcia', email: 'carlos.garcia@protonmail.com', location: 'Miami, FL' });
    expect(summary.skills).toEqual(['SEO', 'SEM', 'HubSpot']);
    expect(roles(text)).toEqual(expectedRoles);
  });

  it('When the extractor read both columns row by row, then the rows are untangled', () => {
    const text = [
      'Carlos Garcia',
      'CONTACT SUMMARY',
      'carlos.garcia@protonmail.com Growth marketer with 6 years of experience in travel brands.',
      '(305) 555-0177 EXPERIENCE',
      'Miami, FL',
      'Marketing Manager, Kaseya\tSKILLS',
      'Jan 2022 – Present',
      'SEO / SEM • Grew marketing-sourced pipeline by 48% year over year',
      'Paid social Digital Marketing Specialist, Carnival Cruise Line',
      'Copywriting Jul 2019 – Dec 2021',
      'Budget management • Ran email and SEO programs for 5 brands',
      'LANGUAGES',
      'Spanish (native)',
    ].join('\n');

    const summary = analyze(text);

    expect(summary.professionalSummary).toBe('Growth marketer with 6 years of experience in travel brands.');
    expect(summary.personalInfo).toMatchObject({ phone: '(305) 555-0177', location: 'Miami, FL' });
    expect(summary.skills).toEqual(['SEO', 'SEM', 'Paid social', 'Copywriting', 'Budget management']);
    expect(roles(text)).toEqual(expectedRoles);
  });

  it('When text kept the page layout, then the left column is read before the right one', () => {
    const text = [
      'HANNAH SCHMIDT',
      '',
      'CONTACT                           EXPERIENCE',
      'hannah@posteo.de                  Senior Product Manager',
      'Berlin, Germany                   Sennder GmbH, Berlin',
      '                                  03/2021 – present',
      'SKILLS                            • Own the carrier app roadmap (40k weekly',
      'Roadmapping                         active carriers)',
      'User research                     Product Manager',
      'A/B testing                       Zalando SE, Berlin',
      '                                  09/2018 – 02/2021',
    ].join('\n');

    const summary = analyze(text);

    expect(summary.skills).toEqual(['Roadmapping', 'User research', 'A/B testing']);
    expect(summary.workExperience.map((job) => job.company)).toEqual(['Sennder GmbH', 'Zalando SE']);
    expect(summary.workExperience[0]?.responsibilities).toEqual(['Own the carrier app roadmap (40k weekly active carriers)']);
  });
});

describe('analyzeResumeText', () => {
  it('When the text is empty, then every field is empty and the shape is valid', () => {
    const summary = analyze('');

    expect(aiSummarySchema.parse(summary)).toEqual({
      professionalSummary: '',
      personalInfo: { name: '', email: '', phone: '', location: '', linkedin: '', website: '' },
      workExperience: [],
      education: [],
      skills: [],
      certifications: [],
      keyAchievements: [],
      careerLevel: 'entry',
      experienceMonths: 0,
    });
  });

  it('When empty lines part the jobs, then the gaps are kept: a short name after one heads the job under it', () => {
    const text = [
      'Jane Doe',
      'jane@example.com',
      '',
      'Experience',
      'Senior Buyer, Northwind | 2021 – 2024',
      '• Negotiated the supplier contracts',
      '',
      'eBay',
      'Buyer | 2019 – 2021',
      '• Ran the category reviews',
    ].join('\n');

    expect(analyzeResumeText(text).summary.workExperience.map(({ title, company }) => ({ title, company }))).toEqual([
      { title: 'Senior Buyer', company: 'Northwind' },
      { title: 'Buyer', company: 'eBay' },
    ]);
  });

  it('When moderncv\'s banking style puts the employer\'s site or town beside its name and the technologies under an icon\'s name, then each job keeps its employer', () => {
    const text = [
      'Jane Doe',
      'jane@example.com',
      'Experience',
      'Northwind (northwind.com) Bristol, UK',
      'Lead Engineer Jun 2021 – Jul 2024',
      'Laptop-Code Python, FastAPI, Elasticsearch',
      'λ Led the search platform',
      'P.I. Works Istanbul, Turkey',
      'Software Development Intern Jul 2014–Sep 2014',
      'Laptop-Code C#, .NET',
      'λ Built monitoring tools',
    ].join('\n');

    expect(analyzeResumeText(text).summary.workExperience.map(({ title, company, responsibilities }) => ({ title, company, responsibilities }))).toEqual([
      { title: 'Lead Engineer', company: 'Northwind (northwind.com)', responsibilities: ['Python, FastAPI, Elasticsearch', 'Led the search platform'] },
      { title: 'Software Development Intern', company: 'P.I. Works', responsibilities: ['C#, .NET', 'Built monitoring tools'] },
    ]);
  });

  it.each(['Keynotes', 'Reviewing', 'Exhibitions', 'Any Section Title'])('When "%s" follows the jobs with dated entries naming no role and no employer, then they are no jobs', (heading) => {
    const text = [
      'Mara Quill',
      'Experience',
      'Northwind Labs, Senior Engineer – Lisbon, Portugal Jan 2020 – present',
      '• Built the billing service used by 40 teams',
      heading,
      'Streaming Graph Partitioning at Scale – Berlin, Germany Sept 2023',
      '• Opened a systems workshop',
      'A Method for Incremental Index Builds 2021 – 2022',
      '• Granted in 2022',
    ].join('\n');

    expect(roles(text)).toEqual([{ title: 'Senior Engineer', company: 'Northwind Labs', duration: 'Jan 2020 – present' }]);
  });

  it('When there is no summary heading, then a paragraph under the contact lines is the summary', () => {
    const summary = analyze('Jane Doe\njane@example.com\nData analyst who turns messy product data into decisions for marketplace teams.\nSKILLS\nSQL');

    expect(summary.professionalSummary).toBe('Data analyst who turns messy product data into decisions for marketplace teams.');
  });

  it('When there is no achievements section, then measured duties become key achievements', () => {
    const summary = analyze('EXPERIENCE\nAnalyst | Acme | 2019 – 2021\n- Cut reporting time by 30%\n- Attended meetings');

    expect(summary.keyAchievements).toEqual(['Cut reporting time by 30%']);
  });

  it('When projects follow the last job, then they are not its duties and are listed after the achievements', () => {
    const summary = analyze(
      [
        'EXPERIENCE',
        'Analyst | Acme | 2019 – 2021',
        '- Cut reporting time by 30%',
        'Open Source Projects',
        'Gitlytics | Python, Flask, React\tJune 2020 – Present',
        '• Developed a full-stack web application with Flask and React. Deployed on Heroku.',
        '• Implemented GitHub OAuth',
        'Campus Bus Tracker',
        'React Native app showing live bus positions; 2,000 weekly users',
        'Rustup (Rust) - Previous Maintainer',
        'SKILLS',
        'SQL',
      ].join('\n'),
    );

    expect(summary.workExperience.map((job) => job.responsibilities)).toEqual([['Cut reporting time by 30%']]);
    expect(summary.keyAchievements).toEqual([
      'Cut reporting time by 30%',
      'Gitlytics (Python, Flask, React) – Developed a full-stack web application with Flask and React.',
      'Campus Bus Tracker – React Native app showing live bus positions; 2,000 weekly users',
      'Rustup (Rust) - Previous Maintainer',
    ]);
  });

  it('When a resume lists projects as bullets, then each bullet is one project', () => {
    const summary = analyze('EXPERIENCE\nAnalyst | Acme | 2019 – 2021\n- Attended meetings\nProjects\n• QuantSoftware Toolkit: Open source Python library for finance\n• Mac Setup: A book on setting up macOS');

    expect(summary.keyAchievements).toEqual(['QuantSoftware Toolkit: Open source Python library for finance', 'Mac Setup: A book on setting up macOS']);
  });

  it('When a resume has projects but no experience section, then the projects are read as its jobs and not listed twice', () => {
    const summary = analyze('Jane Doe\nPROJECTS\nLead Developer, Campus Bus Tracker | 2023 – 2024\n• Built a React Native app for 2,000 weekly users');

    expect(summary.workExperience.map((job) => job.title)).toEqual(['Lead Developer']);
    expect(summary.keyAchievements).toEqual([]);
  });

  it('When a resume has no experience section, then an undated heading over links in another section is no job', () => {
    const text = 'Jane Doe\nPUBLICATIONS\nDoe, J. (2024). Reading the web. Zenodo.\n\nRELEVANT REPOSITORIES\nTracker - https://github.com/janedoe/tracker\nPROJECTS\nLead Developer, Campus Bus Tracker | 2023 – 2024\n• Built a React Native app';

    expect(roles(text)).toEqual([{ title: 'Lead Developer', company: 'Campus Bus Tracker', duration: '2023 – 2024' }]);
  });
});

describe('analyzeResumeText on volunteer roles', () => {
  const text = [
    'Jane Doe',
    'EXPERIENCE',
    'Data Analyst, Northwind | Jan 2023 – Present',
    '• Built the weekly sales dashboard',
    'VOLUNTEER EXPERIENCE',
    'Volunteer Tutor | Jan 2015 – Present',
    'Riverside Literacy Center',
    '• Tutored adults in reading twice a week',
  ].join('\n');

  it('When a resume lists a role under a volunteer heading, then it is a job marked as volunteer', () => {
    expect(analyze(text).workExperience.map(({ title, company, isVolunteer }) => ({ title, company, isVolunteer }))).toEqual([
      { title: 'Data Analyst', company: 'Northwind', isVolunteer: undefined },
      { title: 'Volunteer Tutor', company: 'Riverside Literacy Center', isVolunteer: true },
    ]);
  });

  it('When a volunteer section names an organisation without a role, then it is a membership and no job', () => {
    expect(roles('Jane Doe\nVOLUNTEERING\nRiverside Food Bank | 2014 – 2017\n• Sorted donations')).toEqual([]);
  });

  it("When a campus's involvements list a role and a membership, then the role is a volunteer job and the membership none", () => {
    const involvement = 'Jane Doe\nCAMPUS INVOLVEMENT\nAssociation of Nursing Students, Fundraising Chair\tAug 2024 – Present\nCarolina Black Caucus, Member\tAug 2023 – Present';

    expect(roles(involvement)).toEqual([{ title: 'Fundraising Chair', company: 'Association of Nursing Students', duration: 'Aug 2024 – Present' }]);
  });

  it('When a volunteer role spans ten years, then the years of experience and the career level count only the paid work', () => {
    const summary = analyze(text);

    expect(summary.experienceMonths).toBe(29);
    expect(summary.careerLevel).toBe('junior');
  });
});

describe('analyzeResumeText on real-world layouts', () => {
  const awesomeCv = [
    'Jane ParkDevOps Engineer · Software Architect',
    'Mapo-gu, Seoul, Republic of Korea',
    '📱 (+82) 10-5555-0100 | 🖂 jane.park@example.com | HOUSE-CHIMNEY www.janepark.dev | GITHUB-SQUARE janepark | LINKEDIN janepark',
    'Summary',
    'Platform engineer with 12+ years of experience running payment infrastructure on AWS for regulated fintech companies.',
    'Work Experience',
    'Northwind Pay Inc. Seoul, S.Korea',
    'Founding Member & Infrastructure Team Lead Mar. 2021 Jun. 2023',
    '• Designed the AWS landing zone for 40 accounts',
    'May 2, 2024 Jane Park · Résumé 1',
    'Contoso Seoul, S.Korea',
    'Software Architect Jun. 2017 May. 2018',
    '• Built the CI/CD pipelines',
    'Projects',
    'Open Payments Toolkit',
    'May 2, 2024 Jane Park · Résumé 2',
  ].join('\n');

  it('When a LaTeX template repeats a footer with the name and page on every page, then the jobs are read and no footer becomes a job', () => {
    expect(roles(awesomeCv)).toEqual([
      { title: 'Founding Member & Infrastructure Team Lead', company: 'Northwind Pay Inc.', duration: 'Mar. 2021 – Jun. 2023' },
      { title: 'Software Architect', company: 'Contoso', duration: 'Jun. 2017 – May. 2018' },
    ]);
  });

  it('When the name is glued to the headline, then it is the name, not an employer, and the contact line stays out of the summary', () => {
    const summary = analyze(awesomeCv);

    expect(summary.personalInfo).toMatchObject({ name: 'Jane Park', phone: '(+82) 10-5555-0100', email: 'jane.park@example.com' });
    expect(summary.professionalSummary).toBe('Platform engineer with 12+ years of experience running payment infrastructure on AWS for regulated fintech companies.');
    expect(summary.careerLevel).toBe('lead');
  });

  it('When the jobs run from June 2019 to the present with a gap and an overlap, then the analysis stores the months they cover once', () => {
    const text = 'Jane Doe\nEXPERIENCE\nSenior Engineer | Acme | Jan 2022 – Present\nEngineer | Globex | June 2019 – Mar 2022\nIntern | Initech | Jan 2018 – Jun 2018';
    const summary = analyzeResumeText(text, new Date('2026-11-24T00:00:00Z')).summary;

    expect(summary.experienceMonths).toBe(89 + 6);
  });

  it('When a header paragraph carries contact details among many words, then it is no summary', () => {
    expect(analyze('Jane Doe\nPhone (555) 123-4567 | jane@example.com | portfolio janedoe.dev | github janedoe | linkedin janedoe | Austin, TX\nEXPERIENCE\nAnalyst | Acme | 2019 – 2021').professionalSummary).toBe('');
  });

  it('When a profile export has no headings, then the jobs under the name are read and a degree among them goes to education', () => {
    const summary = analyze(
      'Minh Tran\nBackend Developer\nTIKI\nBackend Developer (Full-time) 04/2023 - NOW\nBuilt the order service\nUNIVERSITY OF SCIENCE 2017 – 2021\nBachelor\'s Degree, Computer Science',
    );

    expect(summary.workExperience.map(({ title, company, duration }) => ({ title, company, duration }))).toEqual([
      { title: 'Backend Developer', company: 'TIKI', duration: '04/2023 – NOW' },
    ]);
    expect(summary.education).toEqual([{ degree: "Bachelor's Degree, Computer Science", institution: 'UNIVERSITY OF SCIENCE', year: '2021' }]);
  });

  it('When a resume without an experience section lists its projects and a label inside one starts another section, then the projects are read as jobs in the order written', () => {
    const text = [
      'Ines Okafor',
      'ines@example.org',
      'PROJECTS',
      'Tidewater',
      'Coastal Institute | 2021 - 2023',
      'Goal: Measure the tides of the bay',
      'Publications:',
      'Okafor, I. (2022). Tides in the bay. Journal of Water.',
      'Saltmarsh',
      'Coastal Institute | 2018 - 2021',
      'Goal: Map the marsh',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Tidewater', company: 'Coastal Institute', duration: '2021 – 2023' },
      { title: 'Saltmarsh', company: 'Coastal Institute', duration: '2018 – 2021' },
    ]);
  });

  it('When no heading names the education and the header names a degree with its school a few lines on, then both make the entry', () => {
    const text = ['Ines Okafor', 'ines@example.org', 'B.A.', 'Marine Biology', 'earned with distinction at', 'Coastal University', 'EXPERIENCE', 'Analyst | Acme | 2019 – 2021'].join('\n');

    expect(analyze(text).education).toEqual([{ degree: 'B.A. Marine Biology', institution: 'Coastal University', year: '' }]);
  });

  it('When a legend spells out the short name the jobs give their employer, then the employer is written out and the legend is no duty', () => {
    const text = ['Ines Okafor', 'ines@example.org', 'EXPERIENCE', '6/2014 Lab Assistant @CI', '3/2017 Data Analyst @CI', '@CI = Coastal Institute'].join('\n');

    expect(analyze(text).workExperience).toEqual([
      { title: 'Lab Assistant', company: 'Coastal Institute', duration: '6/2014', responsibilities: [] },
      { title: 'Data Analyst', company: 'Coastal Institute', duration: '3/2017', responsibilities: [] },
    ]);
  });

  it('When an old word processor wrote an apostrophe as "=", then the employer\'s line is no legend', () => {
    const text = ['Juan Sanchez', 'juan@example.org', 'EMPLOYMENT', 'JEWEL FOOD STORES Chicago, Illinois', 'Cashier/Bagger 2000 to present', 'MAYOR=S YOUTH PROGRAM Chicago, Illinois', 'Painter Summers, 1998/1999'].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Cashier/Bagger', company: 'JEWEL FOOD STORES', duration: '2000 – present' },
      { title: 'Painter', company: 'MAYOR=S YOUTH PROGRAM', duration: '1998 – 1999' },
    ]);
  });

  it('When an entry is named like a web address over its dated line, then it is the entry\'s name, not a contact link', () => {
    const text = ['Ines Okafor', 'ines@example.org', 'EXPERIENCE', 'Reef Survey', 'Coastal Institute | 2023 - 2025', 'Goal: Count the fish', 'tide.online', 'Coastal Institute | 2021 - 2023', 'Goal: Model the tides'].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Reef Survey', company: 'Coastal Institute', duration: '2023 – 2025' },
      { title: 'tide.online', company: 'Coastal Institute', duration: '2021 – 2023' },
    ]);
  });
});

describe('analyzeResumeText on a medical CV', () => {
  const cv = [
    'CURRICULUM VITAE',
    'NAME: Jane Roe',
    'TELEPHONE NUMBER/E-MAIL ADDRESS: 908-555-0100 jane.roe@example.com',
    'EDUCATION:',
    'A. \tUndergraduate',
    'Wake Forest University',
    'Winston-Salem, NC',
    'BA Music Composition \tMay 2010',
    'B. \tGraduate and Professional',
    'Rutgers Robert Wood Johnson Medical School',
    'New Brunswick, NJ',
    'MD \tMay 2017',
    'POSTGRADUATE TRAINING:',
    'A. Internship and Residencies',
    'Rutgers Robert Wood Johnson Medical School',
    'Resident, Internal Medicine',
    'July 2017 - June 2020',
    'B. \tClinical Fellowships',
    'Memorial Sloan Kettering Cancer Center',
    'Fellow, Critical Care',
    'July 2020 – June 2022',
    'MILITARY: N/A',
    'OTHER EMPOYMENT OR MAJOR VISITING APPOINTMENTS:',
    'Freelance Data Science Developer',
    'Upwork.com',
    'New Brunswick, NJ',
    'Jan 2015 - Jul 2017',
    'MEMBERSHIPS, OFFICES AND COMMITTEE ASSIGNMENTS IN PROFESSIONAL',
    'SOCIETIES:',
    'American Thoracic Society',
    'Member 336364',
    '01/20/2022 – 12/31/2022',
    'HONORS AND AWARDS:',
    'Best Poster',
    'Rutgers Robert Wood Johnson Medical School',
    'Date Awarded: May 2019',
  ].join('\n');

  it('When headings are capitals with a colon, then training and other employment are jobs, and memberships and awards are not', () => {
    expect(roles(cv)).toEqual([
      { title: 'Resident, Internal Medicine', company: 'Rutgers Robert Wood Johnson Medical School', duration: 'July 2017 – June 2020' },
      { title: 'Fellow, Critical Care', company: 'Memorial Sloan Kettering Cancer Center', duration: 'July 2020 – June 2022' },
      { title: 'Freelance Data Science Developer', company: 'Upwork.com', duration: 'Jan 2015 – Jul 2017' },
    ]);
  });

  it('When the fields are labelled, then the name and degrees are read from them', () => {
    const summary = analyze(cv);

    expect(summary.personalInfo).toMatchObject({ name: 'Jane Roe', email: 'jane.roe@example.com', phone: '908-555-0100' });
    expect(summary.education).toEqual([
      { degree: 'BA Music Composition', institution: 'Wake Forest University', year: '2010' },
      { degree: 'MD', institution: 'Rutgers Robert Wood Johnson Medical School', year: '2017' },
    ]);
  });
});

describe('analyzeResumeText on huge inputs', () => {
  it.each([
    ['one line of glued words without an e-mail', 'aB'.repeat(50_000)],
    ['one glued word of names', 'JohnDoeJaneDoe'.repeat(7_000)],
    ['one line of dates', 'Jan 2020 Feb 2021 '.repeat(5_500)],
    ['ranges broken over thousands of lines', 'Jan 2013 -\n'.repeat(9_000)],
    ['thousands of job sub-headings', `EXPERIENCE\nAnalyst | Acme | 2019 – 2021\n${'Accomplishments\n• Cut costs\n'.repeat(6_000)}`],
    ['thousands of headings cut by page breaks', `EXPERIENCE\n${'AdVendo\n\f\nUX Consultant\n'.repeat(4_000)}`],
    ['a dated heading ending in one huge word', `EXPERIENCE\nAcme, 2019 – 2020 ${'a'.repeat(100_000)}.`],
    ['one word of thousands of hyphenated capitals before a comma', `EXPERIENCE\n2018 – 2020 ${'Post-doc-'.repeat(12_000)}x, Lab\nStudied.`],
  ])('When the text is %s, then it is analysed in linear time', (_shape, text) => {
    const started = performance.now();
    analyze(text);

    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('createLocalLanguageModel', () => {
  it('When used as a LanguageModel, then it is named local-analyzer and answers valid shapes', async () => {
    const model = createLocalLanguageModel();
    const analysis = await model.analyzeResume('Jane Doe\njane@example.com\nEXPERIENCE\nAnalyst | Acme | 2019 – 2021');
    const summary = await model.summarizeResume({ text: '', analysis, prompt: 'analytics' });

    expect(model.name).toBe('local-analyzer');
    expect(aiSummarySchema.parse(analysis).personalInfo.name).toBe('Jane Doe');
    expect(summary.promptExplanation).not.toBeNull();
  });
  it.each(['Vocational', 'Miscellaneous'])('When moderncv groups jobs under "%s", then the group is no employer', (group) => {
    const text = `Jane Doe\njane@example.com\nExperience\nSubstitute Teacher, Oslo Cathedral School, Oslo.\nContract.\nAug. 2020 – Jun. 2021\nTaught mathematics.\n${group}\nSep. 2017 – Jun. 2019: Teaching Assistant, NTNU, Trondheim`;

    expect(roles(text)).toEqual([
      { title: 'Substitute Teacher', company: 'Oslo Cathedral School', duration: 'Aug. 2020 – Jun. 2021' },
      { title: 'Teaching Assistant', company: 'NTNU', duration: 'Sep. 2017 – Jun. 2019' },
    ]);
  });

});

describe('a template that prints an empty "Tech Stack:" label under each job', () => {
  it('When the label closes a job and a wrapped heading whose first line holds no role opens the next, then the next job is read with its employer and no skills section starts', () => {
    const text = [
      'Oliver Example',
      'oliver@example.org',
      'CAREER HISTORY',
      'RIDLEY STONE & PARTNERS LLP -',
      'Graduate Trainee, Audit & Assurance Leeds · Sep. 2009 - Aug. 2011',
      '- Audited 25 clients.',
      'Tech Stack:',
      'NORTHGATE BUILDING SOCIETY - Summer',
      'Analyst (Intern) York · 06/2007 - 08/2007',
      '- Reconciled 1,200 mortgage accounts.',
      'Tech Stack: Excel',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Graduate Trainee, Audit & Assurance', company: 'RIDLEY STONE & PARTNERS LLP', duration: 'Sep. 2009 – Aug. 2011' },
      { title: 'Summer Analyst (Intern)', company: 'NORTHGATE BUILDING SOCIETY', duration: '06/2007 – 08/2007' },
    ]);
  });

  it('When a narrow column wraps the role over two lines and the dates after their dash, then the job is read whole', () => {
    const text = [
      'Oliver Example',
      'oliver@example.org',
      'CAREER HISTORY',
      'PENNINE WATER SURVEYS LTD. - Field',
      'Technician, Reservoir Monitoring',
      'Skipton, UK · 06/2020 ‑',
      '08/2020',
      '‑ Serviced 14 level gauges.',
      'Tech Stack:',
    ].join('\n');

    expect(roles(text)).toEqual([{ title: 'Field Technician, Reservoir Monitoring', company: 'PENNINE WATER SURVEYS LTD.', duration: '06/2020 – 08/2020' }]);
  });
});

describe('Two education sections', () => {
  it('When a side-bar lists qualifications before the education section, then the degrees are read with their own schools', () => {
    const text = [
      'Oliver Example',
      'oliver@example.org',
      'QUALIFICATIONS',
      'CFA Charterholder (2015)',
      'EXPERIENCE',
      'Analyst, Acme Capital, 2011 – 2014',
      'EDUCATION',
      'MSc - Finance and Economics',
      '2008 - 2009',
      'Distinction',
      'LSE, London School of Economics and Political Science',
      'BSc (Hons) - Economics and Finance',
      '2005 - 2008',
      'University of York, York',
    ].join('\n');

    expect(analyze(text).education).toEqual([
      { degree: 'MSc, Finance and Economics', institution: 'London School of Economics and Political Science', year: '2009' },
      { degree: 'BSc (Hons), Economics and Finance', institution: 'University of York', year: '2008' },
    ]);
  });
});

describe('Degrees labelled one by one', () => {
  it('When a table labels each degree "Qualification:" and a course "Course:" under the referees, then the degrees are the education and the course is none', () => {
    const text = [
      'Tim Example – Data Scientist',
      'Referees',
      'm: 0421 000 333 | e: tim@example.org',
      'Will provide upon request',
      'Qualification:',
      'Master of Statistics, Australian National University',
      'Qualification:',
      'Bachelor of Commerce (Finance, Economics), University of Canberra',
      'Course:',
      'Executive Leadership Program, Melbourne Business School',
      'Synopsis',
      'I am a data scientist with 20 years’ experience.',
    ].join('\n');

    expect(analyze(text).education).toEqual([
      { degree: 'Master of Statistics', institution: 'Australian National University', year: '' },
      { degree: 'Bachelor of Commerce (Finance, Economics)', institution: 'University of Canberra', year: '' },
    ]);
  });
});

describe('An honours table read one cell a line', () => {
  const honoursTable = [
    'Jadzia Dax',
    'dax@example.edu',
    'HONORS & ACTIVITIES',
    'Northeastern Illinois University',
    'Chicago, IL.',
    'Vice President - Future Writers Club',
    '9/2003',
    '- present',
    'Y.W.C.A.',
    'Academic',
    'Scholarship',
    '2002 - 03',
  ];

  it('When an honours section is a table whose cells come out a line each, then each record is one achievement, its place left out', () => {
    expect(analyze(honoursTable.join('\n')).keyAchievements).toEqual(['Northeastern Illinois University, Vice President - Future Writers Club (9/2003 – present)', 'Y.W.C.A. Academic Scholarship (2002 - 03)']);
  });

  it('When a record of the table is described in a bullet, then the table is still read a record an item, the description on its own', () => {
    const text = [...honoursTable, 'Irving Park Y.W.C.A.', 'Volunteer Tutor', '9/2001', '• Tutor 5th - 7th grade urban students in reading and writing.'].join('\n');
    expect(analyze(text).keyAchievements).toEqual([
      'Northeastern Illinois University, Vice President - Future Writers Club (9/2003 – present)',
      'Y.W.C.A. Academic Scholarship (2002 - 03)',
      'Irving Park Y.W.C.A., Volunteer Tutor (9/2001)',
      'Tutor 5th - 7th grade urban students in reading and writing.',
    ]);
  });

  it('When the table’s years stand before each honour, then each honour takes the years above it, its wrapped lines joined', () => {
    const text = [
      'Aino Kivelä',
      'aino@example.fi',
      'AWARDS',
      '2022',
      'Business Finland grant',
      'Co-applicant, EUR 1.1 million,',
      'fungal protein from sawmill side',
      'streams.',
      '2015',
      'Marie Curie Fellowship',
    ].join('\n');
    expect(analyze(text).keyAchievements).toEqual(['Business Finland grant, Co-applicant, EUR 1.1 million, fungal protein from sawmill side streams. (2022)', 'Marie Curie Fellowship (2015)']);
  });

  it('When a cell wraps a date after its month and comma, then the year under it is no item of its own', () => {
    const text = ['Jane Roe', 'roe@example.edu', 'AWARDS', "Dean's List, Brainchilde University", 'January, 2001 – May,', '2001', 'Marketing Club Treasurer', 'January, 1998 – May,', '1999'].join('\n');
    expect(analyze(text).keyAchievements).toEqual(["Dean's List, Brainchilde University (January, 2001 – May, 2001)", 'Marketing Club Treasurer (January, 1998 – May, 1999)']);
  });

  it('When an honours section is a list, then each line is an achievement as before', () => {
    const text = ['Jadzia Dax', 'dax@example.edu', 'AWARDS', "Dean's List, Northeastern Illinois University (2004)", 'Writing Prize of the Chicago Tribune, 2003'].join('\n');
    expect(analyze(text).keyAchievements).toEqual(["Dean's List, Northeastern Illinois University (2004)", 'Writing Prize of the Chicago Tribune, 2003']);
  });
});
