import { describe, expect, it } from 'vitest';
import { extractExperience } from './experience.js';
import { joinContinuations, toLines } from './lines.js';
import { readPageMarks } from './visual-fields.js';
import { FIELD_MARK } from '../../files/field-marks.js';

function jobsOf(text: string) {
  return extractExperience(joinContinuations(toLines(text))).map(({ date: _date, ...job }) => job);
}

const roles = (text: string) => jobsOf(text).map(({ title, company, duration }) => ({ title, company, duration }));

// A PDF's text, with the marks its reader sets where a line's fields part (M).
const M = FIELD_MARK;
const markedJobsOf = (text: string) => jobsOf(readPageMarks(text));
const titlesAndEmployers = (text: string) => markedJobsOf(text).map(({ title, company }) => [title, company]);

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
    ['"@" before the employer, without a space', 'Senior Software Engineer @Stripe | Jan 2021 – Present'],
    ['slashes and "@" with a country', 'Senior Software Engineer / Stripe @ Germany / Jan 2021 – Present'],
    ['the employer over the title, a city and country, then the dates', 'Stripe\nSenior Software Engineer\nBerlin, Germany\nJan 2021 – Present'],
  ])('When a job heading is laid out as %s, then title, company and duration are found', (_layout, heading) => {
    const [job] = roles(`${heading}\n• Led the migration of the payments ledger`);

    expect(job?.title).toBe('Senior Software Engineer');
    expect(job?.company).toBe('Stripe');
    expect(job?.duration).toMatch(/^(Jan 2021|2021-01) – Present$/);
  });

  it.each([
    ['an institution', 'Fullstack Javascript Engineer University of Bremen 2016 – 2020', 'Fullstack Javascript Engineer', 'University of Bremen'],
    ['a legal form and a city after it', '2014 – 2016 IT Consultant for Notes Domino We4IT GmbH Bremen', 'IT Consultant for Notes Domino', 'We4IT GmbH'],
    ['a business word', 'Project Management Simulation Training Getoq Consulting 2011 – 2012', 'Project Management Simulation Training', 'Getoq Consulting'],
    ['a web address', 'Student Assistant / Programmer otulea.uni-bremen.de 2010 – 2011', 'Student Assistant / Programmer', 'otulea.uni-bremen.de'],
    ['a name after the role word', '2015-2018 Team leader Tailspin Consultoria', 'Team leader', 'Tailspin Consultoria'],
    ['a name in capitals with its legal form inside', '2011-2011 ABAP Developer NORTHWIND SA INDUST. COMERCIAL E IMPORTADORA', 'ABAP Developer', 'NORTHWIND SA INDUST. COMERCIAL E IMPORTADORA'],
    ['a name in capitals then in lower case', '2012-2014 Developer FABRIKAM digital', 'Developer', 'FABRIKAM digital'],
    ['a one-word name after the role', '2016/6 – 2018/6 Consultant Data Scientist Xomnia', 'Consultant Data Scientist', 'Xomnia'],
    ['a name of several words before its legal form', '2006-2008 Developer Contoso Flexibles Brasil LTDA', 'Developer', 'Contoso Flexibles Brasil LTDA'],
  ])('When a heading glues the employer to the title with no separator, then the employer is told by its shape (%s)', (_shape, heading, title, company) => {
    expect(roles(`${heading}\n• Built the assessment platform`)).toEqual([expect.objectContaining({ title, company })]);
  });

  it.each([
    ['Audit Senior | Hanlon Whelan & Co. Chartered Accountants | Dublin\nSeptember 2013 – August 2015\n▪ Led audit fieldwork for owner-managed businesses', 'Audit Senior'],
    ['Women in Product Toronto    Toronto\nMentor    2019–2023\nMonthly one-to-one mentoring of early-career product managers.', 'Mentor'],
  ])('When a role is named as an accountancy grade or a mentor\'s ("%s"), then it is read as a role', (text, title) => {
    expect(roles(text).map((job) => job.title)).toEqual([title]);
  });

  it("When a season opens a line of fields with a role among them, then it heads the job however long the employer's name runs", () => {
    const text = 'Summer 2015    Engineering Intern, Galway County Council, Roads and Transportation Department –\nGalway, Ireland\nPavement condition surveys and bridge inspection records.';

    expect(roles(text)).toEqual([{ title: 'Engineering Intern', company: expect.stringMatching(/^Galway County Council/), duration: 'Summer 2015' }]);
  });

  it("When an employer's name holds role-like words after its \"of\" or names a trust, then the employer and the role are told apart", () => {
    expect(roles('Council of Economic Advisers, Executive Office of the President, Senior Economist, Labor and Social Policy – Washington, DC\nAug 2017 – July 2018\n• Drafted the chapter on apprenticeship.')).toEqual([
      { title: expect.stringMatching(/^Senior Economist/), company: expect.stringMatching(/^Council of Economic Advisers/), duration: 'Aug 2017 – July 2018' },
    ]);
    expect(roles('Volunteer Facilitator, Saturday Maths Circle    2021 – 2023\nPune Children’s Library Trust\nRan puzzle-based maths sessions.')).toEqual([
      { title: 'Volunteer Facilitator, Saturday Maths Circle', company: 'Pune Children’s Library Trust', duration: '2021 – 2023' },
    ]);
  });

  it.each([
    ['Casa do Tejo Hotels, S.A. – Lisbon, Portugal    Jan 2017 – Feb 2021\nHotel Manager\n◆ Ran daily operations of a 120-room hotel', { title: 'Hotel Manager', company: 'Casa do Tejo Hotels, S.A.' }],
    ['Kiezkasse GmbH – Berlin    May 2017 – Dec 2019\nUX Designer (working student)\n• Designed onboarding flows', { title: 'UX Designer', company: 'Kiezkasse GmbH' }],
    ['Sep 2022 – Apr 2024    Barista, Tidewater Coffee Co., Vancouver, Part-time, 15 h/week\nOpened the store three mornings a week.', { title: 'Barista', company: 'Tidewater Coffee Co.' }],
    ['Marlowe Keane LLP    London\nTrainee Solicitor, Training contract    Sep 2016 – Aug 2018\nSeats: Commercial Litigation', { title: 'Trainee Solicitor', company: 'Marlowe Keane LLP' }],
    ['Northgate Rail Holdings plc    Birmingham\nSecondee, Legal Department, 6-month secondment    Jan 2021 – Jun 2021\nHandled supplier claims.', { title: 'Secondee, Legal Department', company: 'Northgate Rail Holdings plc' }],
  ])('When a job is written "%s", then its title and employer are read', (text, job) => {
    expect(roles(text)).toEqual([expect.objectContaining(job)]);
  });

  it("When a second role under an employer writes only the employer's town again, then the role is held at that employer", () => {
    const text = [
      'Vestkyst Wind A/S    Aarhus',
      'Lead Mechanical Engineer, Drivetrain    2019–present',
      '○ Technical lead for the main bearing and gearbox interface',
      'Aarhus',
      'Senior Mechanical Engineer    2014–2019',
      '○ Responsible for the torque arm design',
    ].join('\n');

    expect(roles(text).map(({ company }) => company)).toEqual(['Vestkyst Wind A/S', 'Vestkyst Wind A/S']);
  });

  it('When the line under a role with a comma names a German small company ("UG"), then it is the employer and the comma stays in the title', () => {
    expect(roles('Working Student, Web Development | 10/2010 – 09/2012\nHafenblick Medien UG\n• Wrote PHP for regional news portals')).toEqual([
      expect.objectContaining({ title: 'Working Student, Web Development', company: 'Hafenblick Medien UG' }),
    ]);
  });

  it('When a firm\'s line with its place heads a role that names a department, then the firm is the employer', () => {
    expect(roles('Alpha Engineering Firm, Oakland, Ohio, USA\n■ Project Officer, Department of Meteorological Sciences, Oct 2007 – Jan 2008\n● Ran the field studies')).toEqual([
      { title: 'Project Officer', company: 'Alpha Engineering Firm', duration: 'Oct 2007 – Jan 2008' },
    ]);
  });

  it('When the employer is written in brackets after the title, then it is the employer; a note in brackets is not', () => {
    expect(roles('Fullstack Javascript Engineer (University of Bremen) 2016 – 2020\n• Built the classroom app\nSoftware Engineer (Google Cloud) 2014 – 2016\n• Shipped the console')).toEqual([
      { title: 'Fullstack Javascript Engineer', company: 'University of Bremen', duration: '2016 – 2020' },
      { title: 'Software Engineer (Google Cloud)', company: '', duration: '2014 – 2016' },
    ]);
  });

  it('When a club and its school head the line and "Member" the next, then the member is the title', () => {
    expect(roles('Enactus, University of La Verne\tAugust 2013 – Present\nMember\n• Led a team project on social change')).toEqual([
      { title: 'Member', company: 'Enactus, University of La Verne', duration: 'August 2013 – Present' },
    ]);
  });

  it('When a sentence among the duties ends with a date, then it starts no job', () => {
    expect(roles('Uninstall.io\nDevOps Developer\nJanuary 2019 - Present\nworking as a DevOps Engineer for a healthcare startup\nGot certified as AWS Solutions architect associate in May 2019\nTerraform to automate the infra')).toEqual([
      { title: 'DevOps Developer', company: 'Uninstall.io', duration: 'January 2019 – Present' },
    ]);
  });

  it('When the title line adds a second role after a dash and the employer has its own line, then the title keeps both', () => {
    expect(roles('AWS Serverless Engineer — Cloud & Genesys Integration Specialist\nAstro Cloud Ltd | Hamilton, New Zealand (Remote) | Apr 2024 — Present\n• Built the survey platform')).toEqual([
      { title: 'AWS Serverless Engineer — Cloud & Genesys Integration Specialist', company: 'Astro Cloud Ltd', duration: 'Apr 2024 – Present' },
    ]);
  });

  it('When dates and a university head a field of work with a company word in it, then the university is the employer', () => {
    expect(roles('2012 - 2014 - University of Bremen\nScientific Employee / Software Development\nInvented a flexible assessment framework')).toEqual([
      { title: 'Scientific Employee / Software Development', company: 'University of Bremen', duration: '2012 – 2014' },
    ]);
  });

  it('When a title names a department ("Director of Engineering Services"), then it is not split into an employer', () => {
    expect(roles('Director of Engineering Services 2019 – 2021\n• Ran the field teams')[0]?.title).toBe('Director of Engineering Services');
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

  it.each([
    ['"Responsibilities:" and "Accomplishments:"', 'Responsibilities:', 'Accomplishments:'],
    ['"Key Responsibilities:" and "Key achievements:"', 'Key Responsibilities:', 'Key achievements:'],
    ['"Duties" and "Highlights" without a colon', 'Duties', 'Highlights'],
    ['"Roles & Responsibilities" and "ACHIEVEMENTS:"', 'Roles & Responsibilities', 'ACHIEVEMENTS:'],
  ])('When a job groups its bullets under %s, then those labels are no duties', (_labels, first, second) => {
    const [job] = jobsOf(
      `Software Engineer | Stripe | 2020 – Present\n${first}\n• Maintained the payments ledger\n${second}\n• Cut settlement time by 40%`,
    );

    expect(job).toMatchObject({ title: 'Software Engineer', company: 'Stripe' });
    expect(job?.responsibilities).toEqual(['Maintained the payments ledger', 'Cut settlement time by 40%']);
  });

  it('When a sub-heading sits right under the job heading, then it is neither the title nor the employer', () => {
    expect(jobsOf('Staff Nurse\nJun 2019 – Present\nKey Responsibilities\n• Precepted 14 new graduates')).toEqual([
      { title: 'Staff Nurse', company: '', duration: 'Jun 2019 – Present', responsibilities: ['Precepted 14 new graduates'] },
    ]);
  });

  it('When a label and its content share a line, then the duty is the content', () => {
    const [job] = jobsOf('Analyst, Acme Corp, 2019 – 2021\nKey achievement: cut reporting time by 30%\nResponsibilities: Monthly close for 6 entities');

    expect(job?.responsibilities).toEqual(['cut reporting time by 30%', 'Monthly close for 6 entities']);
  });

  it.each([
    ['Harvest Winemaker, Bodega Altos del Tupungato, Mendoza, Argentina, Harvest, 4 months.\n2011\nMalbec fermentations in a 4-million-litre winery.', 'Harvest Winemaker', 'Bodega Altos del Tupungato'],
    ['Waitress, Blue Heron Diner, Avalon, Catalina Island.\n1998 – 2001\nServed a 40-seat dining room.', 'Waitress', 'Blue Heron Diner'],
    ['Night Janitor, Lakeside Mall, Duluth, MN, part-time.\n2016 – 2018\nCleaned the food court after closing.', 'Night Janitor', 'Lakeside Mall'],
  ])('When a heading closed by a full stop names a trade or service role, "%s", then it heads a job', (section, title, company) => {
    const previous = 'Cellar Master, Vignobles Darrieux-Laffitte, Pessac. 2012 – 2014\nCellar team of four; racking and bottling schedules.\n';
    expect(roles(previous + section).map((job) => [job.title, job.company])).toEqual([
      ['Cellar Master', 'Vignobles Darrieux-Laffitte'],
      [title, company],
    ]);
  });

  it("When an entry's order is read only from an employer's word and every other entry names its employer first, then it follows them", () => {
    const section = [
      'Telsoft Company    Minneapolis, MN',
      'Software Engineer Intern    July 2020 – October 2020',
      '• Created a web form for network addresses.',
      'C.H. Robinson    Minneapolis, MN',
      'Student Software Engineering Project    September 2020 – May 2021',
      '• Worked on a scheduling and reservation form.',
      'Critical Systems Research Group    Minneapolis, MN',
      'Undergraduate Research Assistant    July 2019 – May 2020',
      '• Simulated the launch of a system of rockets.',
    ].join('\n');

    expect(roles(section).map(({ title, company }) => [title, company])).toEqual([
      ['Software Engineer Intern', 'Telsoft Company'],
      ['Student Software Engineering Project', 'C.H. Robinson'],
      ['Undergraduate Research Assistant', 'Critical Systems Research Group'],
    ]);
  });

  it('When the section is empty, then there are no jobs', () => {
    expect(jobsOf('')).toEqual([]);
  });
});

