import { describe, expect, it } from 'vitest';
import { splitLayoutColumns } from './columns.js';
import { joinContinuations, toLines } from './lines.js';
import { readPageMarks } from './visual-fields.js';
import { FIELD_MARK } from '../../files/field-marks.js';

describe('toLines', () => {
  it.each([
    ['• Built dashboards', 'Built dashboards'],
    ['- Built dashboards', 'Built dashboards'],
    ['* Built dashboards', 'Built dashboards'],
    ['▪ Built dashboards', 'Built dashboards'],
    ['● Built dashboards', 'Built dashboards'],
    ['➢ Built dashboards', 'Built dashboards'],
    ['✓ Built dashboards', 'Built dashboards'],
    ['– Built dashboards', 'Built dashboards'],
    ['o Built dashboards', 'Built dashboards'],
    ['1. Built dashboards', 'Built dashboards'],
    ['2) Built dashboards', 'Built dashboards'],
    ['(a) Built dashboards', 'Built dashboards'],
    ['   -Built dashboards', 'Built dashboards'],
  ])('When a line starts with the bullet in "%s", then the bullet is removed and remembered', (raw, text) => {
    expect(toLines(raw)).toEqual([expect.objectContaining({ text, isBullet: true })]);
  });

  it.each(['2019 – 2021 Analyst', '(555) 123-4567', '— EXPERIENCE —', 'Jane Doe', 'one'])(
    'When "%s" only looks like it could start with a bullet, then it is no bullet',
    (raw) => {
      expect(toLines(raw)[0]?.isBullet).toBe(false);
    },
  );

  it('When a tab or a wide gap separates parts, then they become " | " fields', () => {
    expect(toLines('Software Engineer\tJan 2020 – Present\nAcme Corp          Austin, TX').map((line) => line.text)).toEqual([
      'Software Engineer | Jan 2020 – Present',
      'Acme Corp | Austin, TX',
    ]);
  });

  it('When text carries ligatures, no-break spaces and pdf-parse page markers, then they are cleaned', () => {
    expect(toLines('Certiﬁed\u00a0Nurse\n\n-- 1 of 2 --\nPage 2 of 2').map((line) => line.text)).toEqual(['Certified Nurse', '']);
  });

  it('When a range of dates wraps after its dash, then the date under it ends the range, and a page count alone is still dropped', () => {
    expect(toLines('08/2009–\n12/2012\nSales Representative\n1/2').map((line) => line.text)).toEqual(['08/2009– 12/2012', 'Sales Representative']);
    expect(toLines('Sep 2023\nto Present\nTetrel Security').map((line) => line.text)).toEqual(['Sep 2023 to Present', 'Tetrel Security']);
  });

  it('When LaTeX prints an accent as a character before its vowel, then the vowel carries it', () => {
    const [employer, city, degree] = toLines('France Strat´egie\nM¨unchen\nMaster´s degree').map((line) => line.text);

    expect([employer, city]).toEqual(['France Stratégie', 'München']);
    expect(degree).not.toContain('ś');
  });

  it('When the text has a form feed between pages, then the first line of the next page is marked as a page start', () => {
    const lines = toLines('Jane Doe\nSkills\n\f\n\nLed the migration\nAcme');

    expect(lines.filter((line) => line.text !== '').map((line) => [line.text, line.isPageStart ?? false])).toEqual([
      ['Jane Doe', false],
      ['Skills', false],
      ['Led the migration', true],
      ['Acme', false],
    ]);
  });

  it('When an export prints every hyphen twice, then each is one hyphen again', () => {
    expect(toLines('(909) 555--5555\nLed on--campus events').map((line) => line.text)).toEqual(['(909) 555-5555', 'Led on-campus events']);
  });

  it('When a Word export leaves an empty line after every paragraph, then only real gaps stay', () => {
    const text = 'Jane Doe\n\nAnalyst\n\nAcme\n\n\n\nSkills\n\nSQL\n';

    expect(toLines(text).map((line) => line.text)).toEqual(['Jane Doe', 'Analyst', 'Acme', '', 'Skills', 'SQL']);
  });

  it('When an icon font without a text mapping prints its glyph as a Latin letter, then the letter goes, but a one-letter word stays', () => {
    const text = ['Ȏ Northwind in Lisbon', 'Ç Moved the billing service', 'œ Got a degree', 'à partir de 2019', 'é possível', 'å jobbe'].join('\n');

    expect(toLines(text).map((line) => line.text)).toEqual([
      'Northwind in Lisbon',
      'Moved the billing service',
      'Got a degree',
      'à partir de 2019',
      'é possível',
      'å jobbe',
    ]);
  });

  it('When a narrow margin wraps a date over lines, then it is one date again, and a date after a finished one stays apart', () => {
    const text = ['October', '2014–Present', 'May 2014–', 'October', '2014', 'Engineer 2019 -', 'Present', 'Since May', 'Jan 2020 – May 2021', '2018'].join('\n');

    expect(toLines(text).map((line) => line.text)).toEqual([
      'October 2014–Present',
      'May 2014– October 2014',
      'Engineer 2019 - Present',
      'Since May',
      'Jan 2020 – May 2021',
      '2018',
    ]);
  });

  it('When a small-caps font gives its "i" in lower case, then the word is in capitals again, but "iOS" and "LiDAR" keep theirs', () => {
    expect(toLines('INGENiERO CiViL · PRACTiCA iNDUSTRiAL\niOS and iPhone apps, LiDAR maps').map((line) => line.text)).toEqual([
      'INGENIERO CIVIL · PRACTICA INDUSTRIAL',
      'iOS and iPhone apps, LiDAR maps',
    ]);
  });

  it('When OCR reads a scanned bullet as "¢" or "«", then it is a bullet', () => {
    expect(toLines('¢ Scheduled meetings\n« Trained two assistants')).toEqual([
      expect.objectContaining({ text: 'Scheduled meetings', isBullet: true }),
      expect.objectContaining({ text: 'Trained two assistants', isBullet: true }),
    ]);
  });

  it('When an outline letters its points A and B, then the points are labels like bullets, but a lone initial stays', () => {
    expect(toLines('A. \tUndergraduate\nWake Forest University\nB. Graduate and Professional').map(({ text, isBullet }) => ({ text, isBullet }))).toEqual([
      { text: 'Undergraduate', isBullet: true },
      { text: 'Wake Forest University', isBullet: false },
      { text: 'Graduate and Professional', isBullet: true },
    ]);
    expect(toLines('A. Smith\nEngineer')[0]).toMatchObject({ text: 'A. Smith', isBullet: false });
  });
});

