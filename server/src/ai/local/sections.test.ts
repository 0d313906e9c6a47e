import { describe, expect, it } from 'vitest';
import { headingKey, matchHeading, separateHeadings } from './headings.js';
import { toLines, type Line } from './lines.js';
import { detachHeaderAt, linesOf, splitSections } from './sections.js';
import { readPageMarks } from './visual-fields.js';
import { FIELD_MARK } from '../../files/field-marks.js';

const line = (text: string, isBullet = false): Line => ({ text, indent: 0, isBullet });

describe('headingKey', () => {
  it.each([
    ['EXPERIENCE', 'experience'],
    ['Work History', 'experience'],
    ['Contract Engagements', 'experience'],
    ['Degrees', 'education'],
    ['Formal Education', 'education'],
    ['Registrations', 'certifications'],
    ['Further training', 'certifications'],
    ['Bar Admissions', 'certifications'],
    ['Professional Development', 'certifications'],
    ['Professional Experience', 'experience'],
    ['Employment', 'experience'],
    ['EMPLOYMENT HISTORY', 'experience'],
    ['Career History', 'experience'],
    ['Relevant Experience', 'experience'],
    ['Clinical Experience', 'experience'],
    ['Academic Appointments', 'experience'],
    ['Externships', 'experience'],
    ['Clinical Rotations', 'experience'],
    ['Conferences and Workshops Attended', 'other'],
    ['Publishing & presenting', 'other'],
    ['Postgraduate Training', 'experience'],
    ['Postdoctoral Appointments', 'experience'],
    ['Board Roles', 'experience'],
    ['Board & Advisory Roles', 'experience'],
    ['Directorships', 'experience'],
    ['Education', 'education'],
    ['Education & Training', 'education'],
    ['Academic Background', 'education'],
    ['Academic Credentials', 'education'],
    ['Qualifications', 'education'],
    ['Skills', 'skills'],
    ['Technical Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['Areas of Expertise', 'skills'],
    ['Skills Summary', 'skills'],
    ['Tools & Technologies', 'skills'],
    ['Licenses & Certifications', 'certifications'],
    ['Certifications', 'certifications'],
    ['Professional Qualifications', 'certifications'],
    ['Awards and Honors', 'achievements'],
    ['Key Achievements', 'achievements'],
    ['Summary', 'summary'],
    ['Professional Profile', 'summary'],
    ['Objective', 'summary'],
    ['Summary of Qualifications', 'summary'],
    ['About Me', 'summary'],
    ['Contact Information', 'contact'],
    ['Languages', 'languages'],
    ['Volunteer Experience', 'volunteer'],
    ['Selected Publications', 'other'],
    ['Projects', 'projects'],
    ['Open Source Projects', 'projects'],
    ['SIDE PROJECTS', 'projects'],
    ['PROJECT', 'projects'],
    ['ON CAMPUS INVOLVEMENT', 'volunteer'],
    ['ORGANIZATIONS', 'other'],
    ['Project Experience', 'projects'],
    ['Open-Source Contributions', 'projects'],
    ['Talks & Podcasts', 'other'],
    ['Invited Lectures', 'other'],
  ])('When a heading reads "%s", then it opens the %s section', (text, key) => {
    expect(headingKey(text)).toBe(key);
  });

  it.each(['Head of Education', 'Senior Software Engineer', 'Leadership', 'Work', 'Customer Service', 'CONTACT EXPERIENCE', 'Special Projects Manager', 'Open Skills'])(
    'When a line reads "%s", then it is not one heading',
    (text) => {
      expect(headingKey(text)).toBeUndefined();
    },
  );
});

describe('matchHeading', () => {
  it.each([
    ['E X P E R I E N C E', 'experience'],
    ['W O R K   E X P E R I E N C E', 'experience'],
    ['— EDUCATION —', 'education'],
    ['SKILLS:', 'skills'],
    ['== Certifications ==', 'certifications'],
    ['W O R K E X P E R I E N C E', 'experience'],
    ['P R O F E S S I O N A L S U M M A R Y', 'summary'],
    ['02 / Education', 'education'],
    ['C E R T I F I C AT E S', 'certifications'],
    ['T E C H N I C A L S K I L L S', 'skills'],
    ['E X P É R I E N C E P R O F E S S I O N N E L L E', 'experience'],
    ['F O R M A C I Ó N A C A D É M I C A', 'education'],
    ['E X P E R I E N C I A P R O F I S S I O N A L', 'experience'],
    ['O P E N S O U R C E', 'projects'],
    ['M E N T O R I N G', 'other'],
  ])('When a heading is decorated as "%s", then it is still found', (text, key) => {
    expect(matchHeading(line(text))).toMatchObject({ key, rest: '', isLabel: false });
  });

  it('When a letter-spaced heading in capitals comes after a marker read as a bullet ("◆ P R O F I L E"), then it is still a heading', () => {
    expect(matchHeading(line('T E A C H I N G E X P E R I E N C E', true))).toMatchObject({ key: 'experience', rest: '' });
    expect(matchHeading(line('Led the team', true))).toBeUndefined();
  });

  it.each([
    ['Work', 'Work: 555 0100'],
    ['Teaching', 'Teaching: statistics'],
    ['Career', 'Career: ten years in audit'],
  ])('When "%s" stands alone on a line, then it heads the jobs, but as a label ("%s") it is content', (heading, label) => {
    expect(matchHeading(line(heading))).toMatchObject({ key: 'experience', rest: '', isLabel: false });
    expect(matchHeading(line(label))).toBeUndefined();
  });

  it.each([
    ['Projets De Recherche', 'projects'],
    ['PROJETS TECHNIQUES', 'projects'],
    ['Proyectos personales', 'projects'],
  ])('When a French or Spanish CV heads its projects with a kind of project ("%s"), then it is the projects’ heading', (text, key) => {
    expect(matchHeading(line(text))).toMatchObject({ key, rest: '' });
  });

  it('When "Training" or "Professional Training" heads the courses taken, then they are certifications; "training" in lower case is a wrapped heading’s last word', () => {
    expect(matchHeading(line('Training'))).toMatchObject({ key: 'certifications', rest: '' });
    expect(matchHeading(line('Professional Training'))).toMatchObject({ key: 'certifications', rest: '' });
    expect(matchHeading(line('training'))).toBeUndefined();
  });

  it.each([
    ['Qualification:', 'Qualification: National Diploma: Electrical Engineering', 'education'],
    ['Qualification', 'Qualification: Matric', 'education'],
    ['Course:', 'Course: Executive Leadership Program', 'other'],
  ])('When "%s" stands alone on a line, then it heads a section, but with its content after the colon ("%s") it labels a part of an entry', (heading, label, key) => {
    expect(matchHeading(line(heading))).toMatchObject({ key, rest: '', isLabel: false });
    expect(matchHeading(line(label))).toBeUndefined();
  });

  it.each([
    ['exp erience', 'experience'],
    ['edu cation', 'education'],
    ['int erests', 'other'],
  ])('When a template colours a heading\'s first letters and the text breaks the word there ("%s"), then it is still a heading', (text, key) => {
    expect(matchHeading(line(text))).toMatchObject({ key });
  });

  it.each([
    ['Erfaring', 'experience'],
    ['Uddannelse', 'education'],
    ['Utbildning', 'education'],
    ['Werkervaring', 'experience'],
    ['Sprog', 'languages'],
  ])('When a LinkedIn export is written in Danish, Norwegian, Swedish or Dutch, then its heading "%s" names its section', (text, key) => {
    expect(matchHeading(line(text))).toMatchObject({ key });
  });

  it('When a sentence wraps its last word onto a line of its own ("technologies."), then the word heads no section; "Resume" over the contacts heads no summary', () => {
    expect(matchHeading(line('technologies.'))).toBeUndefined();
    expect(matchHeading(line('Technologies'))).toMatchObject({ key: 'skills' });
    expect(matchHeading(line('Resume'))).toBeUndefined();
  });

  it.each([
    ['Experiencia Laboral', 'experience'],
    ['Formação Acadêmica', 'education'],
    ['Compétences', 'skills'],
    ['Berufserfahrung', 'experience'],
    ['Idiomas', 'languages'],
    ['B I L D U N G', 'education'],
    ['Kurzprofil', 'summary'],
    ['Studienprojekte', 'projects'],
  ])('When a CV is written in Spanish, Portuguese, French or German, then its heading "%s" names its section', (text, key) => {
    expect(matchHeading(line(text))).toMatchObject({ key });
  });

  it('When a tracked heading comes out of the PDF in pieces of a few letters ("Int er ns hi p"), then it is still a heading; pieces that make no heading are content', () => {
    expect(matchHeading(line('Int er ns hi p'))).toMatchObject({ key: 'experience' });
    expect(matchHeading(line('Ed uc at io n'))).toMatchObject({ key: 'education' });
    expect(matchHeading(line('He is an ox'))).toBeUndefined();
  });

  it('When a role that is also a heading word wraps its note and dates onto the next line, then it is that job\'s title, and "Committees & Service" heads service roles', () => {
    const sections = splitSections(toLines('Jane Doe\nWork Experience\nNorthwind University Hamilton, Canada\nVOLUNTEER\n(DEPT. OF ANTHROPOLOGY) 2013 - 2014\n• Annotated genes\nCommittees & Service\n2019-2020 Co-Founder, Contoso Working Group'));

    expect(sections.map((section) => section.key)).toEqual(['header', 'experience', 'volunteer']);
    expect(sections[1]?.lines.map((item) => item.text)).toContain('VOLUNTEER');
  });

  it('When the jobs\' heading notes how many years they make ("Experience: >5 years"), then it still opens the jobs', () => {
    const sections = splitSections(toLines('Jane Doe\nEducation\n2017 — 2019 Master degree, Northwind University\nExperience: >5 years\naugust 2019 — now Contoso Laboratory, engineer-researcher'));

    expect(sections.map((section) => section.key)).toEqual(['header', 'education', 'experience']);
  });

  it.each(['Full-Time Experience', 'Contract Experience', 'Part-time Employment'])('When jobs are grouped by their terms ("%s"), then the heading opens jobs', (text) => {
    expect(matchHeading(line(text))).toMatchObject({ key: 'experience' });
  });

  it.each(['Private projects', 'Pet Projects'])('When a CV lists "%s", then they are projects, not jobs', (text) => {
    expect(matchHeading(line(text))).toMatchObject({ key: 'projects' });
  });

  it.each(['Web Developer', 'Data Engineer', 'Lead Generation'])('When two words rejoined make no heading ("%s"), then the line is content', (text) => {
    expect(matchHeading(line(text))).toBeUndefined();
  });

  it('When a label carries content, then it is a labelled line, not a new section', () => {
    expect(matchHeading(line('Skills: Python, SQL'))).toEqual({ key: 'skills', heading: 'Skills', rest: 'Python, SQL', isLabel: true });
  });

  it('When a CV numbers its sections ("01. Experience"), then they are headings, and a numbered duty is not', () => {
    const sections = splitSections(toLines('Jane Doe\n01. Experience\nEngineer | Acme | 2019 – 2021\n1. Led the team\n02. Education\nBSc Physics, University of Porto, 2019'));

    expect(sections.map((section) => section.key)).toEqual(['header', 'experience', 'education']);
    expect(sections[1]?.lines.map((item) => item.text)).toEqual(['Engineer | Acme | 2019 – 2021', 'Led the team']);
  });

  it('When a bullet in lower case reads like a heading word, then it stays content', () => {
    expect(matchHeading(line('Education', true))).toBeUndefined();
  });
});

describe('separateHeadings', () => {
  it('When interleaved columns glue headings to content, then each heading gets its own line', () => {
    const { lines, glued } = separateHeadings([
      line('CONTACT SUMMARY'),
      line('(305) 555-0177 EXPERIENCE'),
      line('SKILLS • Cleaned data'),
      line('Marketing Manager, Kaseya | SKILLS'),
    ]);

    expect(lines.map((entry) => entry.text)).toEqual([
      'CONTACT',
      'SUMMARY',
      '(305) 555-0177',
      'EXPERIENCE',
      'SKILLS',
      'Cleaned data',
      'Marketing Manager, Kaseya',
      'SKILLS',
    ]);
    expect(lines[5]?.isBullet).toBe(true);
    expect(glued).toBe(4);
  });

  it('When a margin wraps a heading before its word in lower case ("Further" over "training"), then the courses under it are certifications, not degrees', () => {
    const sections = splitSections(toLines('EDUCATION\nB.Sc. Physiotherapy, Hochschule München, 2019–2022\nFurther\ntraining\n2020: Manual therapy (MT) certificate, 260 hours'));

    expect(linesOf(sections, 'certifications').map((entry) => entry.text)).toEqual(['2020: Manual therapy (MT) certificate, 260 hours']);
  });

  it('When "Work", "Internship" or "Leadership" stands alone it heads its section, but "work." in lower case ends a wrapped sentence and "Leadership :" labels skills', () => {
    expect(matchHeading(line('Work'))?.key).toBe('experience');
    expect(matchHeading(line('Leadership'))?.key).toBe('volunteer');
    expect(matchHeading(line('Internship'))?.key).toBe('experience');
    expect(matchHeading(line('work.'))).toBeUndefined();
    expect(matchHeading(line('Leadership :'))).toBeUndefined();
  });

  it('When "WORK" sits in a gutter, a tab from the first job, then it heads the jobs; "WORK" opening a sentence does not', () => {
    expect(separateHeadings([line('WORK | Finance Director — Corvane Group plc, London | 2023-07 – present')]).lines.map((entry) => entry.text)).toEqual([
      'WORK',
      'Finance Director — Corvane Group plc, London | 2023-07 – present',
    ]);
    expect(separateHeadings([line('WORK WITH THE BOARD ON REFINANCING')]).lines.map((entry) => entry.text)).toEqual(['WORK WITH THE BOARD ON REFINANCING']);
  });

  it('When a translated heading is set in capitals without its accents ("EDUCACION", "EXPERIÊNCIA" as "EXPERIENCIA PROFISSIONAL"), then it is read as with them', () => {
    expect(matchHeading(line('EDUCACION'))?.key).toBe('education');
    expect(matchHeading(line('FORMACAO ACADEMICA'))?.key).toBe('education');
    expect(matchHeading(line('EXPERIENCIA PROFISSIONAL'))?.key).toBe('experience');
    expect(matchHeading(line('BERUFLICHER WERDEGANG'))?.key).toBe('experience');
  });

  it('When a Portuguese CV sets its two-part headings in capitals, then each is one heading, no sign of interleaved columns', () => {
    const written = ['RESUMO PROFISSIONAL', 'Profissional de TI.', 'EXPERIÊNCIA PROFISSIONAL', 'Suporte de TI', 'FORMAÇÃO ACADÊMICA E CERTIFICAÇÕES', 'Técnico em Informática', 'COMPETÊNCIAS TÉCNICAS', 'Linux'];
    const { lines, glued } = separateHeadings(written.map((text) => line(text)));
    expect(glued).toBe(0);
    expect(lines.map((entry) => matchHeading(entry)?.key)).toEqual(['summary', undefined, 'experience', undefined, 'education', undefined, 'skills', undefined]);
  });

  it('When an icon the PDF gives as a letter stands in its own run before "Jobs", then the line heads the jobs', () => {
    const sections = splitSections(toLines(readPageMarks(`Education\nPisa University, Bachelor in Computer Science, 2020\nR ${FIELD_MARK}Jobs\nMidable s.r.l.    2023 - 2024\nApp Developer    Prato, IT`)));
    expect(sections.map((section) => section.key)).toEqual(['header', 'education', 'experience']);
    // A letter in the same run as the words is part of them.
    expect(matchHeading(line(readPageMarks('R Jobs')))).toBeUndefined();
  });

  it('When a label in a margin, in its own type, heads the first entry beside it, then it heads its section; labels on every row are a form’s', () => {
    const sample = [
      'Michelle Meyers',
      `Education: ${FIELD_MARK}Northeastern Illinois University`,
      'Masters of Business Administration: Marketing',
      `Employment: ${FIELD_MARK}Brandeiss Worldwide Collectables ${FIELD_MARK}Northbrook, IL`,
      '(Assistant Manager, September, 2001 – Present)',
      `Internship: ${FIELD_MARK}Simmons Communications, Inc. ${FIELD_MARK}Chicago, IL`,
      '(Intern, May, 2000 – September, 2000)',
    ].join('\n');
    const sections = splitSections(toLines(readPageMarks(sample)));
    expect(sections.map((section) => [section.key, section.lines.map((entry) => entry.text)])).toEqual([
      ['header', ['Michelle Meyers']],
      ['education', ['Northeastern Illinois University', 'Masters of Business Administration: Marketing']],
      ['experience', ['Brandeiss Worldwide Collectables Northbrook, IL', '(Assistant Manager, September, 2001 – Present)']],
      ['experience', ['Simmons Communications, Inc. Chicago, IL', '(Intern, May, 2000 – September, 2000)']],
    ]);
    const form = `Linkai Zhang\nAusbildung : ${FIELD_MARK}Fachinformatik für Systemintegration bei xinux GmbH von 2022 - 2024\nxinux GmbH : ${FIELD_MARK}Festanstellung von Juni 2024 - Dezember 2024`;
    expect(splitSections(toLines(readPageMarks(form))).map((section) => section.key)).toEqual(['header']);
    // A project's label under a job is no heading of a section of projects.
    const job = `Experience\nSenior QA Engineer, Brightcode Technologies, 2018 – 2020\nProject: ${FIELD_MARK}SchoolMitra – School Management ERP\nRoles & Responsibilities:\n• Performed manual testing of the fee module.`;
    expect(splitSections(toLines(readPageMarks(job))).map((section) => section.key)).toEqual(['header', 'experience']);
  });

  it('When a Word table lists areas of expertise three to a row, then a name in it that is also a heading’s heads nothing, and "Technical Knowledge and Skills" heads the skills', () => {
    const { lines, glued } = separateHeadings([
      line('Areas of expertise:'),
      line('Operations Management | Project Management | Quality Management'),
      line('Customer Relations | Technical Support | Troubleshooting'),
      line('TECHNICAL KNOWLEDGE AND SKILLS'),
      line('C, C++, Visual Basic, COBOL'),
      line('REFERENCES AVAILABLE UPON REQUEST'),
    ]);
    // The row is no heading beside content: the page is not read as interleaved columns.
    expect(glued).toBe(0);
    expect(lines.map((entry) => [entry.text, matchHeading(entry)?.key])).toEqual([
      ['Areas of expertise:', 'skills'],
      ['Operations Management | Project Management | Quality Management', undefined],
      ['Customer Relations | Technical Support | Troubleshooting', undefined],
      ['TECHNICAL KNOWLEDGE AND SKILLS', 'skills'],
      ['C, C++, Visual Basic, COBOL', undefined],
      ['REFERENCES', 'other'],
      ['AVAILABLE UPON REQUEST', undefined],
    ]);
  });

  it('When every heading sits in a gutter cell before its own content, then the page is one column: the headings are no sign of interleaved columns', () => {
    const gutter = separateHeadings([
      line('SUMMARY | Chartered accountant and finance director with seventeen years in audit.'),
      line('WORK | Finance Director — Corvane Group plc, London | 2023-07 – present'),
      line('EDUCATION | BSc Economics and Accounting — University of Bristol | 2005-09 – 2008-06'),
      line('SKILLS | Finance & Reporting'),
    ]);
    expect(gutter.lines).toHaveLength(8);
    expect(gutter.glued).toBe(0);
    // A heading cell after content is a sign all the same.
    expect(separateHeadings([line('SUMMARY | Chartered accountant.'), line('WORK | Finance Director'), line('Python, SQL | EDUCATION')]).glued).toBe(3);
  });

  it('When moderncv\'s fancy style sets a heading in its own type beside an item its year labels, then it is a heading; a label beside a detail is not', () => {
    const texts = (written: string[]) => separateHeadings(toLines(readPageMarks(written.join('\n')))).lines.map((entry) => entry.text);
    const education = `Education ${FIELD_MARK}PhD in Biomedicine, Universitat Pompeu Fabra, Barcelona. 2016–2021`;

    expect(texts([education, `Awards ${FIELD_MARK}2023${FIELD_MARK}: Marie Skłodowska-Curie Fellowship`, `2016${FIELD_MARK}: PhD fellowship, Spanish Ministry of Science`])).toEqual([
      'Education',
      'PhD in Biomedicine, Universitat Pompeu Fabra, Barcelona. 2016–2021',
      'Awards',
      '2023: Marie Skłodowska-Curie Fellowship',
      '2016: PhD fellowship, Spanish Ministry of Science',
    ]);
    expect(texts([education, `Awards ${FIELD_MARK}2014 National Barry Goldwater Scholar`])).toContain('Awards 2014 National Barry Goldwater Scholar');
  });

  it('When headings sit in a left margin beside their own content, then they get their own lines and are not counted as glued', () => {
    const { lines, glued } = separateHeadings([line('EDUCATION First American University'), line('SKILLS TeX, MATLAB, Tableau'), line('LANGUAGES English: Native')]);

    expect(lines.map((entry) => entry.text)).toEqual(['EDUCATION', 'First American University', 'SKILLS', 'TeX, MATLAB, Tableau', 'LANGUAGES', 'English: Native']);
    expect(glued).toBe(0);
  });

  it('When title-case headings sit in the margin beside each section\'s first entry, then they get their own lines', () => {
    const { lines } = separateHeadings([
      line('Experience Site Reliability Engineer, Talkdesk, Lisbon. 2019–Present'),
      line('Ran the on-call rotation.'),
      line('Education MSc Computer Science, Universidade de Lisboa, Lisbon. 2012–2017'),
    ]);

    expect(lines.map((entry) => entry.text)).toEqual([
      'Experience',
      'Site Reliability Engineer, Talkdesk, Lisbon. 2019–Present',
      'Ran the on-call rotation.',
      'Education',
      'MSc Computer Science, Universidade de Lisboa, Lisbon. 2012–2017',
    ]);
  });

  it.each([
    ['one line opens on a heading word', ['Education Coordinator, Lincoln High School, 2019–2021', 'Planned the curriculum.']],
    ['labels open on heading words', ['Languages Used: Rust, C, C++', 'Languages Used: C, Java']],
  ])('When %s, then the line stays whole', (_case, texts) => {
    expect(separateHeadings(texts.map((text) => line(text))).lines.map((entry) => entry.text)).toEqual(texts);
  });

  it('When a heading wraps in a narrow margin ("AWARDS &" over "SCHOLARSHIPS"), then the two lines are one heading', () => {
    expect(splitSections([line('RESEARCH'), line('EXPERIENCE'), line('Analyst, Acme 2019 – 2021'), line('AWARDS &'), line('SCHOLARSHIPS'), line('Dean’s List 2018')]).map((section) => [section.key, section.heading])).toEqual([
      ['header', ''],
      ['experience', 'RESEARCH EXPERIENCE'],
      ['achievements', 'AWARDS & SCHOLARSHIPS'],
    ]);
  });

  it('When a margin wraps a heading in title case ("Academic" over "Background"), then the two lines are one heading, and two headings stay two', () => {
    expect(splitSections([line('Experience'), line('Analyst, Acme 2019 – 2021'), line('Academic'), line('Background'), line('MSc Physics, Utrecht University, 2018')]).map((section) => [section.key, section.heading])).toEqual([
      ['header', ''],
      ['experience', 'Experience'],
      ['education', 'Academic Background'],
    ]);
    expect(splitSections([line('Education'), line('Skills'), line('Python')]).map((section) => section.heading)).toEqual(['', 'Education', 'Skills']);
  });

  it('When a role that is also a heading word sits under a dated entry, then it stays in the entry; in capitals it is a heading', () => {
    const sections = splitSections(toLines('Jane Doe\nEXPERIENCE\nYMCA, Pomona, CA\tJune 2012 – Present\nVolunteer\n• Coached swimmers\nVOLUNTEER\nFood bank'));

    expect(sections.map((section) => [section.key, section.lines.length])).toEqual([
      ['header', 1],
      ['experience', 3],
      ['volunteer', 1],
    ]);
  });

  it('When headings carry emoji or icons, then they still open their sections', () => {
    const sections = splitSections(toLines('Jane Doe\n💼 Work Experience\nEngineer | Acme | 2019 – 2021\n➤ PROJECTS\nLedger\n🎓 Education\nB.S. Physics\n🛠️ Skills & Tools\nPython'));

    expect(sections.map((section) => [section.key, section.lines.map((entry) => entry.text)])).toEqual([
      ['header', ['Jane Doe']],
      ['experience', ['Engineer | Acme | 2019 – 2021']],
      ['projects', ['Ledger']],
      ['education', ['B.S. Physics']],
      ['skills', ['Python']],
    ]);
  });

  it('When every heading is set below its entries, then each heading takes the lines above it', () => {
    const sections = splitSections([
      line('Jan Kuester'),
      line('Engineer (University of Bremen) 2016 – 2020'),
      line('Consultant (We4IT GmbH) 2014 – 2016'),
      line('Experience'),
      line('M.Sc. Digital Media (University of Bremen) 2012 – 2015'),
      line('Education'),
      line('www.jankuester.com'),
    ]);

    expect(sections.map((section) => [section.key, section.lines.map((entry) => entry.text)])).toEqual([
      ['header', ['Jan Kuester', 'www.jankuester.com']],
      ['experience', ['Engineer (University of Bremen) 2016 – 2020', 'Consultant (We4IT GmbH) 2014 – 2016']],
      ['education', ['M.Sc. Digital Media (University of Bremen) 2012 – 2015']],
    ]);
  });

  it('When a whole line is a heading, then nothing is counted as glued', () => {
    expect(separateHeadings([line('CORE COMPETENCIES'), line('PROFESSIONAL EXPERIENCE')]).glued).toBe(0);
  });
});

describe('splitSections', () => {
  const mainColumn = [
    'Government Digital Service',
    'Developer',
    'April 2019 – May 2021',
    '• Led a stream of work to reduce application errors across the site by over 90%.',
  ];
  const sideColumn = ['SUMMARY', 'I am a creative, organised web developer', 'with back end and front end experience.', 'EDUCATION', 'Aberystwyth University', 'B.Eng. in Software Engineering', 'Sept 2011 – June 2015', 'PUBLICATIONS', 'Newsletters (2019 - Present)', 'Almost 1000 newsletters published'];
  const nextPage = [
    '• Proactively paired with new developers on my team, and was designated the buddy to a new joiner.',
    'BBC',
    'Senior Software Engineer',
    'Feb 2017 – Oct 2018',
    '• Recruited and trained developers in India and Indonesia as part of a global expansion.',
  ];

  it('When a two-column page 2 goes on with the main column after the side column of page 1, then its jobs stay in the experience', () => {
    const sections = splitSections(toLines(['Chris Ashton', 'EXPERIENCE', ...mainColumn, ...sideColumn, '\f', ...nextPage].join('\n')));

    expect(linesOf(sections, 'experience').map((entry) => entry.text)).toContain('Senior Software Engineer');
    expect(linesOf(sections, 'other').map((entry) => entry.text).filter(Boolean)).toEqual(['Newsletters (2019 - Present)', 'Almost 1000 newsletters published']);
  });

  it('When page 2 reads its side column first and the main column\'s jobs go on after it, then the jobs return to the experience', () => {
    const sidePage = ['EDUCATION', '2009 – 2012', 'M.Sc. Computer Science', 'Universität Hamburg', '2006 – 2009', 'B.Sc. Informatics', 'INTERESTS', 'Long-distance cycling'];
    const rest = [
      '• Migrated three customer installations from Oracle to PostgreSQL over one weekend each',
      'Working Student, Web Development 10/2010 – 09/2012',
      'Hafenblick Medien UG',
      '• Wrote PHP and JavaScript for regional news portals during my master’s studies',
    ];
    const sections = splitSections(toLines(['Tobias Wendlandt', 'EXPERIENCE', ...mainColumn, '\f', ...sidePage, ...rest].join('\n')));

    expect(linesOf(sections, 'experience').map((entry) => entry.text)).toContain('Working Student, Web Development 10/2010 – 09/2012');
    expect(linesOf(sections, 'other').map((entry) => entry.text).filter(Boolean)).toEqual(['Long-distance cycling']);
  });

  it('When page 2 opens with the side column\'s last items under no heading, then they go on with the side column, not the jobs', () => {
    const certificates = ['CERTIFICATES', 'AWS Certified Solutions Architect –', 'Associate', 'Amazon Web Services · 2022'];
    const nextSidePage = ['Certified Kubernetes Application', 'Developer (CKAD)', 'The Linux Foundation · 2021', 'Domain-Driven Design Workshop', 'Ribeira Software Guild · 2019'];
    const sections = splitSections(toLines(['Tomás Sequeira', ...certificates, 'EXPERIENCE', ...mainColumn, '\f', ...nextSidePage, 'TALKS', '“Idempotency keys in the wild”'].join('\n')));

    expect(linesOf(sections, 'experience').map((entry) => entry.text)).not.toContain('The Linux Foundation · 2021');
    expect(linesOf(sections, 'certifications').map((entry) => entry.text)).toContain('The Linux Foundation · 2021');
  });

  it('When a one-column CV goes on with its awards over the page, then they stay awards', () => {
    const awards = ['HONORS', '2015 Winner, National Hackathon of Computing Science Students, Seoul', '2016 Problem Writer, CODEGATE Hacking Competition World Final, Seoul'];
    const sections = splitSections(toLines(['Jane Park', 'EXPERIENCE', ...mainColumn, ...awards, '\f', 'Founder & Writer, A Guide for Developers in Start-ups, Jan. 2015 - Present'].join('\n')));

    expect(linesOf(sections, 'experience').map((entry) => entry.text)).not.toContain('Founder & Writer, A Guide for Developers in Start-ups, Jan. 2015 - Present');
  });

  it('When headings vary, then lines land in their sections and the top lines form the header', () => {
    const sections = splitSections(
      toLines('Jane Doe\njane@example.com\n\nWork History\nAnalyst, Acme | 2019 – 2021\n\nAcademic Background\nB.A. Economics\n\nTechnical Skills\nExcel, SQL'),
    );

    expect(sections.map((section) => section.key)).toEqual(['header', 'experience', 'education', 'skills']);
    const texts = (key: 'header' | 'skills') => linesOf(sections, key).map((entry) => entry.text).filter(Boolean);
    expect(texts('header')).toEqual(['Jane Doe', 'jane@example.com']);
    expect(texts('skills')).toEqual(['Excel, SQL']);
  });

  it('When a labelled certification sits in the skills section, then it moves to certifications', () => {
    const sections = splitSections(toLines('SKILLS\nLanguages: Python, Go\nCertifications: AWS Solutions Architect'));

    expect(linesOf(sections, 'skills').map((entry) => entry.text)).toEqual(['Languages: Python, Go']);
    expect(linesOf(sections, 'certifications').map((entry) => entry.text)).toEqual(['AWS Solutions Architect']);
  });

  it('When a labelled line moved to its section wraps, then the rest of its words go with it', () => {
    const sections = splitSections(
      toLines('EDUCATION\nBachelor of Science in Nursing\nRelevant Coursework: Pharmacology, Adult Health Nursing, Maternal-\nNewborn Nursing\nGuilford Technical Community College'),
    );

    expect(linesOf(sections, 'education').map((entry) => entry.text)).toEqual(['Bachelor of Science in Nursing', 'Guilford Technical Community College']);
  });

  it('When the name sits inside a sidebar section, then it starts a new header there', () => {
    const sections = splitSections(toLines('CERTIFICATIONS\nPMP\nPriya Patel\nSenior Data Analyst\nPROFILE\nAnalyst.'));

    const detached = detachHeaderAt(sections, 'Priya Patel');

    expect(linesOf(detached, 'certifications').map((entry) => entry.text)).toEqual(['PMP']);
    expect(linesOf(detached, 'header').map((entry) => entry.text)).toEqual(['Priya Patel', 'Senior Data Analyst']);
  });

  it('When a job introduces its bullets with "Highlights:", then the experience section goes on', () => {
    const sections = splitSections(toLines('EXPERIENCE\n2014–present Postdoc, Yale University\nHighlights:\n{ Led a field expedition\n2008–2014 Researcher, UC Irvine\nSKILLS\nPython'));

    expect(sections.map((section) => section.key)).toEqual(['header', 'experience', 'skills']);
    expect(sections[1]?.lines.at(-1)?.text).toBe('2008–2014 Researcher, UC Irvine');
  });

  it('When a job groups bullets under "Accomplishments" without a colon and more jobs follow, then the experience section goes on', () => {
    const sections = splitSections(
      toLines('Experience\nEngineer, Stripe | 2020 – Present\nAccomplishments\n• Cut settlement time by 40%\nEngineer, Square | 2016 – 2020\n• Built the ledger\nEducation\nB.S.'),
    );

    expect(sections.map((section) => section.key)).toEqual(['header', 'experience', 'education']);
    expect(linesOf(sections, 'experience').map((entry) => entry.text)).toContain('Engineer, Square | 2016 – 2020');
  });

  it('When the last job groups bullets under "Key Achievements" written unlike the section headings, then they stay in that job', () => {
    const sections = splitSections(toLines('EXPERIENCE\nEngineer, Stripe | 2020 – Present\nKey Achievements\n• Cut settlement time by 40%\nEDUCATION\nB.S.'));

    expect(sections.map((section) => section.key)).toEqual(['header', 'experience', 'education']);
    expect(linesOf(sections, 'experience').at(-1)?.text).toBe('Cut settlement time by 40%');
  });

  it('When an achievements section written like the other headings follows the last job, then it is a section of its own', () => {
    const sections = splitSections(toLines('Experience\nEngineer, Stripe | 2020 – Present\n• Built the ledger\nAchievements\n• Employee of the Year, 2021'));

    expect(sections.map((section) => section.key)).toEqual(['header', 'experience', 'achievements']);
  });

  it('When "Open Source Projects" follows the last job, then the projects are a section of their own', () => {
    const sections = splitSections(toLines('Work Experience\nEngineer, Stripe | 2020 – Present\n• Built the ledger\n\uf113 Open Source Projects\nCargo (Rust) - Maintainer\n• Added the cargo-info subcommand'));

    expect(sections.map((section) => section.key)).toEqual(['header', 'experience', 'projects']);
    expect(linesOf(sections, 'experience').map((entry) => entry.text)).not.toContain('Added the cargo-info subcommand');
  });

  it('When a CV writes every heading in capitals with a colon, then unknown, empty and wrapped ones are headings too', () => {
    const sections = splitSections(
      toLines(
        [
          'NAME: Jane Roe',
          'EDUCATION:',
          'MD \tMay 2017',
          'POSTGRADUATE TRAINING:',
          'Resident, Internal Medicine',
          'MILITARY: N/A',
          'HONORS AND AWARDS:',
          'Best Poster',
          'MEMBERSHIPS, OFFICES AND COMMITTEE ASSIGNMENTS IN PROFESSIONAL',
          'SOCIETIES:',
          'American Thoracic Society',
        ].join('\n'),
      ),
    );

    expect(sections.map((section) => section.key)).toEqual(['header', 'education', 'experience', 'other', 'achievements', 'other']);
    expect(linesOf(sections, 'experience').map((entry) => entry.text)).toEqual(['Resident, Internal Medicine']);
    expect(sections.at(-1)?.heading).toBe('MEMBERSHIPS, OFFICES AND COMMITTEE ASSIGNMENTS IN PROFESSIONAL SOCIETIES');
  });
});

describe('A licence named in the singular', () => {
  it('When a heading reads "LICENSE AND TRAINING", then it heads certifications, and a driver’s license heads nothing', () => {
    expect(headingKey('LICENSE AND TRAINING')).toBe('certifications');
    expect(headingKey("Driver's License")).toBeUndefined();
  });
});

describe('Links apart from the header', () => {
  it('When "LINKS" heads the profiles listed after the education, then they are no part of the education', () => {
    const sections = splitSections(toLines('Debarghya Das\nEDUCATION\nLA MARTINIERE FOR BOYS\nGrad. May 2011| Kolkata, India\nLINKS\nGithub:// deedydas\nLinkedIn:// debarghyadas'));

    expect(sections.map((section) => section.key)).toEqual(['header', 'education', 'contact']);
    expect(linesOf(sections, 'education').map((entry) => entry.text)).toEqual(['LA MARTINIERE FOR BOYS', 'Grad. May 2011| Kolkata, India']);
  });
});
