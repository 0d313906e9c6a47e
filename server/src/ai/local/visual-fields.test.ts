import { describe, expect, it } from 'vitest';
import { FIELD_MARK, TITLE_MARK } from '../../files/field-marks.js';
import { analyzeResumeText } from './analyze.js';

const M = FIELD_MARK;
const AS_OF = new Date('2026-01-01T00:00:00Z');

const education = (lines: string) => analyzeResumeText(`Jane Doe\njane@example.com\nEducation\n${lines}\nExperience\nAnalyst, Acme Corp, 2021 – 2023`, AS_OF).summary.education;

function jobsOf(experience: string) {
  const { summary } = analyzeResumeText(`Jane Doe\njane@example.com\nExperience\n${experience}\n• Ran the weekly exercise classes`, AS_OF);
  return summary.workExperience.map(({ title, company }) => ({ title, company }));
}

describe('Fields the page parts (the PDF reader marks a change of type or a wide gap)', () => {
  it.each([
    [
      'a field of work set in the role\'s type, then the employer',
      `Teaching Assistant, Quantum Optics${M}, ETH Zürich – Zürich, Switzerland\nSept 2019 – June 2021`,
      { title: 'Teaching Assistant, Quantum Optics', company: 'ETH Zürich' },
      { title: 'Teaching Assistant', company: 'Quantum Optics' },
    ],
    [
      'an employer a space parts from the role, with a business word that reads as a team',
      `Senior Data Scientist${M} Quillfeather Analytics\n2019 – 2021`,
      { title: 'Senior Data Scientist', company: 'Quillfeather Analytics' },
      { title: 'Senior Data Scientist Quillfeather Analytics', company: '' },
    ],
    [
      'a role and its field of work in bold, a one-word employer in regular',
      `Senior Data Scientist, Forecasting${M} Quillfeather\n2019 – 2021`,
      { title: 'Senior Data Scientist, Forecasting', company: 'Quillfeather' },
      { title: 'Senior Data Scientist', company: 'Forecasting Quillfeather' },
    ],
  ])('When a heading sets %s, then the fields are read as the page parts them', (_layout, heading, marked, unmarked) => {
    expect(jobsOf(heading)).toEqual([marked]);
    // The same words without the marks read as before: what tells the fields apart is the page.
    expect(jobsOf(heading.replaceAll(M, ''))).toEqual([unmarked]);
  });

  it('When a line is set in one run of type, then its commas part the role from the employer as before', () => {
    expect(jobsOf(`Senior Data Scientist, Harbourline Insurance${M} Leeds, UK\n2019 – 2021`)).toEqual([{ title: 'Senior Data Scientist', company: 'Harbourline Insurance' }]);
  });

  it('When "at" joins the role to its employer within one run, then they stay two fields', () => {
    expect(jobsOf(`2012–2014 Commis Chef at Restaurante El Faro${M}, Alicante`)).toEqual([{ title: 'Commis Chef', company: 'Restaurante El Faro' }]);
  });

  it('When a duty holds bold words, then no mark reaches the analysis', () => {
    const { summary } = analyzeResumeText(`Jane Doe\njane@example.com\nExperience\nData Analyst, Quillfeather\n2019 – 2021\n• Cut reporting time by ${M}40%${M} with dbt`, AS_OF);

    expect(JSON.stringify(summary)).not.toContain(M);
    expect(summary.workExperience[0]?.responsibilities).toEqual(['Cut reporting time by 40% with dbt']);
  });

  it('When a degree and its subject are set apart from the school by a gap, then the school is read whole', () => {
    expect(education(`2016 – 2021 MSc., Physics${M} University of Amsterdam`)).toEqual([{ degree: 'MSc., Physics', institution: 'University of Amsterdam', year: '2021' }]);
    expect(education('2016 – 2021 MSc., Physics University of Amsterdam')).toEqual([{ degree: 'MSc.', institution: 'Physics University of Amsterdam', year: '2021' }]);
  });

  it('When a town closes the employer\'s line in a run of its own, then it is the place, and the role keeps its field of work', () => {
    expect(jobsOf(`Jutland Gear Systems ApS${M} Herning\nDesign Engineer, Gearbox Housings${M} 2009–2014`)).toEqual([
      { title: 'Design Engineer, Gearbox Housings', company: 'Jutland Gear Systems ApS' },
    ]);
  });

  it('When an employer named like a town stands alone on its line, then it stays the employer', () => {
    expect(jobsOf('Orange\nNetwork Engineer\n2019 – 2021')).toEqual([{ title: 'Network Engineer', company: 'Orange' }]);
  });

  it('When the first page sets a name in its largest type below another name, then that name is the candidate\'s', () => {
    const text = (title: string) => `With thanks to\nAnna Schmidt\nLead Designer, Lanshan Technology\n${title}Wenxuan Zhou\nVisual Designer\nwz@example.com\nExperience\nVisual Designer, Lanshan Technology, 2023 – 2024`;
    const nameOf = (title: string) => analyzeResumeText(text(title), AS_OF).summary.personalInfo.name;

    expect(nameOf(TITLE_MARK)).toBe('Wenxuan Zhou');
    expect(nameOf('')).toBe('Anna Schmidt');
  });

  it('When the largest type holds the name and, in another run, a degree, then the name is read without it', () => {
    const { summary } = analyzeResumeText(`${TITLE_MARK}Jesús M. Rueda-Becerril ${M}| Ph.D.\nAstrophysicist – Data Scientist\njm@example.com`, AS_OF);

    expect(summary.personalInfo.name).toBe('Jesús M. Rueda-Becerril');
  });

  it('When no word names the school, then the name set in a run of its own after the degree is the school, and the town after it its place', () => {
    expect(education(`2012 ${M}Bachillerato, ${M}IES Ramón y Cajal${M}, Zaragoza`)).toEqual([{ degree: 'Bachillerato', institution: 'IES Ramón y Cajal', year: '2012' }]);
    // The words alone cannot tell the school from a major.
    expect(education('2012 Bachillerato, IES Ramón y Cajal, Zaragoza')).toEqual([{ degree: 'Bachillerato, IES Ramón y Cajal', institution: '', year: '2012' }]);
  });

  it('When a town sits in the school\'s run before the country, then the town names the school', () => {
    expect(education(`2007 to 2010 ${M}MSc Interactive Systems Design, ${M}Leicester${M}, UK`)).toEqual([
      { degree: 'MSc Interactive Systems Design', institution: 'Leicester', year: '2010' },
    ]);
    // Without the page's runs "Leicester, UK" is the place, and no school is named.
    expect(education('2007 to 2010 MSc Interactive Systems Design, Leicester, UK')).toEqual([{ degree: 'MSc Interactive Systems Design', institution: '', year: '2010' }]);
  });

  it('When a town closes the school\'s line in a run of its own, then it is the place, and studies no word names are the degree', () => {
    const lines = [
      `Kingsbridge College of Law${M} Bristol`,
      `Legal Practice Course, Commendation${M} 2015–2016`,
      `BA (Hons) History${M} York`,
      `University of York, First Class${M} 2011–2014`,
    ];

    expect(education(lines.join('\n'))).toEqual([
      { degree: 'Legal Practice Course', institution: 'Kingsbridge College of Law', year: '2016' },
      { degree: 'BA (Hons) History', institution: 'University of York', year: '2014' },
    ]);
  });

  it('When a faculty is set in a run of its own, then the commas inside it part no field, and it names neither degree nor school; set in the school’s run, a department is written with the school', () => {
    expect(education(`2005 – 2013 ${M}Faculty of Mechanical, Electrical and Civil Engineering, ${M}Gdańsk University of Technology${M}, Gdańsk, Poland`)).toEqual([
      { degree: '', institution: 'Gdańsk University of Technology', year: '2013' },
    ]);
    expect(education(`Department of Applied Mathematics, University of Leeds${M} Leeds, UK\nMSc in Applied Mathematics${M} 2016 – 2018`)).toEqual([
      { degree: 'MSc in Applied Mathematics', institution: 'Department of Applied Mathematics, University of Leeds', year: '2018' },
    ]);
  });

  it('When a narrow column wraps the employer\'s run of type, then the employer is read whole; where the role\'s line ends on a comma, the next line opens the employer', () => {
    expect(jobsOf(`Research Assistant, ${M}Power Electronics Laboratory, Texas A&M\nUniversity${M}, College Station, TX.\n2023`)).toEqual([
      { title: 'Research Assistant', company: 'Power Electronics Laboratory, Texas A&M University' },
    ]);
    expect(jobsOf(`Graduate Electrical Engineer, Substation Protection and Controls,\nGulfline Power & Light${M}, Houston, TX, Full-time.\nJul 2025 – present`)).toEqual([
      { title: 'Graduate Electrical Engineer, Substation Protection and Controls', company: 'Gulfline Power & Light' },
    ]);
    expect(jobsOf(`Policy Manager (Housing and Homelessness), ${M}Glannau\nHafren County Council${M}, Newport.\n2022–Today`)).toEqual([
      { title: 'Policy Manager (Housing and Homelessness)', company: 'Glannau Hafren County Council' },
    ]);
  });
});