describe('extractExperience on layouts the rules were not written against', () => {
  it('When a bullet holds the role and its dates, then the short line under it is the employer, however it is capitalised', () => {
    const text = [
      '• Operations Lead (Jan 2019 – Present)',
      'Building Blocks Inc.',
      'Ran the warehouse floor for 40 staff.',
      '• Charge Nurse (2015 – 2018)',
      'St. Mary hospital of the east',
      'Led a team of six nurses on nights.',
    ].join('\n');

    expect(jobsOf(text)).toEqual([
      { title: 'Operations Lead', company: 'Building Blocks Inc.', duration: 'Jan 2019 – Present', responsibilities: ['Ran the warehouse floor for 40 staff.'] },
      { title: 'Charge Nurse', company: 'St. Mary hospital of the east', duration: '2015 – 2018', responsibilities: ['Led a team of six nurses on nights.'] },
    ]);
  });

  it('When a season is given for several years ("Summer 2013, 2014"), then the line still heads a job', () => {
    const text = 'Northside Pool, Pomona, CA | June 2012 – Present\nLifeguard\n• Kept the pool safe\nYMCA, Pomona, CA | Summer 2013, 2014\nVolunteer Swim Coach\n• Taught children to swim';

    expect(roles(text)).toEqual([
      { title: 'Lifeguard', company: 'Northside Pool', duration: 'June 2012 – Present' },
      { title: 'Volunteer Swim Coach', company: 'YMCA', duration: 'Summer 2013' },
    ]);
  });

  it('When an award or a duty ends on a list of years, then it starts no job', () => {
    const text = 'Account Executive | Acme | 2012 – 2016\n• Sold payroll software\n- Zero lost-time injuries in 2022 and 2023\nPresident\'s Club 2013 and 2014';

    expect(roles(text)).toEqual([{ title: 'Account Executive', company: 'Acme', duration: '2012 – 2016' }]);
  });

  it('When a later job has no dates but opens with a role over its employer like the one above, then it is a job', () => {
    const text = 'Data Engineer\nNorthwind\n07/2022 - Present\nAutomated the certificate checks.\nData Engineer Intern\nNorthwind\nBuilt ETL pipelines from SharePoint.';

    expect(roles(text)).toEqual([
      { title: 'Data Engineer', company: 'Northwind', duration: '07/2022 – Present' },
      { title: 'Data Engineer Intern', company: 'Northwind', duration: '' },
    ]);
  });

  it('When Title-Case lines without dates follow a job, then they stay its duties unless a role opens them', () => {
    const text = 'Data Engineer\nNorthwind\n07/2022 - Present\nAutomated the certificate checks.\nCloud Migration Program\nQuarterly Planning';

    expect(jobsOf(text)).toHaveLength(1);
  });

  it('When a timeline lists events among the jobs, one date each, then only the jobs are read', () => {
    const text = ['10/2007 Bachelor Studies', '6/2010 Student Assistant @Northwind', '9/2013 Harbour Conference', '11/2014 IT Consultant @Contoso', '7/2015 Graduation Ceremony'].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Student Assistant', company: 'Northwind', duration: '6/2010' },
      { title: 'IT Consultant', company: 'Contoso', duration: '11/2014' },
    ]);
  });

  it('When a timeline event names the organisation that held it, then it is still no job', () => {
    const text = ['3/2012 Field Employee @Northwind', '5/2013 Spring Hackathon @Northwind', '8/2014 Thesis Project - Tidal Models', '2/2016 Developer @Contoso'].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Field Employee', company: 'Northwind', duration: '3/2012' },
      { title: 'Developer', company: 'Contoso', duration: '2/2016' },
    ]);
  });

  it('When a duty wraps onto a capitalised line right above the next heading, then the line ends the duty and the heading keeps its shape', () => {
    const text = [
      'Director of Search',
      'Northwind',
      'Oct 2010 – July 2012',
      '• Oversaw 1000+ engineers working on Northwind',
      'Maps, Northwind Places and Northwind Earth',
      'Vice President of Products',
      'Northwind',
      '2005 – 2010',
      '• Ran search products',
      'Product Manager',
      'Contoso',
      '2001 – 2005',
      '• Tested the homepage',
    ].join('\n');

    expect(jobsOf(text)).toEqual([
      { title: 'Director of Search', company: 'Northwind', duration: 'Oct 2010 – July 2012', responsibilities: ['Oversaw 1000+ engineers working on Northwind Maps, Northwind Places and Northwind Earth'] },
      { title: 'Vice President of Products', company: 'Northwind', duration: '2005 – 2010', responsibilities: ['Ran search products'] },
      { title: 'Product Manager', company: 'Contoso', duration: '2001 – 2005', responsibilities: ['Tested the homepage'] },
    ]);
  });

  it('When an employer whose name starts in lower case stands alone over the dated role, then it is the employer', () => {
    const text = 'Buyer | Northwind | 2016 – 2019\n• Bought stock\n\neBay\nSenior Buyer | 2019 – 2023\n• Ran the electronics category';

    expect(roles(text)).toEqual([
      { title: 'Buyer', company: 'Northwind', duration: '2016 – 2019' },
      { title: 'Senior Buyer', company: 'eBay', duration: '2019 – 2023' },
    ]);
  });

  it('When a template prints placeholders for the dates, then each block is still a job', () => {
    const text = ['Job Title 1', 'Company 1 | Start Date 1 - End Date 1', '• Descriptions.', 'Job Title 2', 'Company 2 | Month 20XX – Ongoing', '• Descriptions.'].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Job Title 1', company: 'Company 1', duration: 'Start Date 1 – End Date 1' },
      { title: 'Job Title 2', company: 'Company 2', duration: 'Month 20XX – Ongoing' },
    ]);
  });

  it('When a project\'s name with a dash stands over its employer and dates, then the whole name is the title', () => {
    const text = ['Skyline - An Open Platform for Survey Software', 'Coastal Studies, Riverside University | 2021 - Today', 'Goal: Build an open survey tool', 'DUNE - Dune Mapping', 'Riverside University | 2018 - 2021', 'Goal: Map the dunes'].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Skyline - An Open Platform for Survey Software', company: 'Coastal Studies, Riverside University', duration: '2021 – Today' },
      { title: 'DUNE - Dune Mapping', company: 'Riverside University', duration: '2018 – 2021' },
    ]);
  });

  it('When an employer line carries an aside in brackets, then it still heads the job under it', () => {
    const text = [
      'Harbour Games Seoul, S.Korea',
      'Game Developer Intern Jan. 2013 Feb. 2013',
      '• Built a puzzle game.',
      'Tide Works (backed by the Korea Ministry of Fisheries, Oceans and Coastal Affairs) Busan, S.Korea',
      'Software Engineer Trainee Jul. 2012 Jun. 2013',
      '• Wrote a memory simulator.',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Game Developer Intern', company: 'Harbour Games', duration: 'Jan. 2013 – Feb. 2013' },
      { title: 'Software Engineer Trainee', company: 'Tide Works (backed by the Korea Ministry of Fisheries, Oceans and Coastal Affairs)', duration: 'Jul. 2012 – Jun. 2013' },
    ]);
  });

  it('When a heading opens with a role a verb could start and a long employer follows, then it still heads the job', () => {
    const text = 'Research Assistant, Department of Computer Science, Western Washington University – Bellingham, WA\nSept 2014 – May 2016\n• Built a crawler';

    expect(roles(text)).toEqual([{ title: 'Research Assistant', company: 'Department of Computer Science, Western Washington University', duration: 'Sept 2014 – May 2016' }]);
  });

  it('When jobs with short headings carry their dates on the heading line and a long heading wraps them onto the next line, then each heading opens its own job', () => {
    const text = [
      'Site Reliability Engineer, Nordlicht Logistik GmbH – Berlin, Germany July 2023 – present',
      '• Run 14 Kubernetes clusters.',
      'DevOps Engineer, Payments Platform, Kranich & Sohn Digital GmbH – Hamburg,',
      'Germany',
      'Oct 2021 – June 2023',
      '• Codified the AWS estate in Terraform.',
      'Hill Country Media Group, LLC, Marketing Coordinator – San Antonio, TX',
      'June 2017 – Dec 2018',
      '• Ran social media for three magazines.',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Site Reliability Engineer', company: 'Nordlicht Logistik GmbH', duration: 'July 2023 – present' },
      { title: 'DevOps Engineer, Payments Platform', company: 'Kranich & Sohn Digital GmbH', duration: 'Oct 2021 – June 2023' },
      { title: 'Marketing Coordinator', company: 'Hill Country Media Group, LLC', duration: 'June 2017 – Dec 2018' },
    ]);
  });

  it.each([
    ['under its employer\'s line', 'Tulpwerk B.V. – Amsterdam, Netherlands June 2024 – present\nProduct Designer, Checkout & Payments\n• Own design for the checkout squad.', 'Product Designer, Checkout & Payments', 'Tulpwerk B.V.', 'June 2024 – present'],
    ['over its employer\'s line', 'Physics Teacher, Grades 9–12\nVidya Niketan International School\nPune, India\nJune 2023 – present\n◦ Teach physics to 140 students.', 'Physics Teacher, Grades 9–12', 'Vidya Niketan International School', 'June 2023 – present'],
  ])('When a role\'s line names its field of work after a comma %s, then the field is part of the title', (_where, text, title, company, duration) => {
    expect(roles(text)).toEqual([{ title, company, duration }]);
  });

  it('When a role\'s line names a unit or an aside after a comma, apart from the employer\'s line, then the title is the role alone', () => {
    expect(roles('McMaster University 2019 – 2021\nResearch Assistant, McMaster Ancient DNA Centre\n• Extracted DNA.')).toEqual([
      { title: 'Research Assistant', company: 'McMaster University', duration: '2019 – 2021' },
    ]);
  });

  it('When a narrow column wraps a heading of an employer in capitals, a dash and the role, and sets the place before the dates with a dot, then the role is whole and the place is no part of it', () => {
    const text = [
      'NORDLICHT MOBILITY AG - Senior Software',
      'Engineer, Platform Berlin · 2022 - Present',
      '- Led the migration of 38 services.',
      'NORDLICHT MOBILITY AG - Software',
      'Engineer Berlin · 2019 - 2021',
      '- Built the pricing service.',
      'MOXI STUDIO - Design Intern Shanghai · 07/2021 - 09/2021',
      '- Drew posters.',
      'NORTHERN LAKES SURVEY LTD. - Research Intern Halifax, NS · 05/2022 - 08/2022',
      '- Logged samples.',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Senior Software Engineer, Platform', company: 'NORDLICHT MOBILITY AG', duration: '2022 – Present' },
      { title: 'Software Engineer', company: 'NORDLICHT MOBILITY AG', duration: '2019 – 2021' },
      { title: 'Design Intern', company: 'MOXI STUDIO', duration: '07/2021 – 09/2021' },
      { title: 'Research Intern', company: 'NORTHERN LAKES SURVEY LTD.', duration: '05/2022 – 08/2022' },
    ]);
  });

  it('When the page width breaks a company-first heading inside the role, before its dashed place, then the role is read whole; a role on a line of its own stays apart', () => {
    const text = [
      'Department of Cell & Developmental Biology, University of British Columbia, Associate',
      'Professor – Vancouver, Canada',
      'July 2013 – June 2019',
      '• Established live-imaging pipelines',
      'Tulpwerk B.V. – Amsterdam, Netherlands June 2024 – present',
      'Designer',
      '• Own design for the checkout squad.',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Associate Professor', company: 'Department of Cell & Developmental Biology, University of British Columbia', duration: 'July 2013 – June 2019' },
      { title: 'Designer', company: 'Tulpwerk B.V.', duration: 'June 2024 – present' },
    ]);
  });

  it.each([
    ['Bastion Ridge Securities plc, Quantitative Analyst, Rates Trading – London, UK', 'Quantitative Analyst, Rates Trading', 'Bastion Ridge Securities plc'],
    ['Laboratoire de Physique des Solides, Université Paris-Saclay, Research Intern – Orsay, France', 'Research Intern', 'Laboratoire de Physique des Solides, Université Paris-Saclay'],
  ])('When the employer comes first and the role after it ("%s"), then a field after the role is the title\'s and a lab before the school the employer\'s', (line, title, company) => {
    expect(roles(`${line}\nSept 2016 – May 2019\n• Priced swaps.`)).toEqual([{ title, company, duration: 'Sept 2016 – May 2019' }]);
  });

  it('When a field of work stands between the role and an employer with a legal form, then it is part of the title', () => {
    const text = [
      'Engineering Lead, Thermal Systems, Nordlicht Antriebstechnik GmbH – Stuttgart, Germany',
      'Jan 2021 – present',
      '• Lead 11 engineers',
      'Senior Engineer, Battery Thermal Management, Nordlicht Antriebstechnik GmbH – Stuttgart, Germany',
      'Apr 2018 – Dec 2020',
      '• Designed the cooling circuit',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Engineering Lead, Thermal Systems', company: 'Nordlicht Antriebstechnik GmbH', duration: 'Jan 2021 – present' },
      { title: 'Senior Engineer, Battery Thermal Management', company: 'Nordlicht Antriebstechnik GmbH', duration: 'Apr 2018 – Dec 2020' },
    ]);
  });

  it.each([
    ['2003–2006 Laboratory Technician, Dept. of Cellular Biology, University of Georgia, Athens, GA.', 'Dept. of Cellular Biology, University of Georgia'],
    ['2016–2019 Research Technician, Marine Microbes Group, Lakeside University, Portland, OR.', 'Marine Microbes Group, Lakeside University'],
  ])('When a department or group is named before its university ("%s"), then the employer is written with both', (line, company) => {
    expect(roles(`${line}\nGraded exams.`).map((role) => role.company)).toEqual([company]);
  });

  it.each([
    ['Jan 2016 – Mar 2017 Fullstack Developer, Government of the Province of Mendoza, Department of Water, Full-time.', 'Fullstack Developer', 'Government of the Province of Mendoza, Department of Water'],
    ['Sep 2010 – Apr 2012 Researcher, GRIDLAB, Facultad de Ciencias Universidad de Granada', 'Researcher', 'GRIDLAB, Facultad de Ciencias Universidad de Granada'],
  ])('When a name stands right before a department or faculty on the role’s line ("%s"), then it is written with it and is no part of the title', (line, title, company) => {
    expect(roles(`${line}\nGraded exams.`).map((role) => [role.title, role.company])).toEqual([[title, company]]);
  });

  it.each([
    ['a team', 'Orbital Freight, Business Development', 'Orbital Freight, Business Development'],
    ['a department', 'Lakeside College, Department of Chemistry', 'Lakeside College, Department of Chemistry'],
    ['a town without its comma', 'Redgum Civil Pty Ltd, Newcastle NSW', 'Redgum Civil Pty Ltd'],
    ['a side of a town', 'Halcyon Builders, Western Sydney', 'Halcyon Builders'],
    ['the body the employer belongs to', 'Maple Grove Elementary School, Portland Public Schools', 'Maple Grove Elementary School'],
    ['a team that weighs more than the employer’s name', 'Orbital Photos, Trust & Safety Engineering', 'Orbital Photos, Trust & Safety Engineering'],
    ['a centre before its university', 'Enactus, University of Lakeside', 'Enactus, University of Lakeside'],
  ])('When the employer’s own line under the role names %s after a comma, then the employer is read as the page writes it', (_what, line, company) => {
    const text = ['Support Engineer', line, 'Aug 2020 – Aug 2021', '• Built analytics tooling'].join('\n');
    expect(roles(text).map((role) => role.company)).toEqual([company]);
  });

  it('When a research group or lab is named before the university it belongs to, then the employer is written with both, as printed', () => {
    const text = [
      '2016–2019 Research Technician, Marine Microbes Group, Lakeside University, Portland, OR.',
      'Grew cultures of marine microbes.',
      '2012–2016 Doctoral Research, Reef Ecology Lab, Coastal University, Bay City, CA.',
      'Studied coral growth.',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Research Technician', company: 'Marine Microbes Group, Lakeside University', duration: '2016 – 2019' },
      { title: 'Doctoral Research', company: 'Reef Ecology Lab, Coastal University', duration: '2012 – 2016' },
    ]);
  });

  it('When an entry is named with a word that also labels duties ("RESULTS"), then over a dated line it is still the entry\'s name', () => {
    const text = ['HARVEST', 'Lakeside College | 2020 - 2022', 'Goal: Count the crops of the region', 'RESULTS', 'Lakeside College | 2018 - 2020', 'Goal: Publish open data'].join('\n');

    expect(roles(text)).toEqual([
      { title: 'HARVEST', company: 'Lakeside College', duration: '2020 – 2022' },
      { title: 'RESULTS', company: 'Lakeside College', duration: '2018 – 2020' },
    ]);
  });
});