describe('joinContinuations', () => {
  const join = (text: string) => joinContinuations(toLines(text)).map((line) => line.text);

  it('When a bullet wraps onto a line starting in lower case, then the two are one duty', () => {
    expect(join('• Built dashboards used by 40 managers and\nreduced reporting time by 30%')).toEqual([
      'Built dashboards used by 40 managers and reduced reporting time by 30%',
    ]);
  });

  it('When a bullet ends on "using", "between" or "such as", then the next line continues it', () => {
    expect(join('• Built and maintain custom linux based firmware images using\nYocto\n• Helped port the battery controller firmware.')).toEqual([
      'Built and maintain custom linux based firmware images using Yocto',
      'Helped port the battery controller firmware.',
    ]);
    expect(join('• Developed a digital signature app for both iOS and Android using\nFlutter with 10,000+ downloads')).toEqual([
      'Developed a digital signature app for both iOS and Android using Flutter with 10,000+ downloads',
    ]);
  });

  it('When a bullet ends mid-phrase, then the next line continues it', () => {
    expect(join('• Cut reconciliation time across all regions by\n60% in one quarter')).toEqual([
      'Cut reconciliation time across all regions by 60% in one quarter',
    ]);
  });

  it('When a hard-wrapped text file indents the rest of a numbered item, then it is joined', () => {
    expect(join('  1. Run crews of 3-5 on tenant build-outs and school renovations\n     with $2M in electrical scope')).toEqual([
      'Run crews of 3-5 on tenant build-outs and school renovations with $2M in electrical scope',
    ]);
  });

  it('When a line is cut right after an article, then the next line goes on with it even if it holds dates; a grade letter cuts nothing', () => {
    expect(join('• Business administration, School of Continuing Education (SCE), The\nAmerican University in Cairo (AUC), "2020- 2021".')).toEqual([
      'Business administration, School of Continuing Education (SCE), The American University in Cairo (AUC), "2020- 2021".',
    ]);
    expect(join('• A-Levels: Mathematics, Physics and Chemistry, all graded A\nSixth Form College, 2014 – 2016')).toEqual([
      'A-Levels: Mathematics, Physics and Chemistry, all graded A',
      'Sixth Form College, 2014 – 2016',
    ]);
  });

  it('When a bullet ends on an initial, then the surname on the next line is part of it', () => {
    expect(join('• Working paper on credit supply, with J. Idier and A.\nEspic\nNorthwind 2017, 2 months')).toEqual([
      'Working paper on credit supply, with J. Idier and A. Espic',
      'Northwind 2017, 2 months',
    ]);
  });

  it('When the line after a bullet opens with a name in camel case, then it is no continuation', () => {
    const lines = joinContinuations(toLines('• Oversaw the release of several major features over a period.\niMedRIS Data Corporation Redlands, CA'));

    expect(lines.map((line) => line.text)).toEqual(['Oversaw the release of several major features over a period.', 'iMedRIS Data Corporation Redlands, CA']);
  });

  it('When the next line is a job heading, then the bullet is not extended', () => {
    expect(join('• Own the pricing experimentation program: 60+ A/B tests a year\nData Analyst\nSquare | 2018 – 2021')).toEqual([
      'Own the pricing experimentation program: 60+ A/B tests a year',
      'Data Analyst',
      'Square | 2018 – 2021',
    ]);
  });

  it('When a wrapped bullet ends on a short line, then the employer’s line under it is not joined to it', () => {
    const text = [
      '• Trained and supervised 20 part-time employees in guest services at the park',
      '• Wrote and designed the updated menu, including descriptions of all entrees, desserts and',
      'wines',
      'Walt Disney World at Chicago    Naperville, IL.',
      'Attraction Supervisor    Summers - 2001 & 2002',
    ].join('\n');
    expect(join(text)).toEqual([
      'Trained and supervised 20 part-time employees in guest services at the park',
      'Wrote and designed the updated menu, including descriptions of all entrees, desserts and wines',
      'Walt Disney World at Chicago | Naperville, IL.',
      'Attraction Supervisor | Summers - 2001 & 2002',
    ]);
  });

  it('When a short line ends in a word hyphenated at the line break, then the word is whole again', () => {
    expect(join('Finished programming, information visual-\nization, essay writing')).toEqual(['Finished programming, information visualization, essay writing']);
  });

  it('When a compound or a name wraps at its hyphen or before its connector, then the heading is one line again', () => {
    expect(join('Visiting PhD Student, Centre for Single-\nCell Biology, Cambridge, UK\nMar. 2020 – Jun. 2020')).toEqual([
      'Visiting PhD Student, Centre for Single-Cell Biology, Cambridge, UK',
      'Mar. 2020 – Jun. 2020',
    ]);
    expect(join('Research Fellow, Barcelona Institute\nof Systems Genetics, Barcelona.\nSep. 2021 – Aug. 2023')).toEqual([
      'Research Fellow, Barcelona Institute of Systems Genetics, Barcelona.',
      'Sep. 2021 – Aug. 2023',
    ]);
  });

  it("When a narrow column wraps a school's name before its last word or after a unit's comma, then the name is one line", () => {
    expect(join('Department of Bioproducts and Biosystems, Aalto\nUniversity\nThesis on fungi.')).toEqual([
      'Department of Bioproducts and Biosystems, Aalto University',
      'Thesis on fungi.',
    ]);
    expect(join('Máster en Marketing Digital\nESIC Business & Marketing\nSchool')).toEqual(['Máster en Marketing Digital', 'ESIC Business & Marketing School']);
    expect(join('Research Assistant 05/2021 – 12/2021\nDepartment of Computational and Data Sciences,\nIndian Institute of Science')).toEqual([
      'Research Assistant 05/2021 – 12/2021',
      'Department of Computational and Data Sciences, Indian Institute of Science',
    ]);
  });

  it("When a narrow column wraps a university's named school or full name after its first words, then the name is one line", () => {
    expect(join('The Ohio State University, Fisher\nCollege of Business')).toEqual(['The Ohio State University, Fisher College of Business']);
    expect(join('University at Buffalo, The State\nUniversity of New York\nMaster’s in Computer Science')).toEqual([
      'University at Buffalo, The State University of New York',
      'Master’s in Computer Science',
    ]);
    expect(join('Bachelor of Science, Computer Science\nCollege of Engineering')).toEqual(['Bachelor of Science, Computer Science', 'College of Engineering']);
  });

  it("When an employer's legal form opens the next line, then it finishes the employer's name", () => {
    expect(join('Sales Representative, Field Sales, Hansa Fasteners\nGmbH, Bremen')).toEqual(['Sales Representative, Field Sales, Hansa Fasteners GmbH, Bremen']);
    expect(join('HANGZHOU LANSHAN TECHNOLOGY CO.,\nLTD. - Visual Designer (Contract)')).toEqual(['HANGZHOU LANSHAN TECHNOLOGY CO., LTD. - Visual Designer (Contract)']);
    expect(join('Engagement lead for the audit\nAG Consulting Partners')).toEqual(['Engagement lead for the audit', 'AG Consulting Partners']);
  });

  it.each([
    [`Programme Director, East Africa, ${FIELD_MARK}Shamba Bora Markets\nInitiative${FIELD_MARK}, Nairobi.\nMar 2019 – Present`, ['Programme Director, East Africa, Shamba Bora Markets Initiative, Nairobi.', 'Mar 2019 – Present']],
    ['Research Fellow, Rift Valley Agricultural Policy Institute,\nNairobi.\nSep 2011 – Dec 2014', ['Research Fellow, Rift Valley Agricultural Policy Institute, Nairobi.', 'Sep 2011 – Dec 2014']],
    ['Pharmacovigilance Intern, Sahyadri Life Sciences Ltd., Thane,\n5 months.\nJan 2022 – May 2022', ['Pharmacovigilance Intern, Sahyadri Life Sciences Ltd., Thane, 5 months.', 'Jan 2022 – May 2022']],
    ['Assistant Winemaker, Kowhai Ridge Estate, Marlborough, New\nZealand.\n2010 – 2011', ['Assistant Winemaker, Kowhai Ridge Estate, Marlborough, New Zealand.', '2010 – 2011']],
    ['Field Engineer, Andes Drilling, Santiago, United\nKingdom.\n2010 – 2011', ['Field Engineer, Andes Drilling, Santiago, United Kingdom.', '2010 – 2011']],
    ['Kenya Certificate of Secondary Education (KCSE), Kiambu Hills Girls’ High\nSchool, Kiambu, Mean grade A-.', ['Kenya Certificate of Secondary Education (KCSE), Kiambu Hills Girls’ High School, Kiambu, Mean grade A-.']],
    [
      `CENFOTEC University${FIELD_MARK}, Bachelor’s Degree in Software Engineering – Costa Rica\nBilingual Experimental High School${FIELD_MARK}, High School Diploma – Costa Rica`,
      ['CENFOTEC University, Bachelor’s Degree in Software Engineering – Costa Rica', 'Bilingual Experimental High School, High School Diploma – Costa Rica'],
    ],
  ])("When moderncv's fancy style wraps an employer's name, its place or its length onto the next line, then the heading is one line; the next entry stays apart (%#)", (written, lines) => {
    expect(join(readPageMarks(written))).toEqual(lines);
  });

  it("When a line ending on a comma is followed by a name that is no school's, then the lines stay apart", () => {
    expect(join('Kotlin, Java,\nSpring Boot')).toEqual(['Kotlin, Java,', 'Spring Boot']);
    expect(join('Data Analyst, Northwind, Boston, New\nProjects.')).toEqual(['Data Analyst, Northwind, Boston, New', 'Projects.']);
  });

  it('When a bullet ends on its dates, then it is a heading and the line under it is not joined to it', () => {
    expect(join('• Diploma in Nursing Studies (Sep 2008 – Jun 2010)\nSt. Mary hospital school of nursing\n• Short course (2011)')).toEqual([
      'Diploma in Nursing Studies (Sep 2008 – Jun 2010)',
      'St. Mary hospital school of nursing',
      'Short course (2011)',
    ]);
  });

  it('When the next line holds a date range, then it is never joined', () => {
    expect(join('• Managed the team of\n2019 – 2021 Analyst, Acme')).toHaveLength(2);
  });
});