describe('A role named with its field of work', () => {
  it('When the role’s run names a field of work in an employer’s words, then the run with an employer’s word and no role is the employer', () => {
    expect(jobsOf(`Supervisor, Financial Systems, ${M}Omaha Public Power District, Omaha NE (2019 to present)\nOversee the maintenance of the financial systems.`)).toEqual([
      { title: 'Supervisor, Financial Systems', company: 'Omaha Public Power District' },
    ]);
  });
});

describe('A run that starts after a closing bracket', () => {
  it('When a degree’s initials keep a word in brackets and the school’s run follows the bracket, then the degree keeps it and the school is parted', () => {
    expect(education(`2006 – 2012 MSc (Tech) ${M}Aalto University`)).toEqual([{ degree: 'MSc (Tech)', institution: 'Aalto University', year: '2012' }]);
  });

  it('When the employer’s name ends in brackets and the role’s run follows, then the role is parted from the employer', () => {
    expect(jobsOf(`2013 – 2018 Department of Mathematics & Statistics (UTU) ${M}PhD student\nMultiple research topics in oncology.`)).toEqual([
      { title: 'PhD student', company: 'Department of Mathematics & Statistics (UTU)' },
    ]);
  });
});

describe('Runs of type after a date', () => {
  it('When a rank after the dates and a comma is set in a run of its own, then it stays part of the title', () => {
    expect(jobsOf(`BlackRock, Inc. – ${M}Systematic Active Equity ${M}San Francisco, CA\n2017 , Intern ${M}Quantitative Researcher`)).toEqual([
      { title: 'Intern Quantitative Researcher', company: 'BlackRock, Inc. – Systematic Active Equity' },
    ]);
  });
});