describe('extractExperience on the shapes real resumes take', () => {
  it('When "Company Place" is followed by "TITLE dates" without a dash, then each job is whole', () => {
    expect(
      roles(
        [
          'Northwind Labs Inc. Seoul, S.Korea',
          'SITE RELIABILITY ENGINEER Sep. 2023 Mar. 2024',
          '• Ran the on-call rotation for 40 services',
          'Contoso Seoul, S.Korea',
          'Founding Member & Platform Team Lead Mar. 2021 Jun. 2023',
          '• Designed the AWS landing zone',
        ].join('\n'),
      ),
    ).toEqual([
      { title: 'SITE RELIABILITY ENGINEER', company: 'Northwind Labs Inc.', duration: 'Sep. 2023 – Mar. 2024' },
      { title: 'Founding Member & Platform Team Lead', company: 'Contoso', duration: 'Mar. 2021 – Jun. 2023' },
    ]);
  });

  it.each([
    ['"Title | Company" with a month/year start and NOW', 'Backend Developer | Tiki Corporation\n04/2023 - NOW', 'Backend Developer', 'Tiki Corporation', '04/2023 – NOW'],
    ['"Title @ Company"', 'Backend Developer @ Tiki Corporation, 2021 – Present', 'Backend Developer', 'Tiki Corporation', '2021 – Present'],
    ['dates first, then "Title, Employer, City."', 'Jan 2013 - Present Software Developer, Ignite Labs, Pune.', 'Software Developer', 'Ignite Labs', 'Jan 2013 – Present'],
    ['an employer and a country after the title', '2012 - 2014 Software Developer, Hopsys, India.', 'Software Developer', 'Hopsys', '2012 – 2014'],
    ['a bulleted employer over the dated title', '• Lucena Research Atlanta, GA\nData Scientist Jan 2012 – Dec 2013', 'Data Scientist', 'Lucena Research', 'Jan 2012 – Dec 2013'],
    ['an employer with a bare country after it', 'Contoso Electronics S.Korea\nPenetration Tester Sep. 2013, Mar. 2011 – Oct. 2011', 'Penetration Tester', 'Contoso Electronics', 'Mar. 2011 – Oct. 2011'],
    ['employment terms in brackets', 'NORTHWIND\nFrontend Engineer (Freelance, Part-time) (Remote) May 2025 – Current', 'Frontend Engineer', 'NORTHWIND', 'May 2025 – Current'],
    ['a note that opens with the terms', 'Quant Research Intern (Part-time, alongside my studies), Northwind, Jun 2020 – Nov 2020', 'Quant Research Intern', 'Northwind', 'Jun 2020 – Nov 2020'],
    ['a work-study job', 'Machine Shop Assistant (Work-Study)\tAug 2022 – Dec 2024\nTexas Tech University\tLubbock, TX', 'Machine Shop Assistant', 'Texas Tech University', 'Aug 2022 – Dec 2024'],
    ['a co-op term', 'Software Developer (Co-op)\tJan 2021 – Apr 2021\nShopify\tOttawa, ON', 'Software Developer', 'Shopify', 'Jan 2021 – Apr 2021'],
    ['a note on how the job was held', 'Northwind, Cloud Engineer (Promoted from Associate)\nDec 2022 – present', 'Cloud Engineer', 'Northwind', 'Dec 2022 – present'],
    ['a note on a placement', 'Contoso, R&D Engineer (Master’s Thesis Placement)\nSept 2017 – Sept 2018', 'R&D Engineer', 'Contoso', 'Sept 2017 – Sept 2018'],
    ['a bracket that is part of the role', 'Northwind, Developer (Lead Backend)\nJan 2020 – Dec 2021', 'Developer (Lead Backend)', 'Northwind', 'Jan 2020 – Dec 2021'],
    ['a year and the job\'s length over the title', 'French Ministry of Agriculture 2017, 2 months\nIntern Paris, France', 'Intern', 'French Ministry of Agriculture', '2017'],
    ['a team and its division after the employer', 'Northwind Securities, Rates Trading Team, Trading Division\nJan 2025 – Jul 2025', 'Rates Trading Team, Trading Division', 'Northwind Securities', 'Jan 2025 – Jul 2025'],
    ['"PM" and its department after the employer', 'Contoso Bank, PM, Open Banking Service Department - 1 year 8 months Jul 2022 – Feb 2024', 'PM, Open Banking Service Department', 'Contoso Bank', 'Jul 2022 – Feb 2024'],
    ['an employer in lower case with its legal form, the month and year parted by a slash', 'adorsys GmbH & Co. KG Remote, CM\nSECURITY ENGINEER Dec/2023 - Present', 'SECURITY ENGINEER', 'adorsys GmbH & Co. KG', 'Dec/2023 – Present'],
    ['a Dutch employer ending in "B.V." under the title', 'Cyber Security Analyst (MSc Thesis)\nSecura B.V.\nOct 2020 – Jun 2021 * Amsterdam, NL', 'Cyber Security Analyst', 'Secura B.V.', 'Oct 2020 – Jun 2021'],
    ['a Vietnamese present end', 'Kỹ sư phần mềm | FPT Software | 03/2021 - Hiện tại', 'Kỹ sư phần mềm', 'FPT Software', '03/2021 – Hiện tại'],
    ['the unit, a colon, then the role', 'Academic Support Center: Tutor 8/2011–12/2013', 'Tutor', 'Academic Support Center', '8/2011 – 12/2013'],
    ['"Employer – Unit" over the dated role', 'Ridgeline Capital, Inc. – Systematic Active Equity\n2018–2022, Associate Quantitative Researcher', 'Associate Quantitative Researcher', 'Ridgeline Capital, Inc. – Systematic Active Equity', '2018 – 2022'],
    ['"Employer – Branch, Role"', 'UTN – Regional Mendoza, Frontend Development Professor\nMar 2024 – Present', 'Frontend Development Professor', 'UTN – Regional Mendoza', 'Mar 2024 – Present'],
    ['"Employer - Department - Role", the dashes chaining to the role', 'Morningstar, Inc. - Financial Services - Full-Stack Engineer(Java/JS) June 2019 – July 2020', 'Full-Stack Engineer(Java/JS)', 'Morningstar, Inc.', 'June 2019 – July 2020'],
    ['"University, School of …, Role"', 'Calloway University, Brandt School of Public Policy, Professor of Economics – Washington, DC\nJuly 2019 – present', 'Professor of Economics', 'Calloway University, Brandt School of Public Policy', 'July 2019 – present'],
    ['"Role, Employer – Country"', 'Front End Engineer, CommandLink – Costa Rica Sept 2023 – Jan 2024', 'Front End Engineer', 'CommandLink', 'Sept 2023 – Jan 2024'],
    ['"Role, Employer – Town"', 'Structural Engineer, Kestrel Infrastructure Group – Brisbane Jan 2019 – Apr 2021', 'Structural Engineer', 'Kestrel Infrastructure Group', 'Jan 2019 – Apr 2021'],
  ])('When a job is written as %s, then title, company and duration are found', (_shape, text, title, company, duration) => {
    expect(roles(`${text}\n• Shipped the billing service`)).toEqual([{ title, company, duration }]);
  });

  it('When a profile export doubles its text and adds the job length, then the job is read once', () => {
    expect(
      roles('Unix Systems AnalystUnix Systems Analyst\nUniversity of Idaho · Full-time University of Idaho · Full-time Jan 2001 - Oct 2005 · 4 yrs 10 mosJan 2001 to Oct 2005 · 4 yrs 10 mos Moscow, ID'),
    ).toEqual([{ title: 'Unix Systems Analyst', company: 'University of Idaho', duration: 'Jan 2001 – Oct 2005' }]);
  });

  it('When several roles follow one employer line, then every one of them names that employer', () => {
    const jobs = roles(
      'Amnpardaz Co.. . . . . . . . . .\nIncident Response Team 2011/01-2013/05\n• Consulted for breached firms\nTeam Supervisor 2012/03-2013/05\n• Trained 40 analysts\nMalware Analyst 2010/09-2012/02\n• Wrote unpackers',
    );

    expect(jobs.map((job) => job.company)).toEqual(['Amnpardaz Co.', 'Amnpardaz Co.', 'Amnpardaz Co.']);
  });

  it.each([
    ['Kessler Brandt GmbH Berlin', 'Kessler Brandt GmbH'],
    ['Jutland Gear Systems ApS Herning', 'Jutland Gear Systems ApS'],
    ['Northgate Rail Holdings plc Birmingham', 'Northgate Rail Holdings plc'],
  ])('When the town follows the employer\'s legal form on its line ("%s"), then the town is no part of the employer', (line, company) => {
    expect(roles(`${line}\nSenior Manager 2006 – 2011\n○ Led audits of listed clients`)).toEqual([{ title: 'Senior Manager', company, duration: '2006 – 2011' }]);
  });

  it('When a dash adds a product area that reads a little like a name, and the employer has a line of its own, then the title keeps it', () => {
    expect(roles('Cayuse LLC Redlands, CA (Remote)\nProduct Manager - Analytics & Reporting February 2024 - Present\n+ Launched a dashboard')).toEqual([
      { title: 'Product Manager - Analytics & Reporting', company: 'Cayuse LLC', duration: 'February 2024 – Present' },
    ]);
  });

  it('When a dash adds a specialism to the title and the employer is named after the dates, then the title keeps it', () => {
    expect(roles('Director of IT – Hybrid Cloud Automation | March 2019 – November 2021 The Walt Disney Company – Los Angeles, CA')).toEqual([
      { title: 'Director of IT – Hybrid Cloud Automation', company: 'The Walt Disney Company', duration: 'March 2019 – November 2021' },
    ]);
  });

  it('When "Company - Department - Role" names no role word, then the fuller field is the title', () => {
    expect(roles('PingCAP Inc. - Database - Database Kernel R&D(Golang/Rust) August 2023 – Present')).toEqual([
      { title: 'Database Kernel R&D(Golang/Rust)', company: 'PingCAP Inc.', duration: 'August 2023 – Present' },
    ]);
  });

  it('When an externship gives its length in hours and a department beside the employer, then the role is the title', () => {
    const text = [
      'Medical Assistant - 160 hours\t4/2012 - 5/2012',
      'Kaiser Permanente Medical Center, Oakland, CA',
      'Surgery Department and Breast Care Center',
      '• Assisted with rooming patients',
      'Phlebotomy - 40 hours\t3/2012',
      "St. Mary's Medical Center, San Francisco, CA\tClinical Laboratory",
      '• Performed 100 successful venipunctures',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Medical Assistant', company: 'Kaiser Permanente Medical Center', duration: '4/2012 – 5/2012' },
      { title: 'Phlebotomy', company: "St. Mary's Medical Center", duration: '3/2012' },
    ]);
  });

  it('When a physician names the specialty after the training role, then the specialty stays in the title', () => {
    const text = 'Rutgers Robert Wood Johnson Medical School\nIntern, Internal Medicine\nJuly 2017 - June 2018\nMemorial Sloan Kettering Cancer Center\nFellow, Critical Care\nJuly 2020 – June 2022';

    expect(roles(text)).toEqual([
      { title: 'Intern, Internal Medicine', company: 'Rutgers Robert Wood Johnson Medical School', duration: 'July 2017 – June 2018' },
      { title: 'Fellow, Critical Care', company: 'Memorial Sloan Kettering Cancer Center', duration: 'July 2020 – June 2022' },
    ]);
  });

  it('When a role follows the duties of another under an employer line of its own, then it is held there, a comma staying in its title', () => {
    const text = [
      'Whitmore & Kessler LLP\tColumbus, OH',
      'Senior Associate, Audit & Assurance\t07/2025 – Present',
      '• Run fieldwork for six private manufacturing clients',
      'Associate, Audit & Assurance\t09/2022 – 06/2025',
      '• Performed substantive testing for 14 audit engagements',
      'Department of Biology, University of Vermont\tBurlington, VT',
      'Research Technician\tJune 2022 – Present',
      '• Maintain the zebrafish colony',
      'Undergraduate Research Assistant\tSeptember 2020 – May 2022',
      '• Imaged regenerating fins',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Senior Associate, Audit & Assurance', company: 'Whitmore & Kessler LLP', duration: '07/2025 – Present' },
      { title: 'Associate, Audit & Assurance', company: 'Whitmore & Kessler LLP', duration: '09/2022 – 06/2025' },
      { title: 'Research Technician', company: 'Department of Biology, University of Vermont', duration: 'June 2022 – Present' },
      { title: 'Undergraduate Research Assistant', company: 'Department of Biology, University of Vermont', duration: 'September 2020 – May 2022' },
    ]);
  });

  it('When a role line after those duties names an employer with its town, then it is a job of its own', () => {
    const text = [
      'Advanced Energy Corporation, Raleigh, NC',
      'Engineering Intern, Summer 2012',
      '• Tested inverters',
      'Lawsons Electric, Raleigh, NC, Electricians Assistant, Summer 2010',
    ].join('\n');

    expect(roles(text).at(-1)).toEqual({ title: 'Electricians Assistant', company: 'Lawsons Electric', duration: 'Summer 2010' });
  });

  it("When a university's college or office is named beside it, then the job was there and both are written", () => {
    const text = [
      'Peer Mentor\tAug 2023 – May 2024',
      'Whitacre College of Engineering, Texas Tech University\tLubbock, TX',
      '• Mentored first-year students',
      'The Ohio State University, Office of Business and Finance\tColumbus, OH',
      'Student Accounting Assistant\t01/2019 – 05/2021',
      '• Processed vendor invoices',
    ].join('\n');

    expect(roles(text).map((job) => job.company)).toEqual(['Whitacre College of Engineering, Texas Tech University', 'The Ohio State University, Office of Business and Finance']);
  });

  it("When roles come before their employers' lines, then a role without one holds no employer of the role above, and an employer with a dotted legal form heads its role", () => {
    const text = [
      'Performance Marketing Specialist\t2019 – 2021',
      'Turia Retail Group S.A., Madrid',
      '• Ran search and social campaigns',
      'Marketing Assistant\t03/2018 – 12/2018',
      'Agencia Mediterránea de Comunicación S.L.',
      'Social-media calendars and newsletter copy for hotel clients.',
      'Freelance Architect\t2014 – 2016',
      'Competition entries and planning drawings for small practices in Munich.',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Performance Marketing Specialist', company: 'Turia Retail Group S.A.', duration: '2019 – 2021' },
      { title: 'Marketing Assistant', company: 'Agencia Mediterránea de Comunicación S.L.', duration: '03/2018 – 12/2018' },
      { title: 'Freelance Architect', company: '', duration: '2014 – 2016' },
    ]);
  });

  it("When a job's duties close on a bulleted list of technologies right before the next job, then the list is no employer", () => {
    const text = [
      'Senior Backend Engineer\t2017 – 2021',
      'Kranich Logistics Software GmbH, Berlin',
      '• Rewrote the tariff engine in Kotlin with property-based tests',
      'Technologies include:',
      '• Kotlin, Spring Boot, PostgreSQL, RabbitMQ',
      'Software Developer\t03/2013 – 12/2016',
      'Elbwerk Solutions GmbH, Hamburg',
    ].join('\n');

    expect(roles(text).at(-1)).toEqual({ title: 'Software Developer', company: 'Elbwerk Solutions GmbH', duration: '03/2013 – 12/2016' });
  });

  it('When a timeline dates the years at an employer over the roles held there, each dated, then each role is held there and the employer is no job', () => {
    const text = [
      '2020 — today',
      'Elbkai Freight Solutions GmbH',
      'Hamburg · contract logistics, 650 employees',
      'Since 2022',
      'Senior Supply Chain Manager',
      'Responsible for inbound networks.',
      '2020 — 2022',
      'Supply Chain Manager',
      'Took over the retail account.',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Senior Supply Chain Manager', company: 'Elbkai Freight Solutions GmbH', duration: 'Since 2022' },
      { title: 'Supply Chain Manager', company: 'Elbkai Freight Solutions GmbH', duration: '2020 – 2022' },
    ]);
  });

  it('When a career break is listed among the jobs with what filled it, then it is no job', () => {
    const text = 'Pennine Foods Group, Leeds\tSep 2020 – Feb 2022\nHR Advisor\n• Ran absence cases\nCareer break – caring for family\tJul 2019 – Aug 2020\nCastlegate Retail Ltd, York\tApr 2017 – Jun 2019\nHR Advisor';

    expect(roles(text).map((job) => job.company)).toEqual(['Pennine Foods Group', 'Castlegate Retail Ltd']);
  });

  it('When an undated employer line heads the roles held there, then each role is held there', () => {
    const text = [
      'The Mirabel Resort & Casino, Las Vegas, NV',
      '3,100-room resort and casino with convention space and two hotel towers',
      'Front Office Manager\tMarch 2023 – Present',
      '• Lead 60 agents, supervisors and PBX operators',
      'Front Desk Supervisor\tMay 2018 – May 2020',
      '• Supervised a shift of 14 agents',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Front Office Manager', company: 'The Mirabel Resort & Casino', duration: 'March 2023 – Present' },
      { title: 'Front Desk Supervisor', company: 'The Mirabel Resort & Casino', duration: 'May 2018 – May 2020' },
    ]);
  });

  it('When more roles at one employer follow as "Title (dates)" lines, then a comma stays in the title and the employer carries on', () => {
    const text = [
      'Cloudbakers, Denver — Additional Positions Held',
      'Director of Sales (January 2020 - 2021) | 200% YoY Growth',
      'GCP, G Suite & CRM Account Executive (January 2017 - 2020)',
      'Manager of Cloud Enablement & Business Analyst (January 2014 - 2017)',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Director of Sales', company: 'Cloudbakers', duration: 'January 2020 – 2021' },
      { title: 'GCP, G Suite & CRM Account Executive', company: 'Cloudbakers', duration: 'January 2017 – 2020' },
      { title: 'Manager of Cloud Enablement & Business Analyst', company: 'Cloudbakers', duration: 'January 2014 – 2017' },
    ]);
  });

  it('When a narrow side-bar lists jobs as employer, dates, title and place with no gap, then each job is whole', () => {
    const sideBar = [
      'Northwind Research Foundation',
      'Jan. 2019 - Present',
      'Research Assistant',
      'Lisbon, Portugal',
      'Contoso Inc.',
      'May 2018 - Aug. 2018',
      'Software Engineer Intern',
      'Porto, Portugal',
      'Fabrikam Consultancy Services Pvt.',
      'Ltd.',
      'Oct. 2015 - Jul. 2018',
      'Systems Engineer',
      'Mumbai, India',
    ].join('\n');

    expect(roles(sideBar)).toEqual([
      { title: 'Research Assistant', company: 'Northwind Research Foundation', duration: 'Jan. 2019 – Present' },
      { title: 'Software Engineer Intern', company: 'Contoso Inc.', duration: 'May 2018 – Aug. 2018' },
      { title: 'Systems Engineer', company: 'Fabrikam Consultancy Services Pvt. Ltd.', duration: 'Oct. 2015 – Jul. 2018' },
    ]);
  });

  it('When moderncv wraps a job\'s dates in its margin and runs a description on after the heading, then each job is whole', () => {
    const cv = [
      'November',
      '2013–April 2014',
      'Co-Founder & CTO, Tailspin, Portland, OR. Tailspin was a platform for sharing answers.',
      '• I oversaw all technical decisions.',
      '',
      '',
      '2012–April 2014',
      'Lead Software Developer, Northwind, Seattle, WA.',
      'Northwind was a dating site.',
      '• I led the developers.',
    ].join('\n');

    expect(roles(cv)).toEqual([
      { title: 'Co-Founder & CTO', company: 'Tailspin', duration: 'November 2013 – April 2014' },
      { title: 'Lead Software Developer', company: 'Northwind', duration: '2012 – April 2014' },
    ]);
  });

  it('When a role with no employer after it is written in one line, then it stays one title', () => {
    expect(roles('2019 – 2021 Developer Relations Engineer\n• Wrote the guides\n2017 – 2019 Software Engineer Payments Platform\n• Ran the ledger\n2015 – 2017 Software Engineer II\n• Kept the lights on')).toEqual([
      { title: 'Developer Relations Engineer', company: '', duration: '2019 – 2021' },
      { title: 'Software Engineer Payments Platform', company: '', duration: '2017 – 2019' },
      { title: 'Software Engineer II', company: '', duration: '2015 – 2017' },
    ]);
  });

  it('When a duty is a sentence with an aside after its period, then it is no heading', () => {
    expect(roles('2011-2011 ABAP Developer NORTHWIND SA\nCustomization of SAP ERP screens and reports. (ABAP)\n2009-2011 Systems Analyst Contoso Eletrônica\nDevelopment of applications.')).toEqual([
      { title: 'ABAP Developer', company: 'NORTHWIND SA', duration: '2011 – 2011' },
      { title: 'Systems Analyst', company: 'Contoso Eletrônica', duration: '2009 – 2011' },
    ]);
  });

  it('When a Spanish CV gives the employer with the job\'s length over "TITLE · terms dates" in small capitals, then each job is read', () => {
    const cv = [
      'Northwind.com 1 año 5 meses',
      'ENGiNEER I · FULL TiME may. 2022 - sept. 2023',
      '• Implementación de interfaces en la aplicación web.',
      'Contoso 1 año 11 meses',
      'INGENiERO ViSiÓN COMPUTACiONAL · FULL-TiME nov. 2020 - abr. 2022',
      '• Desarrollo de modelos de detección.',
      'INGENiERO DE SOFTWARE · PART-TiME jun. 2020 - oct. 2020',
      '• Análisis de grabaciones.',
    ].join('\n');

    expect(roles(cv)).toEqual([
      { title: 'ENGINEER I', company: 'Northwind.com', duration: 'may. 2022 – sept. 2023' },
      { title: 'INGENIERO VISIÓN COMPUTACIONAL', company: 'Contoso', duration: 'nov. 2020 – abr. 2022' },
      { title: 'INGENIERO DE SOFTWARE', company: 'Contoso', duration: 'jun. 2020 – oct. 2020' },
    ]);
  });

  it('When career breaks are dated among the jobs and a team line follows an employer with its legal form, then only the jobs are read, at that employer', () => {
    const cv = [
      '2023-07 – 2024-03 Northwind Solutions Sp. z o.o., Senior Software Developer',
      '• Quantum Cloud Platform: React, AWS Amplify',
      '2023-03 – 2023-06 Career break',
      '2022-07 – 2023-02 Northwind Solutions Sp. z o.o., Senior Software Developer',
      '• Blockchain R&D: Go, Bash',
      '2022-02 – 2022-06 Sabbatical',
      '2015-10 – 2016-03 Contoso Sp. z o.o., Software Developer',
      'Trouble Reports Work Group (C++)',
    ].join('\n');

    expect(roles(cv)).toEqual([
      { title: 'Senior Software Developer', company: 'Northwind Solutions Sp. z o.o.', duration: '2023-07 – 2024-03' },
      { title: 'Senior Software Developer', company: 'Northwind Solutions Sp. z o.o.', duration: '2022-07 – 2023-02' },
      { title: 'Software Developer', company: 'Contoso Sp. z o.o.', duration: '2015-10 – 2016-03' },
    ]);
  });

  it('When a service list names general memberships beside roles, then the memberships are no jobs', () => {
    const service = [
      '2019-2020 Co-Founder, Northwind Digital Pedagogy Working Group Hamilton, Canada',
      '2017-2018 General Member, Contoso Advisory Council',
      '2016-2018 Student Member, Fabrikam Association of Archaeologists',
    ].join('\n');

    expect(roles(service)).toEqual([{ title: 'Co-Founder', company: 'Northwind Digital Pedagogy Working Group', duration: '2019 – 2020' }]);
  });

  it('When a title ends on its role word after business words, then it is the title and the name under it the employer', () => {
    const sb2nov = ['Systems & Software Engineer', 'Northwind Photos, Content Engineering', 'Seattle, WA', 'Aug 2021 – present', '• Designed an abuse reporting service.'].join('\n');
    const classic = ['Contoso Muses, Software Dev (part time)', '• Kept the site running.', 'Adelaide, Australia', '2017 – 2024', 'Fabrikam, Test Engineer', '• Automated the tests.', 'Adelaide, Australia', '2010 – 2015'].join('\n');

    expect(roles(sb2nov)).toEqual([{ title: 'Systems & Software Engineer', company: 'Northwind Photos, Content Engineering', duration: 'Aug 2021 – present' }]);
    expect(roles(classic)[0]).toEqual({ title: 'Software Dev', company: 'Contoso Muses', duration: '2017 – 2024' });
  });

  it('When Friggeri\'s CV sets the terms after the employer and a camel-case role under it, then each job is whole', () => {
    const cv = ['since 2015 Northwind Part-time', 'Mobile Consultant / Unity Developer', '2014-2015 Contoso Part-time', 'iOS Developer', '2011–2013 Fabrikam Full-time', 'iOS Developer'].join('\n');

    expect(roles(cv)).toEqual([
      { title: 'Mobile Consultant / Unity Developer', company: 'Northwind', duration: 'since 2015' },
      { title: 'iOS Developer', company: 'Contoso', duration: '2014 – 2015' },
      { title: 'iOS Developer', company: 'Fabrikam', duration: '2011 – 2013' },
    ]);
  });

  it('When an employer line lists the roles held there with arrows and an icon stands before the dates, then the employer is the name alone', () => {
    const cv = [
      'Senior Backend Engineer \uF133 11/‘23 — today',
      'Northwind Bank Engineer III (Security) → Senior Engineer (Payments)',
      '• Owned secret management.',
      'Senior Backend Engineer \uF133 06/‘20 — 11/’23',
      'Contoso.com part-time → Engineer → Senior Engineer',
      '• Owned the real-time services.',
    ].join('\n');

    expect(roles(cv)).toEqual([
      { title: 'Senior Backend Engineer', company: 'Northwind Bank', duration: '11/‘23 – today' },
      { title: 'Senior Backend Engineer', company: 'Contoso.com', duration: '06/‘20 – 11/’23' },
    ]);
  });

  it('When the start month stands over the job\'s length or "(to Present)", then the employer and the title under them are the job\'s', () => {
    const cv = [
      'Sep 2023',
      '(to Present)',
      'Northwind Engineering, LLC Renton, Washington',
      'Owner',
      '• Started a business',
      'Feb 2020',
      '(3 yrs 2 mos)',
      'Contoso Redmond, Washington',
      'Senior Security Software Engineer',
      '• Led security procedures',
    ].join('\n');

    expect(roles(cv)).toEqual([
      { title: 'Owner', company: 'Northwind Engineering, LLC', duration: 'Sep 2023 – Present' },
      { title: 'Senior Security Software Engineer', company: 'Contoso', duration: 'Feb 2020' },
    ]);
  });

  it('When YAAC prints each job\'s dates one over the other in its margin and a line of technologies after the duties, then each job is whole', () => {
    const cv = [
      'July 2024 Senior software engineer, NORTHWIND',
      'Current date ∠ Created dashboards for the sales team.',
      'Python Pandas APEX Oracle Analytics Cloud',
      'March 2023 Senior software engineer, CONTOSO LIBRE',
      'July 2024 ∠ Founded a validation platform for a chatbot.',
      '∠ Served as security guardian.',
      'Python Flask GitHub Actions Docker',
      'Present Software Engineer - FABRIKAM SYSTEMS',
      'January 2022 Angle-Right Joined a Canada-UK project',
    ].join('\n');

    expect(roles(cv)).toEqual([
      { title: 'Senior software engineer', company: 'NORTHWIND', duration: 'July 2024 – Current date' },
      { title: 'Senior software engineer', company: 'CONTOSO LIBRE', duration: 'March 2023 – July 2024' },
      { title: 'Software Engineer', company: 'FABRIKAM SYSTEMS', duration: 'January 2022 – Present' },
    ]);
  });

  it('When a heading adds an award with its year after the job\'s range, and a research project is dated like a job, then only the job is read, at its employer', () => {
    const cv = [
      'Jan 2010–present Senior Basket Weaver III | 2022 Employee of the Year',
      'Northwind Basket Weavers of America, Pacific Ocean',
      '• Wove baskets',
      '2019-2023 Developing eco-friendly baskets in underwater environments: combatting biodegradation when weaving',
    ].join('\n');

    expect(roles(cv)).toEqual([{ title: 'Senior Basket Weaver III', company: 'Northwind Basket Weavers of America', duration: 'Jan 2010 – present' }]);
  });

  it('When each job gives its place, dates and length after its duties, then they are that job\'s, across a page break', () => {
    const text = [
      'Northwind, Platform Engineer',
      '• Moved the build farm to short-lived runners',
      '• Cut the release time from a day to an hour',
      'Porto, Portugal',
      'Mar 2023 – present',
      '2 years 9 months',
      'Contoso, Software Engineer (Contract)',
      '• Kept the billing service within its error budget',
      'Braga, Portugal',
      'Jan 2021 – Feb 2023',
      '2 years 2 months',
      '',
      'Fabrikam, Junior Developer',
      '• Wrote the first end-to-end tests of the checkout',
      'Lisbon, Portugal',
      'Sept 2019 – Dec 2020',
      '1 year 4 months',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Platform Engineer', company: 'Northwind', duration: 'Mar 2023 – present' },
      { title: 'Software Engineer', company: 'Contoso', duration: 'Jan 2021 – Feb 2023' },
      { title: 'Junior Developer', company: 'Fabrikam', duration: 'Sept 2019 – Dec 2020' },
    ]);
  });

  it('When a duty of the first job wraps onto a line that reads like a heading, then the dates after the duties still close each job', () => {
    const text = [
      'RedFlow International, Senior Software Engineer',
      '• Inverter/EMS interface with CANBus (SMA, Ingeteam) MODBUS',
      'TCP and UDP, custom API’s from Selectronic, and Growatt',
      '• Ran daily standups, sprint planning.',
      '2016 – present',
      '8 years',
      'The Muses, Software Dev (part time)',
      '• Automated image gathering and S3 storage',
      '2017 – 2024',
      '7 years',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Senior Software Engineer', company: 'RedFlow International', duration: '2016 – present' },
      { title: 'Software Dev', company: 'The Muses', duration: '2017 – 2024' },
    ]);
  });

  it('When the employer is set in capitals before the role, then it is the employer and the terms in brackets are not the title\'s', () => {
    const text = [
      'NORTHWIND TRADERS Data Engineer [Part Time]',
      'Nov 2017 – Oct 2019 | San Diego, CA',
      '• Built the nightly loads of the sales warehouse',
      'ICU Nurse',
      'Mercy Hospital | Jan 2020 – Present',
      '• Cared for four ventilated patients a shift',
      'CONTOSO | SENIOR SOFTWARE ENGINEER (CONSULTING)',
      'Jun 2024 – Jan 2026',
      '• Led the rewrite of the search service',
    ].join('\n');

    expect(roles(text)).toEqual([
      { title: 'Data Engineer', company: 'NORTHWIND TRADERS', duration: 'Nov 2017 – Oct 2019' },
      { title: 'ICU Nurse', company: 'Mercy Hospital', duration: 'Jan 2020 – Present' },
      { title: 'SENIOR SOFTWARE ENGINEER', company: 'CONTOSO', duration: 'Jun 2024 – Jan 2026' },
    ]);
  });

  it.each([
    ['a town alone over a role at its employer', 'Toronto\nGroup Product Manager at Shelfwise 2021–Today', { title: 'Group Product Manager', company: 'Shelfwise' }],
    ['a town after a comma closing the employer\'s line', 'NTNU, Trondheim\nTeaching Assistant\n2017 – 2019', { title: 'Teaching Assistant', company: 'NTNU' }],
    ['an employer named like a town after the role', 'Network Engineer, Orange\n2019 – 2021', { title: 'Network Engineer', company: 'Orange' }],
    ['an employer named like a town alone over the role', 'Orange\nNetwork Engineer\n2019 – 2021', { title: 'Network Engineer', company: 'Orange' }],
    ['a town after the employer and the role (RenderCV)', 'Harcourt Lee Assurance LLP, Audit Manager – Singapore\nSept 2005 – Dec 2010', { title: 'Audit Manager', company: 'Harcourt Lee Assurance LLP' }],
    ['a town after the employer and a role that names none', 'Nimbleleaf Technologies, Android Developer – Pune\nAug 2023 – Apr 2024', { title: 'Android Developer', company: 'Nimbleleaf Technologies' }],
  ])('When a heading names %s, then the town is where the job was and an employer is still one', (_layout, heading, job) => {
    expect(roles(`${heading}\n• Shipped the merchant payouts API`).map(({ title, company }) => ({ title, company }))).toEqual([job]);
  });
});