describe('splitLayoutColumns', () => {
  it('When text was extracted with layout from a two-column page, then the left column comes first', () => {
    const text = [
      'JANE DOE',
      '',
      'CONTACT                 EXPERIENCE',
      'jane@example.com        Data Analyst',
      '(555) 123-4567          Acme Corp, Austin',
      'Austin, TX              Jan 2020 – Present',
      '                        • Built dashboards for',
      'SKILLS                    40 managers',
      'SQL                     • Cleaned data',
      'Python',
      'Tableau                 EDUCATION',
      '                        B.S. Statistics, 2019',
    ];

    const lines = splitLayoutColumns(text).map((line) => line.trim()).filter(Boolean);

    expect(lines).toEqual([
      'JANE DOE',
      'CONTACT',
      'jane@example.com',
      '(555) 123-4567',
      'Austin, TX',
      'SKILLS',
      'SQL',
      'Python',
      'Tableau',
      'EXPERIENCE',
      'Data Analyst',
      'Acme Corp, Austin',
      'Jan 2020 – Present',
      '• Built dashboards for',
      '40 managers',
      '• Cleaned data',
      'EDUCATION',
      'B.S. Statistics, 2019',
    ]);
  });

  it('When a one-column resume right-aligns its dates, then it is left alone', () => {
    const text = [
      'Senior Engineer, Stripe                              2021 – Present',
      '- Led the migration of the payments ledger to an event-sourced design',
      '- Mentored four engineers and ran the backend interview loop for payments',
      'Engineer, Amazon                                      2018 – 2020',
      '- Built internal tooling for capacity planning used by 200 engineers',
      '- Reduced p99 latency of the placement service from 900 ms to 250 ms',
      'Intern, Microsoft                                     Summer 2017',
      '- Prototyped a telemetry dashboard in C# and React for the storage team',
    ];

    expect(splitLayoutColumns(text)).toEqual(text);
  });
});