describe('Bullets a symbol or icon font draws as a letter in its own type', () => {
  const dutiesOf = (experience: string) => analyzeResumeText(`Jane Doe\njane@example.com\nExperience\n${experience}`, AS_OF).summary.workExperience.map(({ title, company, responsibilities }) => ({ title, company, responsibilities }));

  it.each([
    ['Word’s Wingdings “x”', 'x'],
    ['the Symbol font’s “Χ”', 'Χ'],
    ['Font Awesome’s “f”', 'f'],
  ])('When %s opens each duty, then the duties are bullets without it, and a heading after a short last line is no part of them', (_font, glyph) => {
    const experience = [
      `Coca-Cola Bottling Group ${M}Skokie, IL.`,
      `Tax Assistant ${M}7/2003 to 6/2004`,
      `${glyph} ${M}Prepare, locate and organize the documents needed by auditors`,
      `${glyph} ${M}Assist in preparing departmental tax audits for review by the accountants of the group's four plants and`,
      'depots',
      `Jake’s Elegant Dining & Spa ${M}Deerfield, IL.`,
      `Hostess ${M}10/2002 to 6/2003`,
    ].join('\n');
    expect(dutiesOf(experience)).toEqual([
      {
        title: 'Tax Assistant',
        company: 'Coca-Cola Bottling Group',
        responsibilities: ['Prepare, locate and organize the documents needed by auditors', "Assist in preparing departmental tax audits for review by the accountants of the group's four plants and depots"],
      },
      { title: 'Hostess', company: 'Jake’s Elegant Dining & Spa', responsibilities: [] },
    ]);
  });

  it('When an icon opens the employer’s line and the dates, then it stays an icon: the jobs are read as before', () => {
    const experience = [
      `Data Scientist ${M}Since 01/2020`,
      `Ȏ ${M}Accenture in Leeds`,
      `Ç ${M}Moved the forecasts to a nightly batch`,
      `Ç ${M}Cut the cost of the cloud by a third`,
      `Analyst ${M}05/2017 - 12/2019`,
      `Ȏ ${M}Deloitte in Manchester`,
      `Ç ${M}Built the weekly sales report for the board`,
    ].join('\n');
    expect(dutiesOf(experience)).toEqual([
      { title: 'Data Scientist', company: 'Accenture in Leeds', responsibilities: ['Moved the forecasts to a nightly batch', 'Cut the cost of the cloud by a third'] },
      { title: 'Analyst', company: 'Deloitte in Manchester', responsibilities: ['Built the weekly sales report for the board'] },
    ]);
  });
});