describe('A country beside the dates', () => {
  it('When Europass writes the country after the dates, over the role and the employer, then the country is where, not the employer', () => {
    expect(roles('2017 - 2024 - UNITED STATES\nDIRECTOR    GOVENI\nManaging director of an IT outsourcing agency.\n2020 - 2021 - SINGAPORE\nFRACTIONAL CTO    SWARMNETICS\nDesigned and deployed a web scanning tool.')).toEqual([
      { title: 'DIRECTOR', company: 'GOVENI', duration: '2017 – 2024' },
      { title: 'FRACTIONAL CTO', company: 'SWARMNETICS', duration: '2020 – 2021' },
    ]);
  });
});

describe('Awards among the jobs', () => {
  it('When awards stand among the jobs under dates and a university, then they are no jobs, while a grant writer is one', () => {
    const text = [
      '2013–2015 Senior Tutor Computer Science, The University of the Witwatersrand',
      'Developed laboratory assessments for first year students.',
      '2017 Teaching Development Grant (TDG) University of Pretoria',
      'Valued at R50 000. This funding is for emerging staff.',
      '2016 Scarce Skills Doctoral Scholarship National Research Foundation',
      'Valued at R110 000.',
      '2012–2013 Grant Writer, Johannesburg Arts Foundation',
      'Wrote the foundation’s applications to the lottery fund.',
    ].join('\n');
    expect(roles(text).map(({ title }) => title)).toEqual(['Senior Tutor Computer Science', 'Grant Writer']);
  });
});

describe('A role in brackets under its employer', () => {
  it('When a career centre’s sample writes the role and its dates in brackets under the employer, then they are read as any role’s', () => {
    expect(roles('Brandeiss Worldwide Collectables    Northbrook, IL\n(Assistant Manager, Product Development, September, 2001 – Present)\n• Assisted in the development of the marketing strategy\nMarket Research, Inc.    Chicago, IL\n(Associate Analyst, October, 2000 – August, 2001)\n• Prepared quarterly research reports')).toEqual([
      { title: 'Assistant Manager, Product Development', company: 'Brandeiss Worldwide Collectables', duration: 'September, 2001 – Present' },
      { title: 'Associate Analyst', company: 'Market Research, Inc.', duration: 'October, 2000 – August, 2001' },
    ]);
  });
});

describe('Students whose studies are a position held', () => {
  it('When a visiting PhD student heading ends in a sentence\'s period after the duties of another job, then it heads a job of its own', () => {
    const text = [
      'Research Fellow, Barcelona Institute of Systems Genetics, Barcelona.',
      'Sep. 2021 – Aug. 2023',
      '• Released the model as an open-source R package.',
      '',
      'Visiting PhD Student, Cambridge Centre for Single-Cell Biology, Cambridge, UK, 3 months.',
      'Mar. 2020 – Jun. 2020',
      'Benchmarked peak-calling methods for sparse single-cell data.',
    ].join('\n');

    expect(roles(text).map(({ title, company }) => ({ title, company }))).toEqual([
      { title: 'Research Fellow', company: 'Barcelona Institute of Systems Genetics' },
      { title: 'Visiting PhD Student', company: 'Cambridge Centre for Single-Cell Biology' },
    ]);
  });
});

describe('A team named before its employer', () => {
  it('When a short name that is no role stands before an employer with its legal form, then the employer is named with its team', () => {
    expect(roles('ML Group, Arm Ltd., Cambridge, UK | 2020–2023\nPrincipal Software Engineer\n• Built the IP selection sandbox')).toEqual([
      { title: 'Principal Software Engineer', company: 'ML Group, Arm Ltd.', duration: '2020 – 2023' },
    ]);
    expect(roles('Senior Engineer, Arm Ltd., Cambridge, UK | 2020–2023\n• Built the IP selection sandbox')).toEqual([
      { title: 'Senior Engineer', company: 'Arm Ltd.', duration: '2020 – 2023' },
    ]);
    // After "& Co." the firm's name goes on; a known town after it is where the job was.
    expect(roles('Audit Senior | Hanlon Whelan & Co. Chartered Accountants | Dublin\nSeptember 2013 – August 2015\n▪ Led audit fieldwork').map((job) => job.company)).toEqual([
      'Hanlon Whelan & Co. Chartered Accountants',
    ]);
    // Italian, Brazilian and French legal forms mark an employer as "Ltd." does.
    expect(roles('R&D, Forinicom Srl, Bastia Umbra, IT | 2008–2011\nSoftware/System Engineer\n• Kept the ISP’s mail platform running')).toEqual([
      { title: 'Software/System Engineer', company: 'R&D, Forinicom Srl', duration: '2008 – 2011' },
    ]);
  });
});

describe('Board roles', () => {
  it('When a trustee names the charity after "at", then the role and the charity are read', () => {
    expect(roles('Trustee at Cardiff Tenants’ Network, Cardiff | 2014–2018')).toEqual([{ title: 'Trustee', company: 'Cardiff Tenants’ Network', duration: '2014 – 2018' }]);
  });
});

describe('Courses taught', () => {
  it('When a course code heads a dated line under teaching, then the course is no job; a role named after a code still is', () => {
    const text = [
      'Associate Professor, University of Lisbon | 2014 – present',
      '• Run the developmental biology lab',
      'BIOL 421 Developmental Mechanics (course designer and instructor) | 2009 – present',
      'ATB 101 Developer, ATB Financial | May 2018 – August 2018',
    ].join('\n');

    expect(roles(text).map(({ title }) => title)).toEqual(['Associate Professor', 'ATB 101 Developer']);
  });
});

describe('Employers after "at"', () => {
  it('When the employer after "at" is one word in lower case shaped like a name, then it is the employer; "at scale" is none', () => {
    expect(roles('[January 2024 - March 2024] Front-End Developer at moon-client')).toEqual([{ title: 'Front-End Developer', company: 'moon-client', duration: 'January 2024 – March 2024' }]);
    expect(roles('Staff Engineer at eBay, 2019 – 2021')[0]).toEqual(expect.objectContaining({ title: 'Staff Engineer', company: 'eBay' }));
    expect(roles('Data Engineer at scale, 2019 – 2021')[0]?.company).not.toBe('scale');
  });
});

describe('Employers named in title case', () => {
  it('When the employer under a title opens with a word ending in "-ed" ("Turned On Digital"), then it is the employer, not a duty', () => {
    const text = ['Mobile Application Developer', 'Turned On Digital', '10/2013 - 06/2014    Tehran, Iran', 'TOD is a full service mobile services agency.'].join('\n');
    expect(roles(text)).toEqual([{ title: 'Mobile Application Developer', company: 'Turned On Digital', duration: '10/2013 – 06/2014' }]);
  });
});

describe('LinkedIn profile exports', () => {
  it('When roles are grouped under their employer with the time spent there, then each role keeps the employer and the time is no role', () => {
    const text = [
      'Acme Logistics',
      '9 meses',
      'Analista júnior',
      'fevereiro de 2023 - Present (4 meses)',
      'Curitiba, Paraná, Brasil',
      '- Monitorar e acompanhar KPIs de processos.',
      'Estagiário',
      'setembro de 2022 - fevereiro de 2023 (6 meses)',
      'Curitiba, Paraná, Brasil',
      'Análise e elaboração de gráficos e relatórios.',
      'Dbm Contact Center',
      'Operador',
      'novembro de 2020 - fevereiro de 2022 (1 ano 4 meses)',
      'Curitiba, Paraná, Brasil',
    ].join('\n');
    expect(roles(text)).toEqual([
      { title: 'Analista júnior', company: 'Acme Logistics', duration: 'fevereiro de 2023 – Present' },
      { title: 'Estagiário', company: 'Acme Logistics', duration: 'setembro de 2022 – fevereiro de 2023' },
      { title: 'Operador', company: 'Dbm Contact Center', duration: 'novembro de 2020 – fevereiro de 2022' },
    ]);
  });
});

describe('LinkedIn’s roles grouped under their employer', () => {
  it('When roles follow an employer’s name and the years spent there, then every role until the next employer is held there, its whole line the title', () => {
    const text = [
      'AT&T',
      '28 years',
      'Sr. Specialist Development Manager',
      'December 2019 - Present (5 years 11 months)',
      'Greater Chicago Area',
      'In my role as a Sr. Specialist Development Manager at AT&T, I support continuous performance improvement for managers and technicians across five Midwest states.',
      'Manager Network Services(Business Services)',
      'September 2014 - December 2019 (5 years 4 months)',
      'Greater Chicago Area',
      'Managed all business operation aspects for a team of technicians in the Chicago metropolitan area.',
      'Manager Technical Support Analysis',
      'April 2010 - February 2011 (11 months)',
      'I evaluated user needs, defined technical problems, and worked with engineering staff to determine solutions.',
      'United States Air Force',
      'Communication Navigation Systems Specialist',
      'December 1989 - May 1997 (7 years 6 months)',
      'United States',
      'As a systems specialist I operated, maintained, inspected and repaired aircraft communication systems.',
    ].join('\n');
    expect(roles(text)).toEqual([
      { title: 'Sr. Specialist Development Manager', company: 'AT&T', duration: 'December 2019 – Present' },
      { title: 'Manager Network Services(Business Services)', company: 'AT&T', duration: 'September 2014 – December 2019' },
      { title: 'Manager Technical Support Analysis', company: 'AT&T', duration: 'April 2010 – February 2011' },
      { title: 'Communication Navigation Systems Specialist', company: 'United States Air Force', duration: 'December 1989 – May 1997' },
    ]);
  });

  it('When the group’s first title wraps onto a second line, then the two lines are the title and the next role is held there too, not in its country', () => {
    const text = [
      'Lenovo',
      '6 years 7 months',
      'Senior Sales Manager (Data Storage Solutions) Nordics, UKI, Benelux',
      '& META',
      'April 2021 - Present (4 years 11 months)',
      'Oslo, Norway',
      'Responsible for driving sales of data management solutions across the region and its partners.',
      'Storage and Datacenter Sales Account Manager',
      'August 2019 - April 2021 (1 year 9 months)',
      'Norway',
      'Develop strategic, trust-based relationships with diverse clients in order to acquire new sales.',
    ].join('\n');
    expect(roles(text)).toEqual([
      { title: 'Senior Sales Manager (Data Storage Solutions) Nordics, UKI, Benelux & META', company: 'Lenovo', duration: 'April 2021 – Present' },
      { title: 'Storage and Datacenter Sales Account Manager', company: 'Lenovo', duration: 'August 2019 – April 2021' },
    ]);
  });

  it('When a Danish export groups roles under "2 år 7 måneder", then the months and the length are read and the roles are held at the employer', () => {
    const text = [
      'Adtraction',
      '2 år 7 måneder',
      'Product Design Engineer',
      'marts 2026 - Present (3 måneder)',
      'Aarhus',
      'Hybrid product design and UX engineering role bridging product strategy, user experience and implementation.',
      'UX Engineer',
      'november 2023 - maj 2026 (2 år 7 måneder)',
      'Aarhus, Central Denmark Region, Denmark',
      'Help analyze key business needs and requirements within different user groups.',
      'Viborg Karate Skole',
      'Instruktør',
      'februar 2012 - Present (14 år 4 måneder)',
      'Viborg',
      'Now once a week teaching people the art of self-defence, from the age of 4 to well above 40.',
    ].join('\n');
    expect(roles(text)).toEqual([
      { title: 'Product Design Engineer', company: 'Adtraction', duration: 'marts 2026 – Present' },
      { title: 'UX Engineer', company: 'Adtraction', duration: 'november 2023 – maj 2026' },
      { title: 'Instruktør', company: 'Viborg Karate Skole', duration: 'februar 2012 – Present' },
    ]);
  });

  it('When roles without duties follow one another, then the line after a role’s place names the next employer, even a place no list knows', () => {
    const text = [
      'Obour STEM School',
      '3 years 1 month',
      'Information Technology Supervisor',
      'September 2018 - September 2021 (3 years 1 month)',
      'Cairo, Egypt',
      'Managed the school infrastructure and network, and helped students at the summer camp prepare for their projects.',
      'Chief Technology Officer',
      'September 2018 - August 2021 (3 years)',
      'Cairo, Egypt',
      'IYNA Obour Chapter',
      'Head Of Information Technology',
      'July 2020 - May 2021 (11 months)',
      'El Obour, Al Qalyubiyah, Egypt',
      'TedxYouth@Ismailia STEM',
      'Member Of Technical Staff',
      'June 2020 - May 2021 (1 year)',
      'Ismailia, Al Isma\'iliyah, Egypt',
    ].join('\n');
    expect(roles(text)).toEqual([
      { title: 'Information Technology Supervisor', company: 'Obour STEM School', duration: 'September 2018 – September 2021' },
      { title: 'Chief Technology Officer', company: 'Obour STEM School', duration: 'September 2018 – August 2021' },
      { title: 'Head Of Information Technology', company: 'IYNA Obour Chapter', duration: 'July 2020 – May 2021' },
      { title: 'Member Of Technical Staff', company: 'TedxYouth@Ismailia STEM', duration: 'June 2020 – May 2021' },
    ]);
  });
});

describe('LinkedIn’s titles with a specialisation after a bar', () => {
  it('When a role under its employer reads "Role | Specialisation" over dates with their length, then the whole line is the title; a bar before a place stays a separator', () => {
    const text = ['Phoenix Tech\'s', 'Full Stack Developer | SaaS, AI, Cloud & API Engineering', 'September 2020 - Present (5 years 11 months)', 'Banha, Al Qalyubiyah, Egypt', 'Developed scalable SaaS platforms and AI-powered applications.'].join('\n');
    expect(roles(text)).toEqual([{ title: 'Full Stack Developer | SaaS, AI, Cloud & API Engineering', company: 'Phoenix Tech\'s', duration: 'September 2020 – Present' }]);
    expect(roles('Stripe\nSenior Software Engineer | Dublin, Ireland\nJan 2021 - Present\n• Led the migration of the payments ledger')[0]).toEqual(expect.objectContaining({ title: 'Senior Software Engineer', company: 'Stripe' }));
  });
});

describe('A heading parted by a page break', () => {
  it('When an employer’s name ends a page and its role and dates open the next, then the three head one job', () => {
    const text = [
      'Sculpto ApS',
      'Product Designer',
      'februar 2021 - april 2022 (1 år 3 måneder)',
      '• Propose product concepts bi-monthly and take the favourable ones to market',
      '• Trebuchets and the mechanics and history behind them',
      'AdVendo',
      'Page 4 of 6',
      '\f',
      'UX Consultant',
      'november 2021 - januar 2022 (3 måneder)',
      'Increased conversion rate by 15% after a UX design review with focus on optimization.',
    ].join('\n');
    expect(roles(text)).toEqual([
      { title: 'Product Designer', company: 'Sculpto ApS', duration: 'februar 2021 – april 2022' },
      { title: 'UX Consultant', company: 'AdVendo', duration: 'november 2021 – januar 2022' },
    ]);
  });
});

describe('Ranges left open at the start of each line', () => {
  it('When two jobs still held each open with a year and a dash, then they are two jobs, not one range', () => {
    const text = [
      `2019 – ${M}Northwind Cancer Centre (NCC, UTU) ${M}Post-doc`,
      `2018 – ${M}Lakeside University – Hale Lab (LU) ${M}Post-doc`,
      `2013 – 2018 Department of Statistics (UTU) ${M}PhD student`,
      'Research on prostate cancer.',
    ].join('\n');
    const jobs = markedJobsOf(text);
    expect(jobs.map(({ title, company }) => [title, company])).toEqual([
      ['Post-doc', 'Northwind Cancer Centre (NCC, UTU)'],
      ['Post-doc', 'Lakeside University – Hale Lab (LU)'],
      ['PhD student', 'Department of Statistics (UTU)'],
    ]);
  });

  it('When a role word is written with a hyphen ("Post-doc"), then it is still the role beside a name', () => {
    expect(roles('2018 – 2020 Marlow Fields, Post-doc\nStudied tumours.')).toEqual([{ title: 'Post-doc', company: 'Marlow Fields', duration: '2018 – 2020' }]);
  });
});

describe('A row of technologies written without separators', () => {
  it('When it closes a job right above the next employer’s line and its place, then it is the job above’s, not the next employer', () => {
    const text = [
      `Atelier Vanel ${M}Lyon, France`,
      `Développeur logiciel ${M}Mars 2019 - Août 2020`,
      '• Refonte du moteur de facturation.',
      'Kotlin Spring Boot PostgreSQL Kafka',
      `Banque Morel Finance ${M}Paris, France`,
      `Analyste de données ${M}Janvier 2017 - Février 2019`,
      '• Tableaux de bord des risques de crédit.',
      `Crédit Orléanais ${M}Orléans, France`,
      `Ingénieur études ${M}Juin 2015 - Décembre 2016`,
      '• Migration des traitements nocturnes.',
      `Mutuelle Arvel ${M}Tours, France`,
      `Technicien support ${M}Juin 2013 - Mai 2015`,
      '• Assistance aux agences.',
    ].join('\n');
    const jobs = markedJobsOf(text);
    expect(jobs.map(({ title, company }) => [title, company])).toEqual([
      ['Développeur logiciel', 'Atelier Vanel'],
      ['Analyste de données', 'Banque Morel Finance'],
      ['Ingénieur études', 'Crédit Orléanais'],
      ['Technicien support', 'Mutuelle Arvel'],
    ]);
    expect(jobs[0]?.responsibilities).toContain('Kotlin Spring Boot PostgreSQL Kafka');
  });
});

describe('Names that keep their particles in lower case', () => {
  it('When an employer’s name has "de l’" and a word in lower case, then it still heads the job under it', () => {
    const text = [
      'Mairie de Vanves Paris, France',
      'Agent d’accueil Septembre 2017 - Août 2020',
      '• Accueil du public.',
      '',
      'Ministère de l’Économie nationale Paris, France',
      'Chargé de mission Janvier 2013 - Septembre 2015',
      '• Suivi des dossiers.',
    ].join('\n');
    expect(roles(text).map(({ title, company }) => [title, company])).toEqual([
      ['Agent d’accueil', 'Mairie de Vanves'],
      ['Chargé de mission', 'Ministère de l’Économie nationale'],
    ]);
  });

  it('When a role joins two words with "et" and "de", then it is still a role in sentence case', () => {
    const text = ['2018 - 2024', 'Brico Nord Lille, France', 'Architecte et chef de produit', 'Conception du système d’authentification.'].join('\n');
    expect(roles(text)[0]).toEqual(expect.objectContaining({ title: 'Architecte et chef de produit', company: 'Brico Nord' }));
  });
});

describe('Roles named in French, German and Italian', () => {
  it.each([
    ['Employé administratif', 'Institut Curie'],
    ['Werkstudent Testung', 'Garmin GmbH'],
    ['Sviluppatore backend', 'Acme Italia'],
  ])('When "%s" heads a job under its employer, then it is the title', (title, company) => {
    const text = [company, title, 'juillet 2021 - septembre 2021', 'Paris, Île-de-France, France'].join('\n');
    expect(roles(text)[0]).toEqual(expect.objectContaining({ title, company }));
  });
});

describe('A name before " · " and the dates', () => {
  it('When an employer’s name ends right before " · " and the dates, then its last word stays; a town there is the place', () => {
    expect(roles('Consultor GIS\nNaciones Unidas · 2026 – Actualidad\nConsultoría técnica en productos GIS 3D.')[0]?.company).toBe('Naciones Unidas');
    expect(roles('Consultant\nWorld Bank · 2019 – 2021\nAdvised on spatial data.')[0]?.company).toBe('World Bank');
    expect(roles('Design Intern Shanghai · 07/2021 - 09/2021')[0]?.title).toBe('Design Intern');
  });
});

describe('An employer’s line with its own dates over the roles held there', () => {
  it('When a name with its town and years stands over roles with their own years, then it is each role’s employer', () => {
    const text = 'West Telemarketing, Omaha, NE (2015 to Present)\nCustomer Service Supervisor (2018 to present)\n• Supervise operations and staff in a 20-person unit.\nCustomer Service Representative (2015-2018)\n• Answered calls.';
    expect(roles(text)).toEqual([
      { title: 'Customer Service Supervisor', company: 'West Telemarketing', duration: '2018 – present' },
      { title: 'Customer Service Representative', company: 'West Telemarketing', duration: '2015 – 2018' },
    ]);
  });

  it('When the roles under it name no word of a role but are dated within its years, then it is still their employer', () => {
    const text = 'Davanni’s, Coon Rapids, MN. 09/2017 – Current.\nKitchen employee from 2017 – 2019\nDelivery driver from 2019 – current.\nDuties involve ensuring orders are correct.';
    expect(roles(text)).toEqual([
      { title: 'Kitchen employee', company: 'Davanni’s', duration: '2017 – 2019' },
      { title: 'Delivery driver', company: 'Davanni’s', duration: '2019 – current' },
    ]);
  });

  it('When the line under it is dated outside its years, then that line is a job of its own', () => {
    const text = 'Davanni’s, Coon Rapids, MN. 09/2017 – 2018.\nKitchen employee from 2019 – 2020';
    expect(roles(text).map((job) => job.company)).not.toContain('Davanni’s');
  });
});

describe('A CV that closes every line with a period', () => {
  it('When the role has a line of its own under the employer’s, then it is the title, and no period ends either name', () => {
    const text = 'Computer Science TA, Saint John’s University. 09/2022 – Current.\nAssist in professor-led labs.\nBill’s Superette, Andover, MN. 02/2018 – 08/2019.\nShift Supervisor.\nDuties involved handling customer complaints.';
    expect(roles(text)).toEqual([
      { title: 'Computer Science TA', company: 'Saint John’s University', duration: '09/2022 – Current' },
      { title: 'Shift Supervisor', company: 'Bill’s Superette', duration: '02/2018 – 08/2019' },
    ]);
  });

  it('When a name ends in an abbreviation, then its period stays', () => {
    expect(roles('Analyst, Acme Corp.\nJan 2020 – Present\n• Built reports.')[0]?.company).toBe('Acme Corp.');
  });

  it('When a one-word line closes with a period under a job, then it is no role (moderncv’s dotted sub-heading)', () => {
    const text = 'Junior Game Developer, LearnSafari\nNov. 2015 – Nov. 2016\nBuilt gameplay systems.\nInternship.\nGame Development Laboratory Researcher UCV, Computer Graphics Center\nApr. 2015 – Aug. 2015';
    expect(roles(text).map((job) => job.title)).not.toContain('Internship');
  });
});

describe('Work for oneself', () => {
  it.each([
    ['named after the role', 'Data Science Consultant, Freelance – Regensburg, DE Jan 2021 – Oct 2023', 'Freelance'],
    ['closed with a period', '2018 - 2019 Web Developer, Freelance.', 'Freelance'],
    ['as "Self-employed"', 'Photographer | Self-employed | 2015 – 2019', 'Self-employed'],
  ])('When a role is %s with no employer, then that is where it was held', (_shape, heading, company) => {
    expect(roles(`${heading}\n• Built models for clients`)[0]?.company).toBe(company);
  });

  it('When an employer is named beside "Freelance", then the employer is the company', () => {
    expect(roles('Web Developer, Freelance, Acme GmbH, 2018 – 2019\n• Built sites')[0]?.company).toBe('Acme GmbH');
  });
});

describe('A line of technologies closing each job', () => {
  it('When slash-parted technologies close a job right before the next dated line, then they head no job', () => {
    const text = [
      `2022 ${M}Industry Placement - SciML group ${M}Rutherford Appleton Laboratory`,
      '• Investigating VAEs and AEs applied to scientific data sets for image segmentation.',
      'TensorFlow / Keras / PyTorch / Numpy / Pandas',
      `2019 - 2022 ${M}Freelance Software Engineer ${M}Uncommon Correlation`,
      '• Python and Django back-end development for data governance and secure data processing systems.',
      `2018 - 2019 ${M}Software Engineer ${M}Omni Digital`,
      '• Back-end development, building robust systems in Python and Django.',
    ].join('\n');
    const jobs = markedJobsOf(text);
    expect(jobs.slice(1).map(({ title, company }) => [title, company])).toEqual([
      ['Freelance Software Engineer', 'Uncommon Correlation'],
      ['Software Engineer', 'Omni Digital'],
    ]);
  });
});

describe('A placement’s hours after its school', () => {
  it('When "(80 hours)" follows the school and its town, then it is a note, no part of the role', () => {
    const text = [
      `Student Teacher, 9th Grade Physical Education and Health ${M}Sept – Dec 2012`,
      'Roberto Clemente High School, Chicago IL',
      'An urban high school in turnaround mode.',
      `Clinical Experience, K-8 Physical Education ${M}Jan – May 2012`,
      'Scottie Pippen Elementary School, Chicago IL (80 hours)',
      'A diverse urban school.',
    ].join('\n');
    const placement = markedJobsOf(text)[1];
    expect(placement?.company).toBe('Scottie Pippen Elementary School');
    expect(placement?.title).not.toMatch(/hours|Chicago/);
  });
});

describe('An employer named again in another role', () => {
  it('When a role no word names stands before an employer another entry reads as its employer, then that name is the employer', () => {
    const text = [
      `2013–2015 ${M}Technology Associate, ${M}Morgan Stanley${M}, London, UK.`,
      'Worked in the Pricing Technology team for the Interest Rate Derivatives business.',
      `2011-2012 ${M}Industrial Placement, Technology, ${M}Morgan Stanley${M}, London, UK.`,
      'Worked as part of the Institutional Securities Group Technology division.',
    ].join('\n');
    const jobs = markedJobsOf(text);
    expect(jobs.map(({ title, company }) => [title, company])).toEqual([
      ['Technology Associate', 'Morgan Stanley'],
      ['Industrial Placement, Technology', 'Morgan Stanley'],
    ]);
  });
});

describe('awesome-cv entries written in Spanish', () => {

  it('When a role’s line ends with a known town and its province, then that is where the job was, not the employer', () => {
    const text = `Ingeniero de Software ${M}Barcelona, Cataluña\nSIMPLR ${M}Mar. 2021 - Agosto. 2023\n• Estabilidad de la plataforma.`;
    expect(titlesAndEmployers(text)).toEqual([['Ingeniero de Software', 'SIMPLR']]);
  });

  it('When the employer is described in square brackets after its name, then the description is no part of the name', () => {
    const text = `Técnico Auxiliar de Informática ${M}Marbella, Málaga\nAYTO. MARBELLA [CENTRO DE PROCESAMIENTO DE DATOS, B2C] ${M}2019\n• Desarrollé una interfaz en QT.`;
    expect(titlesAndEmployers(text)).toEqual([['Técnico Auxiliar de Informática', 'AYTO. MARBELLA']]);
  });

  it('When a known town alone is set apart after a role and the next line names the employer, then the town is where the job was', () => {
    const text = `Desarrollador Frontend ${M}Málaga\nPARTICULAR ${M}2019\n• Optimicé la UX.`;
    expect(titlesAndEmployers(text)).toEqual([['Desarrollador Frontend', 'PARTICULAR']]);
    // Beside a role alone, the town's name may be the employer's.
    expect(titlesAndEmployers(`Network Engineer ${M}Orange\n2019 – 2021\n• Ran the core network.`)).toEqual([['Network Engineer', 'Orange']]);
  });
});

describe('A role held in no one place', () => {
  it('When "International" or "Worldwide" stands where the place goes, then it is no employer', () => {
    expect(titlesAndEmployers(`2019-2021 ${M}Fellow, ${M}HASTAC Scholars ${M}International\n• Organised a digital pedagogy series.`)).toEqual([['Fellow', 'HASTAC Scholars']]);
    expect(titlesAndEmployers(`Sales Director | Northwind Traders | Worldwide | 2015 – 2019\n• Opened twelve markets.`)).toEqual([['Sales Director', 'Northwind Traders']]);
  });

  it('When a soldier’s role is on the dated line under the unit ("Infantryman"), then it is the role and the unit is the employer’s', () => {
    const text = `Math-Busters ${M}Miami, FL\n2010–2015 ${M}Co-founder and Tutor\n– Tutored all levels.\nUS Army – ${M}Infantry Regiment ${M}Fort Lewis, WA\n2004–2009 ${M}Infantryman\n– Deployed to Iraq.`;
    expect(roles(readPageMarks(text)).at(-1)).toEqual({ title: 'Infantryman', company: 'US Army – Infantry Regiment', duration: '2004 – 2009' });
  });

  it('When "Various" stands where RenderCV puts the place, over the dates that close a job, then it is no employer of the next job', () => {
    const text = [
      `Acme Research${M}, Data Analyst`,
      '• Built the survey pipeline.',
      'Raleigh, NC',
      'July 2019 – Oct 2021',
      `North Carolina National Guard${M}, Signal Support Specialist`,
      '• Supported Operation Inherent Resolve.',
      'Various',
      'June 2014 – June 2022',
      `XPO Logistics${M}, Network Administrator`,
      '• Built internal web-based tools.',
      'High Point, NC',
      'Mar 2018 – Aug 2018',
    ].join('\n');
    expect(roles(readPageMarks(text))).toEqual([
      { title: 'Data Analyst', company: 'Acme Research', duration: 'July 2019 – Oct 2021' },
      { title: 'Signal Support Specialist', company: 'North Carolina National Guard', duration: 'June 2014 – June 2022' },
      { title: 'Network Administrator', company: 'XPO Logistics', duration: 'Mar 2018 – Aug 2018' },
    ]);
  });
});

describe('Projects named under a job’s whole heading', () => {
  it('When a dated line names the role and its employer over a project’s name, then the name opens the duties and is no employer', () => {
    const [job] = jobsOf('Data Analyst | LatentView Analytics February 2024 – Present\nData Lineage Dashboard\n• Deployed a centralized data lineage dashboard\nAIPenPal – Intelligent Email Management\n• Built an email outreach system');
    expect(job).toMatchObject({ title: 'Data Analyst', company: 'LatentView Analytics', duration: 'February 2024 – Present' });
    expect(job?.responsibilities[0]).toBe('Data Lineage Dashboard');
  });

  it('When the line under such a heading names a place, then it is still the heading’s', () => {
    const [job] = jobsOf('Data Analyst | LatentView Analytics February 2024 – Present\nChennai, India\n• Deployed a dashboard');
    expect(job?.responsibilities).toEqual(['Deployed a dashboard']);
  });
});
