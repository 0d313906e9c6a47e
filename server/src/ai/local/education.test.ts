import { describe, expect, it } from 'vitest';
import { extractEducation } from './education.js';
import { toLines } from './lines.js';
import { readPageMarks } from './visual-fields.js';
import { FIELD_MARK } from '../../files/field-marks.js';

const educationOf = (text: string) => extractEducation(toLines(text));

describe('extractEducation', () => {
  it.each([
    ['B.E. Computer Science and Engineering', 'B.E. Computer Science and Engineering'],
    ['M.E. Structural Engineering', 'M.E. Structural Engineering'],
    ['MPhil in Economics', 'MPhil in Economics'],
    ['D.Sc. (Tech.) Bioprocess Engineering', 'D.Sc. (Tech.) Bioprocess Engineering'],
  ])('When a degree is abbreviated as in "%s", then it is read with its subject', (line, degree) => {
    expect(educationOf(`${line} 2016 – 2020\nPES University, Bengaluru`).education).toEqual([{ degree, institution: 'PES University', year: '2020' }]);
  });

  it("When a school's line ends on its town and state, then the state is no degree; before the school it is one", () => {
    expect(educationOf('University of Massachusetts Amherst, Amherst, MA\nBachelor of Science in Education, May 2025').education).toEqual([
      { degree: 'Bachelor of Science in Education', institution: 'University of Massachusetts Amherst', year: '2025' },
    ]);
    expect(educationOf('MA, Boston University, Boston, MA, 2015').education).toEqual([{ degree: 'MA', institution: 'Boston University', year: '2015' }]);
  });

  it("When a narrow column wraps a degree's name after a connector, then the name goes on with the next line, not the school's", () => {
    const text = ['2020 – 2022', 'DUT Génie Mécanique et', 'Productique', 'IUT Lyon 1', '2014 – 2018', 'Grado en Publicidad y', 'Relaciones Públicas', 'Universitat de València'].join('\n');

    expect(educationOf(text).education).toEqual([
      { degree: 'DUT Génie Mécanique et Productique', institution: 'IUT Lyon 1', year: '2022' },
      { degree: 'Grado en Publicidad y Relaciones Públicas', institution: 'Universitat de València', year: '2018' },
    ]);
  });

  it("When a narrow column wraps a degree's subject before its last word, then the word finishes the subject", () => {
    const text = ['2022 – 2026 (expected)', 'Diplôme d’ingénieur, Mechanical', 'Engineering', 'Université Grenoble Alpes'].join('\n');

    expect(educationOf(text).education).toEqual([{ degree: 'Diplôme d’ingénieur, Mechanical Engineering', institution: 'Université Grenoble Alpes', year: '2026' }]);
  });

  it('When a degree line ends on a connector over its school, then the school stays apart', () => {
    expect(educationOf('Bachelor of Science in\nUniversity of Leeds\n2019').education).toEqual([{ degree: 'Bachelor of Science in', institution: 'University of Leeds', year: '2019' }]);
  });

  it("When a university's named school follows it on the school's line, then the degree was earned there and both are written", () => {
    expect(educationOf('The Ohio State University, Fisher College of Business, Columbus, OH\nMaster of Accountancy, 05/2022').education).toEqual([
      { degree: 'Master of Accountancy', institution: 'The Ohio State University, Fisher College of Business', year: '2022' },
    ]);
  });

  it("When a university's own school is named with \"The\" after it, then the school is written with the university", () => {
    expect(educationOf('Toronto Metropolitan University, The Chang School    Toronto\nProfessional Diploma in Digital Product Management    2016').education).toEqual([
      { degree: 'Professional Diploma in Digital Product Management', institution: 'Toronto Metropolitan University, The Chang School', year: '2016' },
    ]);
  });

  it.each([
    ['Bachelor of Science in Hospitality Management    May 2018\nUniversity of Nevada, Las Vegas', 'University of Nevada, Las Vegas'],
    ['California Polytechnic State University, San Luis Obispo, Expected May 2028\nBachelor of Science in Computer Engineering – San Luis Obispo, CA', 'California Polytechnic State University, San Luis Obispo'],
    ['University of California, Berkeley | 2016\nBachelor of Science in Computer Science', 'University of California, Berkeley'],
    ['University of Michigan, Ann Arbor, MI | 2016\nBachelor of Science in Computer Science', 'University of Michigan'],
  ])('When a university is named with its campus\'s town, "%s", then it is read as "%s"', (written, institution) => {
    expect(educationOf(written).education[0]?.institution).toBe(institution);
  });

  it.each([
    ['BL Nigerian Law School, Lagos Campus, Bar Part II    Lagos, Nigeria\n2010', { degree: 'BL, Bar Part II', institution: 'Nigerian Law School, Lagos Campus', year: '2010' }],
    ['AAS in Human Services    2015\nCentral Community College—Hastings Campus, Hastings, NE', { degree: 'AAS in Human Services', institution: 'Central Community College—Hastings Campus', year: '2015' }],
    ['Graduação em Cloud Computing, Universidade Estácio de Sá, Campus Taguatinga    2026', { degree: 'Graduação em Cloud Computing', institution: 'Universidade Estácio de Sá, Campus Taguatinga', year: '2026' }],
  ])('When a school is named with its campus, "%s", then the campus is part of the school\'s name', (written, entry) => {
    expect(educationOf(written).education).toEqual([entry]);
  });

  it.each([
    ['Two-year vocational diploma in kitchen management and culinary arts.'],
    ['Dual apprenticeship with Hansa Fasteners GmbH'],
    ['◆ Online RN-to-BSN program; capstone on early-warning scores for rapid response activation'],
  ])('When a sentence under a whole entry names studies, "%s", then it is a note on the entry, not another degree', (note) => {
    expect(educationOf(`2010–2012 Técnico Superior en Dirección de Cocina, CIPFP Costa Blanca, Alicante\n${note}\n2010 Bachillerato, Alicante International College`).education).toEqual([
      { degree: 'Técnico Superior en Dirección de Cocina', institution: 'CIPFP Costa Blanca', year: '2012' },
      { degree: 'Bachillerato', institution: 'Alicante International College', year: '2010' },
    ]);
  });

  it('When an undated degree in capitals follows a whole entry, then it is the next entry', () => {
    expect(educationOf('Bachelor of Science in Nursing 2016\nOhio University\nMaster of Science in Nursing Education\nWright State University').education).toEqual([
      { degree: 'Bachelor of Science in Nursing', institution: 'Ohio University', year: '2016' },
      { degree: 'Master of Science in Nursing Education', institution: 'Wright State University', year: '' },
    ]);
  });

  it("When RenderCV's degree column runs into the school's name or names the degree again after a school without a school's word, then the school is read", () => {
    expect(educationOf('PharmDUniversité de Montréal, Pharmacy\nSept 2013 – May 2017').education[0]).toEqual({ degree: 'PharmD, Pharmacy', institution: 'Université de Montréal', year: '2017' });
    expect(educationOf('PhD ETH Zürich, PhD in Chemistry – Zürich, Switzerland    Mar 2022 – present').education).toEqual([
      { degree: 'PhD in Chemistry', institution: 'ETH Zürich', year: '2022' },
    ]);
    expect(educationOf('LLM University College London, International Banking and Finance Law\nSept 2014 – Sept 2015').education).toEqual([
      { degree: 'LLM, International Banking and Finance Law', institution: 'University College London', year: '2015' },
    ]);
  });

  it("When an exchange term between two degrees has its place and dates on lines of its own, then they stay the exchange's, not the next degree's", () => {
    const text = [
      'MSc ETH Zürich, MSc in Chemistry – Zürich, Switzerland    Sept 2020 – Feb 2022',
      'Technische Universität München, Organic Chemistry (Erasmus+ exchange semester)',
      '– Munich, Germany',
      'Mar 2019 – July 2019',
      'BSc University of Belgrade, BSc in Chemistry – Belgrade, Serbia    2016 – 2020',
    ].join('\n');

    expect(educationOf(text).education).toEqual([
      { degree: 'MSc in Chemistry', institution: 'ETH Zürich', year: '2022' },
      { degree: 'BSc in Chemistry', institution: 'University of Belgrade', year: '2020' },
    ]);
  });

  it.each(['Erasmus exchange, Chalmers University of Technology, 2011', '• Exchange term at Leiden University, spring 2008', '• Exchange programs at Durham University (UK) and Montreal University (Canada)', 'Universidad de Málaga – Málaga, Spain    Spring 2007\nTourism Management (Erasmus semester)', '2011 Research Semester at Lund University'])(
    'When an exchange term is listed among the degrees ("%s"), then it is no degree',
    (term) => {
      const degrees = educationOf(`Escola Superior de Hotelaria e Turismo do Estoril – Estoril, Portugal    2010 – 2012\nMSc in Hotel Management\n${term}`).education;

      expect(degrees).toEqual([{ degree: 'MSc in Hotel Management', institution: 'Escola Superior de Hotelaria e Turismo do Estoril', year: '2012' }]);
    },
  );

  it("When a bullet under a degree gives its class of honours and an award, then it is a detail, not another degree", () => {
    expect(educationOf('National University of Singapore – Singapore\nBachelor of Business Administration in Accountancy\n◦ Second Class Upper Honours; ASEAN Undergraduate Scholarship\n1998 – 2002').education).toEqual([
      { degree: 'Bachelor of Business Administration in Accountancy', institution: 'National University of Singapore', year: '2002' },
    ]);
  });

  it('When a German vocational school (Berufsfachschule) is named, then it is the school', () => {
    expect(educationOf('State-certified Physiotherapist, Berufsfachschule für Physiotherapie Schwabing, Munich\n2015–2018').education[0]?.institution).toBe(
      'Berufsfachschule für Physiotherapie Schwabing',
    );
  });

  it("When a line of details opens with the grade, then the honours college it names is no school", () => {
    const text = ['University of Massachusetts Amherst\tAmherst, MA', 'Bachelor of Science in Education\tMay 2025', 'GPA: 3.82/4.00 | Magna Cum Laude | Commonwealth Honors College'].join('\n');

    expect(educationOf(text).education).toEqual([{ degree: 'Bachelor of Science in Education', institution: 'University of Massachusetts Amherst', year: '2025' }]);
  });

  it('When a school-leaving exam lists its subjects and grades after a colon, then the exam is the degree', () => {
    expect(educationOf('Kingsmead Sixth Form College, Stockport\t2022 – 2024\nA Levels: Mathematics (A*), Computer Science (A*), Physics (A)').education).toEqual([
      { degree: 'A Levels', institution: 'Kingsmead Sixth Form College', year: '2024' },
    ]);
  });

  it('When a school-leaving certificate stands over its high school and a letter grade, then the high school is its school', () => {
    const text = ['Kenya Certificate of Secondary Education (KCSE)', "Karima Girls' High School", '2016 · Mean Grade A-'].join('\n');

    expect(educationOf(text).education).toEqual([{ degree: 'Kenya Certificate of Secondary Education (KCSE)', institution: "Karima Girls' High School", year: '2016' }]);
  });

  it('When a business school is named before its university, or an honours engineering degree is "BE (Hons)", then each is read', () => {
    expect(educationOf('MBA, Lagos Business School, Pan-Atlantic University 2014\nBE (Hons) Civil Engineering 2013\nUniversity of Newcastle').education).toEqual([
      { degree: 'MBA', institution: 'Lagos Business School, Pan-Atlantic University', year: '2014' },
      { degree: 'BE (Hons) Civil Engineering', institution: 'University of Newcastle', year: '2013' },
    ]);
  });

  it('When a CV written to a form labels the school, the qualification and the year, then the labels are no school and the subjects no degree', () => {
    const text = [
      'Institution:\tTshwane University of Technology',
      'Qualification:\tNational Diploma: Electrical Engineering (Heavy Current)',
      'Year completed:\t2022',
      'Major subjects:\tPower Systems III, Electrical Machines III',
      'School:\tPhumelela Combined School',
      'Qualification:\tMatric (National Senior Certificate)',
      'Year completed:\t2017',
      'Subjects passed:\tMathematics, Physical Sciences, Geography',
    ].join('\n');

    expect(educationOf(text).education).toEqual([
      { degree: 'National Diploma: Electrical Engineering (Heavy Current)', institution: 'Tshwane University of Technology', year: '2022' },
      { degree: 'Matric (National Senior Certificate)', institution: 'Phumelela Combined School', year: '2017' },
    ]);
  });

  it('When a town and its state close an entry on a line of their own, then the state is no degree', () => {
    const text = ['Master of Public Policy', 'University of Maryland, School of Public Policy', 'College Park, MD', 'May 2021', 'B.A. in Political Science', 'Dickinson College', 'Carlisle, PA', 'May 2017'].join('\n');

    expect(educationOf(text).education.map((entry) => entry.degree)).toEqual(['Master of Public Policy', 'B.A. in Political Science']);
  });

  it.each([
    ['degree, school, year on one line', 'B.S. Computer Science, University of Washington, 2018'],
    ['school first with pipes', 'University of Washington | B.S. Computer Science | 2014 – 2018'],
    ['three lines', 'B.S. Computer Science\nUniversity of Washington\n2018'],
    ['year first', '2018\nB.S. Computer Science\nUniversity of Washington, Seattle, WA'],
    ['graduation month and a dash', 'B.S. Computer Science — University of Washington, June 2018'],
    ['GPA and honours', 'B.S. Computer Science, magna cum laude, University of Washington, 2018 (GPA 3.8/4.0)'],
  ])('When a degree is written as %s, then degree, school and year are found', (_layout, text) => {
    expect(educationOf(text).education).toEqual([
      { degree: 'B.S. Computer Science', institution: 'University of Washington', year: '2018' },
    ]);
  });

  it.each([
    ['"at" before the school and the dates in brackets', 'BSc Physics at University of Lisbon (2011 – 2015)'],
    ['slashes between the parts', 'BSc Physics / University of Lisbon / 2011 – 2015'],
    ['a bullet that holds the studies and their dates, the school under it', '• BSc Physics (Sep 2011 – Jun 2015)\nUniversity of Lisbon'],
  ])('When a degree is written with %s, then degree, school and year are found', (_layout, text) => {
    expect(educationOf(text).education).toEqual([{ degree: 'BSc Physics', institution: 'University of Lisbon', year: '2015' }]);
  });

  it.each([
    ['moderncv\'s period after a comma list', '2006 – 2011 Degree in Informatics Engineering, UPC-BarcelonaTech, Barcelona, Spain.', 'Degree in Informatics Engineering', 'UPC-BarcelonaTech', '2011'],
    ['a bootcamp named after a diploma\'s subject', 'Diploma: Full Stack Web Development, Lighthouse Labs - Victoria, BC Nov 2020', 'Diploma: Full Stack Web Development', 'Lighthouse Labs', '2020'],
    ['a Spanish degree under a school named after its country', 'Universidad de Chile\nLicenciatura en Física\n2012', 'Licenciatura en Física', 'Universidad de Chile', '2012'],
  ])('When a degree names its subject and a school without a school word follows (%s), then that name is the school', (_shape, text, degree, institution, year) => {
    expect(educationOf(text).education).toEqual([{ degree, institution, year }]);
  });

  it('When RenderCV writes an acronym school before "B. Tech. in …" and an award bullet under it, then the degree is read and the award is none', () => {
    expect(educationOf('IIIT Delhi, B. Tech. in Computer Science and Engineering – New Delhi, India Aug 2013 – July 2017\n• Gold Medalist for Best BTech Project in Entrepreneurship\n• Admin of the SDE Club').education).toEqual([
      { degree: 'B. Tech. in Computer Science and Engineering', institution: 'IIIT Delhi', year: '2017' },
    ]);
  });

  it.each([
    ['2007–2011 Physics with industrial experience University of Bristol', 'Physics with industrial experience', 'University of Bristol'],
    ['2007–2011 MSc Physics, Technical University of Munich', 'MSc Physics', 'Technical University of Munich'],
  ])('When studies and their school run together ("%s"), then the school starts where its name does', (text, degree, institution) => {
    expect(educationOf(text).education).toEqual([{ degree, institution, year: '2011' }]);
  });

  it('When a degree, its subject and its school run together, then the degree keeps its subject', () => {
    expect(educationOf('2013–2015 PhD in Computer Science University of Aizu').education).toEqual([
      { degree: 'PhD in Computer Science', institution: 'University of Aizu', year: '2015' },
    ]);
  });

  it.each([
    ['a concentration', 'Master of Science in Nursing (MSN) – Nursing Administration, Texas Tech University, 2024', 'Master of Science in Nursing (MSN), Nursing Administration', 'Texas Tech University'],
    ['a second subject in capitals', 'BACHELOR’S DEGREE. iN MATHEMATICS, COMPUTER SCIENCE, AWESOME UNIVERSITY 2015', 'BACHELOR’S DEGREE. iN MATHEMATICS, COMPUTER SCIENCE', 'AWESOME UNIVERSITY'],
  ])('When what follows a degree\'s subject is %s, then it is no school', (_shape, text, degree, institution) => {
    expect(educationOf(text).education).toEqual([expect.objectContaining({ degree, institution })]);
  });

  it('When a bullet names studies without a degree word over their dates, then the studies are the entry\'s degree', () => {
    const text = '• Foundation Course in Art and Design (Sep 2008 – Jun 2010)\nLakeside Community College\n• Access Course in Media (2007 – 2008)\nLakeside Community College';

    expect(educationOf(text).education).toEqual([
      { degree: 'Foundation Course in Art and Design', institution: 'Lakeside Community College', year: '2010' },
      { degree: 'Access Course in Media', institution: 'Lakeside Community College', year: '2008' },
    ]);
  });

  it('When studies with no degree word are named over their school and dates, then each school line closes its entry', () => {
    const text = 'Marine Studies\nCoastal Ecology\nHarbour University | 2016\nOcean Studies\nDeep Sea Ecology\nBay University | 2019';

    expect(educationOf(text).education).toEqual([
      { degree: 'Marine Studies', institution: 'Harbour University', year: '2016' },
      { degree: 'Ocean Studies', institution: 'Bay University', year: '2019' },
    ]);
  });

  it('When bullets with a span of dates head the studies, then a bullet with one date or none over a school is a course and no degree', () => {
    const text = '• Foundation Course in Art and Design (Sep 2008 – Jun 2010)\nLakeside Community College\n• Evening Pottery Course (2011)\nHarbour Arts College\n• Weekend Sailing Course\nBay Sailing School';

    expect(educationOf(text).education).toEqual([{ degree: 'Foundation Course in Art and Design', institution: 'Lakeside Community College', year: '2010' }]);
  });

  it('When a degree is written only in dotted initials ("M.B.A."), then it is an entry of its own', () => {
    const text = 'Lakeside University\n• M.B.A. Nov 2008 – Jun 2009\n• M.S. in Geophysics Aug 2006 – Aug 2008';

    expect(educationOf(text).education).toEqual([
      { degree: 'M.B.A.', institution: 'Lakeside University', year: '2009' },
      { degree: 'M.S. in Geophysics', institution: 'Lakeside University', year: '2008' },
    ]);
  });

  it('When degrees come before their schools and a project heads a school of its own, then the project makes no entry', () => {
    const text = [
      'MSc Data Science',
      'University of Lisbon | 2013 - 2015',
      'Master Project - Harbour',
      'University of Lisbon | 2013 - 2014',
      'Built a touch table application',
      'Bachelor Studies Physics',
      'University of Porto | 2009 - 2013',
    ].join('\n');

    expect(educationOf(text).education).toEqual([
      { degree: 'MSc Data Science', institution: 'University of Lisbon', year: '2015' },
      { degree: 'Bachelor Studies Physics', institution: 'University of Porto', year: '2013' },
    ]);
  });

  it('When schools head their entries, then a school no word marks as one is read in a school\'s place', () => {
    const text = 'PES University\nBachelor of Engineering, Computer Science · (2013 - 2017)\nKendriya Vidyalaya Haveri\n· (2006 - 2012)';

    expect(educationOf(text).education).toEqual([
      { degree: 'Bachelor of Engineering, Computer Science', institution: 'PES University', year: '2017' },
      { degree: '', institution: 'Kendriya Vidyalaya Haveri', year: '2012' },
    ]);
  });

  it('When a line of description under a school-first entry is followed by a thesis, then it is no school', () => {
    const text = '2007 - 2012 - University of Porto\nBachelor Studies Physics\nFundamentals in Optics\nBachelor thesis on lasers';

    expect(educationOf(text).education).toEqual([{ degree: 'Bachelor Studies Physics', institution: 'University of Porto', year: '2012' }]);
  });

  it('When the degree\'s initials stand alone over its subject, then the subject belongs to the degree', () => {
    expect(educationOf('B.S.\nComputer Science\nUniversity of Alabama\nSeptember 2012 - June 2016').education).toEqual([
      { degree: 'B.S. Computer Science', institution: 'University of Alabama', year: '2016' },
    ]);
  });

  it('When a school and its dates head a project or a semester abroad, then they make no entry', () => {
    const text = '2015 - University of Lisbon\nMSc Data Science\n2013 - 2014 - University of Lisbon\nMaster Project - Harbour\n2011 - 2012 - University of Porto\nSemester Abroad';

    expect(educationOf(text).education).toEqual([{ degree: 'MSc Data Science', institution: 'University of Lisbon', year: '2015' }]);
  });

  it('When a school is written over several degrees, then each degree is from that school until the next one', () => {
    const text = 'First American University, Springfield, Massachusetts, USA\n■ Ph.D. in Geophysical Engineering Dec 2009 – Jul 2014\n■ M.S. in Geophysical Engineering Aug 2006 – Aug 2008\nScience College, Springfield, Pennsylvania, USA\n■ B.S. in Geography May 2002 – May 2005';

    expect(educationOf(text).education).toEqual([
      { degree: 'Ph.D. in Geophysical Engineering', institution: 'First American University', year: '2014' },
      { degree: 'M.S. in Geophysical Engineering', institution: 'First American University', year: '2008' },
      { degree: 'B.S. in Geography', institution: 'Science College', year: '2005' },
    ]);
  });

  it.each([
    ['glued to the degree', 'Graduated as M.Sc. Digital Media University of Bremen 2015 / 07'],
    ['in brackets', 'Graduated as M.Sc. Digital Media (University of Bremen) 2015 / 07'],
  ])('When the school is %s, then degree and school are told apart', (_layout, text) => {
    expect(educationOf(text).education).toEqual([{ degree: 'M.Sc. Digital Media', institution: 'University of Bremen', year: '2015' }]);
  });

  it('When a project, a semester abroad and the studies toward the degree are listed beside it, then only the degree is one', () => {
    const text = [
      'Graduated as M.Sc. Digital Media - University of Bremen 2015 / 07',
      'Master Project - PrIMA - University of Bremen 2012 - 2013',
      'Co-Invented a touch table application for medical',
      'Master Studies Digital Media - University of Bremen 2012 - 2015',
      'Semester Abroad - University of Melbourne 2009 - 2010',
      "Bachelor's Degree (9.1 CGPA)",
      'Government College of Engineering Nagpur 2018 - 2022',
    ].join('\n');

    expect(educationOf(text).education).toEqual([
      { degree: 'M.Sc. Digital Media', institution: 'University of Bremen', year: '2015' },
      { degree: "Bachelor's Degree", institution: 'Government College of Engineering Nagpur', year: '2022' },
    ]);
  });

  it('When school-leaving qualifications are written "A Levels" and "O Levels", then they are degrees', () => {
    expect(educationOf('A Levels\nBeaconhouse School System | 2023 — 2024\nO Levels\nArmy Public School | 2020 — 2022').education).toEqual([
      { degree: 'A Levels', institution: 'Beaconhouse School System', year: '2024' },
      { degree: 'O Levels', institution: 'Army Public School', year: '2022' },
    ]);
  });

  it('When the grade is written after the degree with the number first ("- 3.8 GPA"), then the degree is still read', () => {
    expect(educationOf('XYZ University\nBachelor of Science in Computer Science - 3.8 GPA Sep 2019 - May 2023').education).toEqual([
      { degree: 'Bachelor of Science in Computer Science', institution: 'XYZ University', year: '2023' },
    ]);
  });

  it('When several degrees follow each other without blank lines, then each is its own entry', () => {
    const text = 'M.S. Statistics\nStanford University\n2017\nB.A. Economics\nUC Berkeley\n2015';

    expect(educationOf(text).education).toEqual([
      { degree: 'M.S. Statistics', institution: 'Stanford University', year: '2017' },
      { degree: 'B.A. Economics', institution: 'UC Berkeley', year: '2015' },
    ]);
  });

  it('When a major sits between degree and school, then it belongs to the degree', () => {
    expect(educationOf('MBA, Finance — The University of Chicago Booth School of Business, 2005').education).toEqual([
      { degree: 'MBA, Finance', institution: 'The University of Chicago Booth School of Business', year: '2005' },
    ]);
  });

  it('When the school is a high school, then "Diploma" is the degree and the school the institution', () => {
    expect(educationOf('Lanphier High School, Springfield, IL - Diploma, 2010').education).toEqual([
      { degree: 'Diploma', institution: 'Lanphier High School', year: '2010' },
    ]);
  });

  it.each([
    ['Expected May 2025', '2025'],
    ['Class of 2016', '2016'],
    ['2012 – 2016', '2016'],
  ])('When the year reads "%s", then the graduation year is %s', (written, year) => {
    expect(educationOf(`B.A. History\nUniversity of Oregon\n${written}`).education[0]?.year).toBe(year);
  });

  it.each(['Universität Mannheim', 'Politecnico di Milano', 'Georgia Institute of Technology', 'Lewis & Clark College'])(
    'When the school is "%s", then it is recognised as one',
    (school) => {
      expect(educationOf(`M.A. Design, ${school}, 2016`).education[0]?.institution).toBe(school);
    },
  );

  it('When coursework and a thesis follow a degree, then they add no entry', () => {
    const text = 'Ph.D., Chemical Engineering, Massachusetts Institute of Technology, 2019\nThesis: Catalytic upgrading of lignin\nRelevant coursework: Kinetics, Transport';

    expect(educationOf(text).education).toHaveLength(1);
  });

  it('When a professional qualification is listed with the degrees, then it is a credential', () => {
    const result = educationOf('ACCA (Association of Chartered Certified Accountants), 2018\nBSc (Hons) Accounting and Finance, University of Leeds, 2014');

    expect(result).toEqual({
      education: [{ degree: 'BSc (Hons) Accounting and Finance', institution: 'University of Leeds', year: '2014' }],
      credentials: ['ACCA (Association of Chartered Certified Accountants), 2018'],
    });
  });

  it('When thesis, grade and prose lines follow a degree, then they are no degrees', () => {
    const text = [
      'Moscow Aviation Institute Moscow, Russia',
      'Engineer Specialist degree in Information Systems 2008 – 2014',
      'Diploma thesis was "Searching ground objects in UAV video".',
      'Quite glad I did not continue this project in a PhD, as it would have gone to the military.',
      'Undergraduate GPA',
    ].join('\n');

    expect(educationOf(text).education).toEqual([
      { degree: 'Engineer Specialist degree in Information Systems', institution: 'Moscow Aviation Institute', year: '2014' },
    ]);
  });

  it('When a sentence leads into the degree, then the degree starts at its name', () => {
    expect(educationOf('2009–2010 Earned partial credit toward a B.Sc in Computer Science, The Open University of Israel.').education).toEqual([
      { degree: 'B.Sc in Computer Science', institution: 'The Open University of Israel', year: '2010' },
    ]);
  });

  it('When the major carries a note in brackets, then the major is kept without it', () => {
    expect(educationOf("Master's Degree, Software Engineering (SIL)\nUniversity of Strasbourg 2021 – 2023").education).toEqual([
      { degree: "Master's Degree, Software Engineering", institution: 'University of Strasbourg', year: '2023' },
    ]);
  });

  it('When a medical CV letters its groups of degrees and writes the MD alone, then each school keeps its own degree', () => {
    const text = [
      'A. \tUndergraduate',
      'Wake Forest University',
      'Winston-Salem, NC',
      'BA Music Composition \tMay 2010',
      'B. \tGraduate and Professional',
      'Oregon Health and Sciences University',
      'Portland, OR',
      'MS Health and Clinical Informatics - In progress expected graduation June 2022',
      'Rutgers Robert Wood Johnson Medical School',
      'New Brunswick, NJ',
      'MD \tMay 2017',
    ].join('\n');

    expect(educationOf(text).education).toEqual([
      { degree: 'BA Music Composition', institution: 'Wake Forest University', year: '2010' },
      { degree: 'MS Health and Clinical Informatics', institution: 'Oregon Health and Sciences University', year: '2022' },
      { degree: 'MD', institution: 'Rutgers Robert Wood Johnson Medical School', year: '2017' },
    ]);
  });

  it('When the state of the town is written before the degree, then it is not part of the degree', () => {
    expect(educationOf('California State East Bay, Hayward, CA Bachelor of Arts, History \t6/2007').education).toEqual([
      { degree: 'Bachelor of Arts, History', institution: 'California State East Bay', year: '2007' },
    ]);
  });

  it('When an associate degree is written with a curly apostrophe, then it is a degree of the college above it', () => {
    expect(educationOf('Blinn College Bryan, TX\nAssociate’s in Liberal Arts Aug. 2014 – May 2018').education).toEqual([
      { degree: 'Associate’s in Liberal Arts', institution: 'Blinn College', year: '2018' },
    ]);
  });

  it('When a course without a degree heads its entry with a name and dates, then it is an entry and the next school another', () => {
    expect(educationOf('AltMBA, New York, NY\nJanuary 2016 - May 2016\nCarroll University, Waukesha, WI — BS Degree\nAug 2008 - May 2012').education).toEqual([
      { degree: '', institution: 'AltMBA', year: '2016' },
      { degree: 'BS Degree', institution: 'Carroll University', year: '2012' },
    ]);
  });

  it('When a builder\'s footer follows a date, then it is no school', () => {
    expect(educationOf('Pittsburgh, Pennsylvania\n01/2015 - 01/2017\nPowered by resumementor').education).toEqual([]);
  });

  it('When the school\'s name opens with "The" right after the degree, then "The" is the school\'s', () => {
    expect(educationOf('2011–2012 Masters of Commerce The University of Lisbon').education).toEqual([
      { degree: 'Masters of Commerce', institution: 'The University of Lisbon', year: '2012' },
    ]);
  });

  it('When a long major sits between the degree and the school, then it stays with the degree', () => {
    expect(educationOf('2002 Master of Arts, Upside Down Underwater Basket Weaving, University of Lisbon, Lisbon, Portugal').education).toEqual([
      { degree: 'Master of Arts, Upside Down Underwater Basket Weaving', institution: 'University of Lisbon', year: '2002' },
    ]);
  });

  it('When each school and its country head the degree and dates under them, then the school is named without the country', () => {
    const text = [
      'Stat-Math Unit, Indian Statistical Institute Bangalore, India',
      'Philosophiae Doctorate in Mathematics Jul 2019 – Present',
      'Barasat Government College Barasat, India',
      'Bachelor of Science in Mathematics (Hons.) 2013 – 2016',
    ].join('\n');

    expect(educationOf(text).education).toEqual([
      { degree: 'Philosophiae Doctorate in Mathematics', institution: 'Stat-Math Unit, Indian Statistical Institute Bangalore', year: '2019' },
      { degree: 'Bachelor of Science in Mathematics (Hons.)', institution: 'Barasat Government College', year: '2016' },
    ]);
  });

  it('When a sentence under a degree names a school only in lower case, then it is no degree', () => {
    const text = 'Lakeside Community College, AA in General Studies – Kirtland, OH May 2021\nCompleted during high school through dual enrollment program';

    expect(educationOf(text).education).toEqual([{ degree: 'AA in General Studies', institution: 'Lakeside Community College', year: '2021' }]);
  });

  it('When an associate degree\'s initials name its subject with "in", then that is the degree', () => {
    const text = 'Lakeside Community College, AS, AA in General Studies – Kirtland, OH May 2021';

    expect(educationOf(text).education).toEqual([{ degree: 'AA in General Studies', institution: 'Lakeside Community College', year: '2021' }]);
  });

  it('When a school is named before its state or nation, then the school keeps its name and the place is dropped', () => {
    const text = 'Aberystwyth University, Wales\nB.Eng. in Software Engineering\n1st class, with Honours, BCS-accredited\nSept 2011 – June 2015';

    expect(educationOf(text).education).toEqual([{ degree: 'B.Eng. in Software Engineering', institution: 'Aberystwyth University', year: '2015' }]);
  });

  it('When a premaster follows a master, each over its school and dates, then each is a degree of its own school', () => {
    const text = 'Master in Cyber Security\nRadboud University\nFeb 2019 – Jun 2021 * Nijmegen, NL\nPremaster in Cyber Security\nRadboud University\nSep 2018 – Feb 2019 * Nijmegen, NL';

    expect(educationOf(text).education).toEqual([
      { degree: 'Master in Cyber Security', institution: 'Radboud University', year: '2021' },
      { degree: 'Premaster in Cyber Security', institution: 'Radboud University', year: '2019' },
    ]);
  });

  it('When a long major ends the line before its dates, then it stays with the degree', () => {
    const text = 'B.A. – Communication with Public Relations Concentration | May 2011\nNorth Carolina State University – Raleigh, NC';

    expect(educationOf(text).education).toEqual([
      { degree: 'B.A., Communication with Public Relations Concentration', institution: 'North Carolina State University', year: '2011' },
    ]);
  });

  it('When the degree\'s initials come before the school and the area after it, then each is read as such', () => {
    const text = 'MSc Universidade do Porto, Integrated Master’s in Electrical Engineering\nSept 2012 – Sept 2017';

    expect(educationOf(text).education).toEqual([
      { degree: 'MSc, Integrated Master’s in Electrical Engineering', institution: 'Universidade do Porto', year: '2017' },
    ]);
  });

  it.each([
    ['MSc Gdańsk University of Technology, Computer Science', 'MSc, Computer Science', 'Gdańsk University of Technology'],
    ['BS Massachusetts Institute of Technology, Physics', 'BS, Physics', 'Massachusetts Institute of Technology'],
    ['PhD in Computer Science University of Aizu, Japan', 'PhD in Computer Science', 'University of Aizu'],
    ['PhD Massachusetts Institute of Technology, PhD in Economics – Cambridge, MA', 'PhD in Economics', 'Massachusetts Institute of Technology'],
  ])('When the degree\'s initials come before a school named after its town and the area after it ("%s"), then the town stays in the school', (line, degree, institution) => {
    expect(educationOf(`${line}\nOct 2013 – June 2018`).education).toEqual([{ degree, institution, year: '2018' }]);
  });

  it.each([
    ['Abitur, Gymnasium Johanneum, Schwedter Straße 88\n2005', 'Abitur', 'Gymnasium Johanneum', '2005'],
    ['DAV Public School, Chennai\nClass XII - Science (CBSE)\n2021', 'Class XII, Science', 'DAV Public School', '2021'],
    ['Grado - Advertising and Public Relations\n2015 - 2019\nUniversidad Complutense de Madrid', 'Grado, Advertising and Public Relations', 'Universidad Complutense de Madrid', '2019'],
    ['Classes préparatoires - MPSI\n2015 - 2017\nLycée Victor-Hugo, Besançon', 'Classes préparatoires, MPSI', 'Lycée Victor-Hugo', '2017'],
  ])('When a school-leaving or national qualification is named ("%s"), then it is the degree and its school the institution', (text, degree, institution, year) => {
    expect(educationOf(text).education).toEqual([{ degree, institution, year }]);
  });

  it.each([
    ['Software Engineering, MS 2017–2019', 'MS, Software Engineering', '2019'],
    ['Business Administration, BBA 2010–2015', 'BBA, Business Administration', '2015'],
  ])('When the subject comes before the degree\'s initials ("%s"), then the subject is the major, not a town in Mississippi', (line, degree, year) => {
    expect(educationOf(`Boğaziçi University Istanbul, Turkey\n${line}`).education).toEqual([{ degree, institution: 'Boğaziçi University', year }]);
  });

  it('When the degree\'s initials stand on their own line over "School, Area", then the area is the degree\'s', () => {
    expect(educationOf('BEng\nUniversity of South Australia, Computer Systems Engineering\n1995 – 1998').education).toEqual([
      { degree: 'BEng, Computer Systems Engineering', institution: 'University of South Australia', year: '1998' },
    ]);
  });

  it('When a pre-university course is named under its college and town, then it is the degree and the town is no part of it', () => {
    expect(educationOf('Sri Vidyaranya PU College – Mysuru June 2017 – May 2019\nPre-University Course (PCMC)\n• Scored 94%').education).toEqual([
      { degree: 'Pre-University Course (PCMC)', institution: 'Sri Vidyaranya PU College', year: '2019' },
    ]);
  });

  it('When a name no word marks as a school stands over each degree, then it is the school (and the subject under the degree is the degree’s)', () => {
    const text = 'U. OREGON\nMASTER OF SCIENCE\nComputer Science\nGPA 3.72; 2015–2017\nUC DAVIS\nBACHELOR OF SCIENCE\nPhysics\nGPA 3.9; 2011-2015';

    expect(educationOf(text).education).toEqual([
      { degree: 'MASTER OF SCIENCE in Computer Science', institution: 'U. OREGON', year: '2017' },
      { degree: 'BACHELOR OF SCIENCE in Physics', institution: 'UC DAVIS', year: '2015' },
    ]);
  });

  it('When a degree comes out of a narrow column in pieces of words, then the pieces are one degree', () => {
    const text = 'Bach\nelor of\nCom\nputer\nSci\nence\nGadjah Mada University, Computer Science\nAug 2018 – July 2022';

    expect(educationOf(text).education).toEqual([{ degree: 'Bachelor of Computer Science', institution: 'Gadjah Mada University', year: '2022' }]);
  });

  it('When a bullet under a degree names an activity and its dates, then those dates are not the degree\'s', () => {
    const text = 'Bachelor of Computer Science\nGadjah Mada University\n• Teaching Assistant for Databases (2020-2021)\n• Member of the Robotics Club\nYogyakarta, Indonesia\nAug 2018 – July 2022';

    expect(educationOf(text).education).toEqual([{ degree: 'Bachelor of Computer Science', institution: 'Gadjah Mada University', year: '2022' }]);
  });

  it('When the degree names its advisors or the school its web address, then neither is part of the entry', () => {
    const text = 'PhD in Economics. Advisors: Ana Silva & John Roe\nParis-Dauphine University 2025\nUniversity of Oregon\nBachelor of Science\nhttps://www.uoregon.edu/';

    expect(educationOf(text).education).toEqual([
      { degree: 'PhD in Economics', institution: 'Paris-Dauphine University', year: '2025' },
      { degree: 'Bachelor of Science', institution: 'University of Oregon', year: '' },
    ]);
  });
});

describe('Parts of a school and towns beside a degree', () => {
  it('When a faculty follows the degree, then it is no part of the degree', () => {
    expect(educationOf('Licentiate Degree in Physics, Faculty of Sciences\nCentral University of Venezuela, 2009 – 2016').education).toEqual([
      { degree: 'Licentiate Degree in Physics', institution: 'Central University of Venezuela', year: '2016' },
    ]);
  });

  it('When a town is written between the degree and its school, then it is no subject of the degree', () => {
    expect(educationOf('2013 – 2017 Master degree, Saint-Petersburg, ITMO University').education).toEqual([
      { degree: 'Master degree', institution: 'ITMO University', year: '2017' },
    ]);
  });
});

describe('Places beside a school', () => {
  it('When a school is followed by its town and country, then the country is no degree, and a study-abroad term under it makes no entry', () => {
    expect(educationOf('MSc Physics, University of Leeds, 2010\nUniversity of Edinburgh, Edinburgh, Scotland').education[1]).toEqual({ degree: '', institution: 'University of Edinburgh', year: '' });
    expect(educationOf('University of Edinburgh, Edinburgh, UK\nStudy Abroad semester, 6 courses transferred, 1/2014–5/2014').education).toEqual([]);
  });
});

describe('Courses no word names as a degree', () => {
  it('When dated studies and a short name share a line, then they are the course and its school; a state where the school would be is none', () => {
    expect(educationOf('2011-2012 Web Development Specialization course. | UTFPR\nUse of offline web pages in the inventory of assets process.\n2012 Advanced Pattern Recognition | TU Delft').education).toEqual([
      { degree: 'Web Development Specialization course', institution: 'UTFPR', year: '2012' },
      { degree: 'Advanced Pattern Recognition', institution: 'TU Delft', year: '2012' },
    ]);
    expect(educationOf('Epic EMR Training Course | Completed | 2025').education).toEqual([]);
  });
});

describe('Entries read by the shape of their siblings', () => {
  // The PDF reader marks where the page changes type; the marks are read as the analysis begins.
  const markedEducationOf = (lines: string[]) => extractEducation(toLines(readPageMarks(lines.join('\n')))).education;
  const M = FIELD_MARK;

  it('When an entry sits in the runs of type where its siblings name their degree and school, then its runs are the degree and the school', () => {
    expect(
      markedEducationOf([
        `Diploma: Full Stack Web Development${M}, Lighthouse Labs - Victoria, BC ${M}Nov 2020`,
        `The Complete 2020 Web Development Bootcamp${M}, Udemy - Online course ${M}Aug 2020`,
        `MA in Sound Design with Post Production${M}, University of York ${M}Nov 2014`,
      ]),
    ).toEqual([
      { degree: 'Diploma: Full Stack Web Development', institution: 'Lighthouse Labs', year: '2020' },
      { degree: 'The Complete 2020 Web Development Bootcamp', institution: 'Udemy', year: '2020' },
      { degree: 'MA in Sound Design with Post Production', institution: 'University of York', year: '2014' },
    ]);
  });

  it('When the dates open the school’s run, then they are a run of their own, and the degree’s run is read whole', () => {
    expect(
      markedEducationOf([
        `2012 – 2013 ${M}Universidad de Buenos Aires${M}, Licenciatura in Philosophy –`,
        'Buenos Aires, Argentina',
        `1999 – 2005 ${M}República Francesa, ${M}Electronic Technician in Electronics and Communications –`,
        'Argentina',
        `2016 ${M}Coursera${M}, Probabilistic Graphical Models, Machine Learning`,
      ]),
    ).toEqual([
      { degree: 'Licenciatura in Philosophy', institution: 'Universidad de Buenos Aires', year: '2013' },
      { degree: 'Electronic Technician in Electronics and Communications', institution: 'República Francesa', year: '2005' },
      { degree: 'Probabilistic Graphical Models, Machine Learning', institution: 'Coursera', year: '2016' },
    ]);
  });

  it('When runs of labels hold no dates, then they are read as details, not as a degree and its school', () => {
    const labels = [`2014 – 2019 ${M}PhD in Entomology${M}, University of Arizona`, `TOPIC ${M}Comparative Transcriptomics of Midguts`, `MENTOR ${M}Professor Judith Willis`];
    expect(markedEducationOf(labels)).toEqual([{ degree: 'PhD in Entomology', institution: 'University of Arizona', year: '2019' }]);
  });
});

describe('Schools no word names, with their own dates', () => {
  it('When a name with its dates follows a whole entry and a degree follows it, then it is the next school; a mark out of the top is no part of the degree', () => {
    const text = [
      'Pisa University    2020 – present',
      'Bachelor in Computer Science    Pisa, IT',
      'ITS Tullio Buzzi    2015 – 2020',
      'High school leaving qualification in',
      'Computer Science and Telecommunications (100/100)',
      'Prato, IT',
    ].join('\n');
    expect(educationOf(text).education[1]).toEqual({ degree: 'High school leaving qualification in Computer Science and Telecommunications', institution: 'ITS Tullio Buzzi', year: '2020' });
  });

  it('When a British degree is written "Bsc", then it is a degree', () => {
    expect(educationOf('Bsc Hons Computer Games Technology - Liverpool John Moores University - 2008-2011').education).toEqual([
      { degree: 'Bsc Hons Computer Games Technology', institution: 'Liverpool John Moores University', year: '2011' },
    ]);
  });
});

describe('Degrees listed over one school', () => {
  it('When degrees are listed one under another over one span of dates and one school, then each is of that school', () => {
    expect(educationOf('‣ B.S. Comp. Sci.\n‣ B.A. Physics\n‣ Biology Minor\n2014 - 2018\nUniversity of Rochester\nRochester, NY').education).toEqual([
      { degree: 'B.S. Comp. Sci.', institution: 'University of Rochester', year: '2018' },
      { degree: 'B.A. Physics', institution: 'University of Rochester', year: '2018' },
    ]);
  });

  it('When a degree written without a school stands over another school’s entry, then it keeps no school', () => {
    expect(educationOf('Bachelor of Arts\nMSc Physics, University of Leeds, 2018').education[0]).toEqual({ degree: 'Bachelor of Arts', institution: '', year: '' });
  });
});

describe('Degrees of Brazilian CVs', () => {
  it('When a Brazilian "Tecnólogo" follows its school with its area, then it is the degree in that area', () => {
    expect(educationOf('Centro Universitário Senac, Tecnólogo, Análise e Desenvolvimento de Sistemas, (Dezembro 2023)').education).toEqual([
      { degree: 'Tecnólogo, Análise e Desenvolvimento de Sistemas', institution: 'Centro Universitário Senac', year: '2023' },
    ]);
  });
});

describe('A part of a school named before it', () => {
  it.each([
    ['Masters in political science, faculty of commerce, Suez Canal University, 2020', 'Masters in political science', 'faculty of commerce, Suez Canal University', '2020'],
    ['Department of Pure Mathematics, University of Calcutta\nMaster of Science in Pure Mathematics 2016 – 2018', 'Master of Science in Pure Mathematics', 'Department of Pure Mathematics, University of Calcutta', '2018'],
  ])('When a faculty or department comes right before its school ("%s"), then it is written with the school', (text, degree, institution, year) => {
    expect(educationOf(text).education).toEqual([{ degree, institution, year }]);
  });

  it('When RenderCV sets the degree before a faculty whose name wraps onto the university’s line, then the faculty, the university and the area after them are read as the page writes them', () => {
    const text = [
      'M.Sc. Faculty of Electronics, Telecommunications and Information Technology — National',
      'University of Science and Technology POLITEHNICA Bucharest, Advanced Computing in',
      'Embedded Systems',
      '• Thesis: "Detecting humans in thermal images"',
      'Bucharest, Romania',
      'Sep 2023 to present',
      'B.Sc. Faculty of Electronics, Telecommunications and Information Technology — National',
      'University of Science and Technology POLITEHNICA Bucharest, Information Engineering',
      'Bucharest, Romania',
      'Sep 2019 to Jul 2023',
    ].join('\n');
    const school = 'Faculty of Electronics, Telecommunications and Information Technology — National University of Science and Technology POLITEHNICA Bucharest';
    expect(educationOf(text).education).toEqual([
      { degree: 'M.Sc., Advanced Computing in Embedded Systems', institution: school, year: '2023' },
      { degree: 'B.Sc., Information Engineering', institution: school, year: '2023' },
    ]);
  });

  it('When a school’s name wraps after a town and a dash ("— London" over "University College London"), then the town is no part of it', () => {
    expect(educationOf('MSc Economics — London\nUniversity College London\n2014 – 2015').education).toEqual([{ degree: 'MSc Economics', institution: 'University College London', year: '2015' }]);
  });
});

describe('A LinkedIn export without dates', () => {
  it('When the field of study repeats the degree’s subject ("Bachelor of Information Technology, Information Technology"), then it is no school, and the school above is the degree’s', () => {
    const text = 'Norwegian University of Science and Technology (NTNU)\nBachelor of Information Technology, Information Technology\nUiT- The Arctic University of Norway\nBachelor of Interdisciplinary Studies';
    expect(educationOf(text).education).toEqual([
      { degree: 'Bachelor of Information Technology, Information Technology', institution: 'Norwegian University of Science and Technology (NTNU)', year: '' },
      { degree: 'Bachelor of Interdisciplinary Studies', institution: 'UiT- The Arctic University of Norway', year: '' },
    ]);
  });
});

describe('A school named by its acronym', () => {
  it('When initials and a subject come before an acronym ("Bsc Hons Computer Games Technology - LJMU"), then the acronym is the school, not a second subject', () => {
    const text = 'Bsc Hons Computer Games Technology - LJMU - 2008-2011\nBSc Economics, LSE, 2015';
    expect(educationOf(text).education).toEqual([
      { degree: 'Bsc Hons Computer Games Technology', institution: 'LJMU', year: '2011' },
      { degree: 'BSc Economics', institution: 'LSE', year: '2015' },
    ]);
  });

  it('When a degree is set in small capitals ("BACHELOR’S DEGREE. iN MATHEMATICS, COMPUTER"), then the subject’s last word is no acronym of a school', () => {
    const text = 'Awesome University, Frankfurt, Germany\nBACHELOR’S DEGREE. iN MATHEMATiCS, COMPUTER\nSCiENCE Sept. 2012 ‑ June. 2015';
    expect(educationOf(text).education).toEqual([{ degree: 'BACHELOR’S DEGREE. iN MATHEMATICS, COMPUTER', institution: 'Awesome University', year: '2015' }]);
  });
});

describe('A university named with a dash', () => {
  const markedEducationOf = (text: string) => extractEducation(toLines(readPageMarks(text))).education;

  it('When the university’s own name follows a dash in the same run of type, then it is part of the school', () => {
    expect(markedEducationOf(`Licence Sciences de la Vie, ${FIELD_MARK}Université Toulouse III – Paul Sabatier,\nToulouse.\n2004 – 2007`)).toEqual([
      { degree: 'Licence Sciences de la Vie', institution: 'Université Toulouse III – Paul Sabatier', year: '2007' },
    ]);
  });

  it('When a dash parts the school from its town, or the page sets them in two runs, then the school ends at the dash', () => {
    expect(markedEducationOf(`BSc Physics, ${FIELD_MARK}University of Leeds – Leeds, 2010`)[0]?.institution).toBe('University of Leeds');
    expect(markedEducationOf(`BSc Physics, ${FIELD_MARK}Universidad de Chile – ${FIELD_MARK}Casa Central, 2010`)[0]?.institution).toBe('Universidad de Chile');
  });
});

describe('French qualifications', () => {
  it('When French degrees (Mastère, LP, DUT, DTS) stand over their schools, dates and places, then each is read with its own school', () => {
    const text = [
      'Mastère DevOps & Cloud',
      '\u0013 Sup de Vinci    2021 – 2024    La défense, France',
      'LP Administration Réseaux Multimédia',
      '\u0013 IUT Créteil-Vitry    2019 – 2020    France',
      'DTS Télécommunications',
      'ISTA Agadir    2014 – 2016    Maroc',
    ].join('\n');
    expect(educationOf(text).education).toEqual([
      { degree: 'Mastère DevOps & Cloud', institution: 'Sup de Vinci', year: '2024' },
      { degree: 'LP Administration Réseaux Multimédia', institution: 'IUT Créteil-Vitry', year: '2020' },
      { degree: 'DTS Télécommunications', institution: 'ISTA Agadir', year: '2016' },
    ]);
  });

  it('When "LP" ends an employer’s name, then it is its legal form, no degree', () => {
    expect(educationOf('Blackstone Capital Partners LP, 2015').education).toEqual([]);
  });
});

describe('A degree’s kind over its subject', () => {
  it('When a degree’s kind stands alone on its line over its subject, then the subject is the degree’s; under a whole entry’s line it is a description', () => {
    expect(educationOf('UC SANTA BARBARA\nBACHELOR OF SCIENCE\nPhysics & Computer Science\nGPA 3.98; 2010-2015').education).toEqual([
      { degree: 'BACHELOR OF SCIENCE in Physics & Computer Science', institution: 'UC SANTA BARBARA', year: '2015' },
    ]);
    expect(educationOf('2005 Masters of Science, University of Alberta, Edmonton\nPure Mathematics').education).toEqual([
      { degree: 'Masters of Science', institution: 'University of Alberta', year: '2005' },
    ]);
  });
});

describe('An integrated master’s', () => {
  it('When a line names two degrees’ initials before the subject, then both are the degree, and the town after the school is no subject', () => {
    expect(educationOf('MSc, Bsc Electrical and Computer Engineering\nInstituto Superior Técnico, Lisbon | September 2017 - August 2022').education).toEqual([
      { degree: 'MSc, Bsc Electrical and Computer Engineering', institution: 'Instituto Superior Técnico', year: '2022' },
    ]);
  });
});

describe('Schools named in more languages', () => {
  it('When a school is a Hungarian, Polish, Czech, Finnish, Turkish or Swedish university, then it is the institution', () => {
    expect(educationOf('Villamosmérnök MSc\nBudapesti Műszaki és Gazdaságtudományi Egyetem\n2022 - 2024').education).toEqual([
      { degree: 'Villamosmérnök MSc', institution: 'Budapesti Műszaki és Gazdaságtudományi Egyetem', year: '2024' },
    ]);
    for (const school of ['Uniwersytet Warszawski', 'Univerzita Karlova', 'Helsingin yliopisto', 'Boğaziçi Üniversitesi', 'Kungliga Tekniska högskolan', 'Politechnika Wrocławska']) {
      expect(educationOf(`MSc Physics\n${school}\n2015 - 2017`).education).toEqual([{ degree: 'MSc Physics', institution: school, year: '2017' }]);
    }
  });
});

// Text as the PDF reader gives it, with FIELD_MARK where one run of type ends and the next begins.
const educationMarkedOf = (text: string) => extractEducation(toLines(readPageMarks(text))).education;

describe('Where a degree was studied', () => {
  it('When a country stands beside the degree or a town closes the school’s line, then neither is the degree’s subject nor its school', () => {
    const text = `Université de Reims Champagne-Ardenne ${FIELD_MARK}France\nMaster en Mathématiques Appliquées ${FIELD_MARK}2003 - 2006\nLycée Clemenceau et Roosevelt, Reims ${FIELD_MARK}2000 - 2003`;
    expect(educationMarkedOf(text)).toEqual([
      { degree: 'Master en Mathématiques Appliquées', institution: 'Université de Reims Champagne-Ardenne', year: '2006' },
      { degree: '', institution: 'Lycée Clemenceau et Roosevelt', year: '2003' },
    ]);
    expect(educationMarkedOf(`CPGE ${FIELD_MARK}France\n2000 - 2003`)).toEqual([{ degree: 'CPGE', institution: '', year: '2003' }]);
  });
});

describe('A music grade', () => {
  it('When "Grade 8" opens the name of an exam, then it is part of the name; a grade with its mark is still a grade', () => {
    expect(educationMarkedOf(`2010 ${FIELD_MARK}Grade 8 ${FIELD_MARK}Pianoforte Examination ${FIELD_MARK}Royal School of Music, London`)).toEqual([
      { degree: 'Grade 8 Pianoforte Examination', institution: 'Royal School of Music', year: '2010' },
    ]);
    expect(educationOf('BSc Physics, University of Leeds, 2013, Grade: 8.5/10').education).toEqual([{ degree: 'BSc Physics', institution: 'University of Leeds', year: '2013' }]);
  });
});

describe('An exchange noted under a degree', () => {
  it('When a bullet under a whole entry names exchange programs at two schools, then it is a note, and the next school heads its own entry', () => {
    const text = [
      `Strasbourg University ${FIELD_MARK}2018`,
      `Master in Macroeconomics and European Policies ${FIELD_MARK}Strasbourg, France`,
      '• Exchange programs at Durham University (UK) and Montreal University (Canada)',
      `Preparatory Class for the Ecole Normale Supérieure ${FIELD_MARK}2015`,
      `Two-year intensive preparation for the entrance exam of the ENS in Economics ${FIELD_MARK}Montpellier, France`,
    ].join('\n');
    expect(educationMarkedOf(text)).toEqual([
      { degree: 'Master in Macroeconomics and European Policies', institution: 'Strasbourg University', year: '2018' },
      { degree: 'Two-year intensive preparation for the entrance exam of the ENS in Economics', institution: 'Preparatory Class for the Ecole Normale Supérieure', year: '2015' },
    ]);
  });
});

describe('A high school named alone', () => {
  it('When a high school’s name stands alone over its dates, then it is the school of an entry without a degree, not a diploma', () => {
    const text = 'University of Michigan\nBachelor of Arts, History · (September 2019 - June 2020)\nWalter Johnson High School\n· (September 2016 - July 2017)';
    expect(educationOf(text).education).toEqual([
      { degree: 'Bachelor of Arts, History', institution: 'University of Michigan', year: '2020' },
      { degree: '', institution: 'Walter Johnson High School', year: '2017' },
    ]);
    expect(educationOf('Lincoln High School - Diploma, 2015').education).toEqual([{ degree: 'Diploma', institution: 'Lincoln High School', year: '2015' }]);
    expect(educationOf('High School, 2015\nLakeview Academy').education).toEqual([{ degree: 'High School', institution: 'Lakeview Academy', year: '2015' }]);
  });
});

describe('Runs of type after the dates', () => {
  it('When the dates open the line and the degree and the school are set in runs of their own, then the school is parted from the degree', () => {
    const text = `2010 - 2012 ${FIELD_MARK}A Levels ${FIELD_MARK}The Thomas Hardye School\n2007 - 2010 ${FIELD_MARK}GCSEs ${FIELD_MARK}The Purbeck School`;
    expect(educationMarkedOf(text)).toEqual([
      { degree: 'A Levels', institution: 'The Thomas Hardye School', year: '2012' },
      { degree: 'GCSEs', institution: 'The Purbeck School', year: '2010' },
    ]);
  });

  it('When a grade closes the degree’s run of type, then the school’s run after it is still parted from the degree', () => {
    expect(educationMarkedOf(`2008 ${FIELD_MARK}High school diploma with distinction ${FIELD_MARK}Gymnasium #70, Bishkek, Kyrgyzstan`)).toEqual([
      { degree: 'High school diploma', institution: 'Gymnasium #70', year: '2008' },
    ]);
  });

  it('When "with Honours" follows a degree’s name, then it names an honours degree; after a comma, or "with distinction", it is a grade', () => {
    expect(educationMarkedOf(`2010–2013 ${FIELD_MARK}Bachelor of Science with Honours ${FIELD_MARK}The University of the Witwatersrand, Johannesburg`)).toEqual([
      { degree: 'Bachelor of Science with Honours', institution: 'The University of the Witwatersrand', year: '2013' },
    ]);
    expect(educationOf('Bachelor of Science, with honours, University of Leeds, 2013').education).toEqual([{ degree: 'Bachelor of Science', institution: 'University of Leeds', year: '2013' }]);
    expect(educationOf('Central University of Venezuela (UCV), Graduated with Honors 2009–2016\nBachelor of Computer Science').education).toEqual([
      { degree: 'Bachelor of Computer Science', institution: 'Central University of Venezuela (UCV)', year: '2016' },
    ]);
  });
});

describe('Studies named by their graduation', () => {
  it('When "Graduation" closes a subject’s name, then it names the degree; as a note before the dates it is left out', () => {
    const text = `2002-2006 Computer Engineering Graduation. ${FIELD_MARK}UNOPAR\nAdaptive assistant to access classroom tools.\n2000-2001 Data Processing Technical course. ${FIELD_MARK}CEETEPS\nDevelopment of a library management system.`;
    expect(educationMarkedOf(text)).toEqual([
      { degree: 'Computer Engineering Graduation', institution: 'UNOPAR', year: '2006' },
      { degree: 'Data Processing Technical course', institution: 'CEETEPS', year: '2001' },
    ]);
    expect(educationOf('B.S. Computer Science, Expected Graduation: May 2020\nUniversity of Texas').education).toEqual([
      { degree: 'B.S. Computer Science', institution: 'University of Texas', year: '2020' },
    ]);
    expect(educationOf('University of Texas\nB.S. Computer Science, Graduation 2020').education).toEqual([
      { degree: 'B.S. Computer Science', institution: 'University of Texas', year: '2020' },
    ]);
  });
});

describe('Studies taken at or from a school', () => {
  it('When a line names the studies, then "from" or "at" and the school, then the school is parted from the degree', () => {
    const text = 'Bachelor of Technology, from G. Pullaiah College of Engineering and technology, Kurnool – 7.8 CGPA (2022-Present)\nIntermediate (MPC) from Sri Chaitanya Junior College, Kurnool – 9.4 (2018-2020)';
    expect(educationOf(text).education).toEqual([
      { degree: 'Bachelor of Technology', institution: 'G. Pullaiah College of Engineering and technology', year: '2022' },
      { degree: 'Intermediate (MPC)', institution: 'Sri Chaitanya Junior College', year: '2020' },
    ]);
    const french = `2018-2020 ${FIELD_MARK}C.P.G.E at Lycée Masséna ${FIELD_MARK}Physics and Engineering Science\n2015-2018 ${FIELD_MARK}High school at Lycée Masséna ${FIELD_MARK}Science`;
    expect(educationMarkedOf(french)).toEqual([
      { degree: 'C.P.G.E, Physics and Engineering Science', institution: 'Lycée Masséna', year: '2020' },
      { degree: 'High school', institution: 'Lycée Masséna', year: '2018' },
    ]);
  });

  it('When "from" or "at" is followed by no school, then the line is left whole', () => {
    expect(educationOf('Certificate in Data Science from Coursera\n2021').education).toEqual([{ degree: 'Certificate in Data Science from Coursera', institution: '', year: '2021' }]);
  });
});

describe('A grade noted beside the degree', () => {
  it('When a UK class "2.1 (hons)" or a bracketed mention follows the degree, then it is no part of it', () => {
    expect(educationOf('MPhys Physics with Astrophysics 2.1 (hons), The University of Manchester, 2012 - 2016').education).toEqual([
      { degree: 'MPhys Physics with Astrophysics', institution: 'The University of Manchester', year: '2016' },
    ]);
    expect(educationOf('PhD (’with honours’ special mention), University of Turku, 2013 – 2018').education).toEqual([{ degree: 'PhD', institution: 'University of Turku', year: '2018' }]);
  });
});

describe('Labelled studies beside the degree', () => {
  it('When "Major:" labels the field after the degree, then it is the degree’s subject, never the school', () => {
    const text = `EDUCATION ${FIELD_MARK}Northeastern Illinois University ${FIELD_MARK}Chicago, IL.\nBachelor of Arts ${FIELD_MARK}Major: English ${FIELD_MARK}Minor: History ${FIELD_MARK}May, 2005`;
    expect(educationMarkedOf(text.replace('EDUCATION ', ''))).toEqual([
      { degree: 'Bachelor of Arts, Major: English', institution: 'Northeastern Illinois University', year: '2005' },
    ]);
  });
});

describe('A long school name spelled out in brackets', () => {
  it('When an engineer’s degree and a school with its name in brackets make a long line, then the line is still the entry', () => {
    const text = '2014-2020 Engineer’s Degree – Software Engineering, 5 year program, CAECE University (Centro de Altos Estudios en Ciencias Exactas), Buenos Aires, Argentina.';
    expect(educationOf(text).education).toEqual([
      { degree: 'Engineer’s Degree, Software Engineering', institution: 'CAECE University (Centro de Altos Estudios en Ciencias Exactas)', year: '2020' },
    ]);
  });
});

describe('A British postgraduate diploma and an entry parted by semicolons', () => {
  it('When "PGDip" names the degree and a semicolon parts the school, then both are read', () => {
    expect(educationOf('Sep 2019-present: PGDip in Health Data Analytics; UCL').education).toEqual([
      { degree: 'PGDip in Health Data Analytics', institution: 'UCL', year: '2019' },
    ]);
  });

  it('When "Expected graduation date" stands before the dates, then no word of it is the degree', () => {
    expect(educationOf('Saint John’s University. Expected graduation date 05/2024. Computer Science Major. Cumulative GPA 3.2/4.0').education[0]?.degree).not.toMatch(/date/);
  });

  it('When "MS Office" is listed among qualifications, then it is no master’s degree', () => {
    expect(educationOf('Qualified Instructor in Leadership\nMS Office (Word, Excel, PowerPoint, Outlook, Access)').education).toEqual([]);
  });
});

describe('Studies named in more ways', () => {
  it('When a "Higher Technician" or a French "Licence" is named, then it is the degree', () => {
    expect(educationOf('Higher Technician in Systems Administration, CESUR, Jan 2022 – Jan 2025').education).toEqual([
      { degree: 'Higher Technician in Systems Administration', institution: 'CESUR', year: '2025' },
    ]);
    expect(educationOf('Licence - Sciences de la Vie\nUniversité Grenoble-Alpes\n2015 – 2018').education[0]).toMatchObject({ institution: 'Université Grenoble-Alpes', year: '2018' });
    expect(educationOf('Licence - Sciences de la Vie\nUniversité Grenoble-Alpes\n2015 – 2018').education[0]?.degree).toMatch(/^Licence/);
  });

  it('When one was a student at a faculty of a university, then the faculty and university are the school, and the class rank no degree', () => {
    expect(educationOf('Student at Faculty of Computers and Artificial Intelligence Cairo University [2022-2026] (GPA:3.77), Student Rank: 41.').education).toEqual([
      { degree: '', institution: 'Faculty of Computers and Artificial Intelligence Cairo University', year: '2026' },
    ]);
    expect(educationOf('Physics student at University of Oslo, 2019 - 2022').education).toEqual([{ degree: 'Physics', institution: 'University of Oslo', year: '2022' }]);
  });
});

describe('A Canva CV’s schools over their degrees', () => {
  it('When a town stands with its country in brackets, a degree wraps after "et" or breaks its type after "en", and an unknown school heads the last degree, then each entry is whole', () => {
    const text = [
      `IUT Metz${FIELD_MARK}, Metz, 2022 - 2024`,
      `DUT : ${FIELD_MARK}Génie Mécanique et`,
      'Productique',
      `Lycée Eiffel${FIELD_MARK}, Ondjiva (Angola), 2018 -2021`,
      `Baccalauréat : ${FIELD_MARK}Sciences Physiques et`,
      'Biologiques',
      `ENSIBS${FIELD_MARK}, Lorient, 2024 - 2027`,
      `Diplôme d’ingénieur en ${FIELD_MARK}Génie Industriel 4.0`,
    ].join('\n');
    expect(educationMarkedOf(text)).toEqual([
      { degree: 'DUT : Génie Mécanique et Productique', institution: 'IUT Metz', year: '2024' },
      { degree: 'Baccalauréat : Sciences Physiques et Biologiques', institution: 'Lycée Eiffel', year: '2021' },
      { degree: 'Diplôme d’ingénieur en Génie Industriel 4.0', institution: 'ENSIBS', year: '2027' },
    ]);
  });
});

describe('moderncv education entries of the fifteenth round', () => {
  it('When a sentence under dated studies and their school names a degree, then it is a note on them, not another degree', () => {
    const text = '2009 - 2016 Mechanical Electrical Technician, UNT Technical Institute.\n{ Completed a program equivalent to an Associate Degree.\n{ Acquired foundational technical skills in mechanical systems.';
    expect(educationOf(text).education).toEqual([{ degree: 'Mechanical Electrical Technician', institution: 'UNT Technical Institute', year: '2016' }]);
  });

  it('When a dated line opens with its degree and names a thesis, then it is a degree, not a detail', () => {
    const text = 'Dec. 2011 M.Sc. Thesis in Informatics, NTNU, Trondheim, Norway.\nSupervisors: John Krogstie and Albert Tort.\n2006 – 2011 Degree in Informatics Engineering, UPC-BarcelonaTech, Barcelona, Spain.';
    expect(educationOf(text).education.map((entry) => entry.degree)).toEqual(['M.Sc. Thesis in Informatics', 'Degree in Informatics Engineering']);
  });

  it('When the grade is given on two countries’ scales, then neither is the degree or the school', () => {
    const text = [
      'Master of Science in Computer Science (Security) IT: 110/110 cum laude — UK: First class honours 2021',
      'University of Perugia, Perugia, IT',
      'Bachelor of Science in Computer Science (Networking) IT: 102/110 — UK: 2:1 2006',
      'University of Perugia, Perugia, IT',
    ].join('\n');
    expect(educationOf(text).education).toEqual([
      { degree: 'Master of Science in Computer Science (Security)', institution: 'University of Perugia', year: '2021' },
      { degree: 'Bachelor of Science in Computer Science (Networking)', institution: 'University of Perugia', year: '2006' },
    ]);
  });
});

describe('RenderCV education entries of the fifteenth round', () => {
  it('When no degree is given, then RenderCV’s "in" before the area is no part of the studies, and "Ecole" without its accent is a school', () => {
    const text = `Ecole 42 Paris${FIELD_MARK}, in Low-level / Embedded / Kernel Specialization – Paris, France ${FIELD_MARK}2023 – 2025`;
    expect(educationMarkedOf(text)).toEqual([{ degree: 'Low-level / Embedded / Kernel Specialization', institution: 'Ecole 42 Paris', year: '2025' }]);
  });
});

describe('A two-column CV’s narrow education column', () => {
  it('When a degree wraps after a dash and the school’s name wraps twice, then both are read whole', () => {
    const text = ['Diplôme d’ingénieur ‑', 'Mechanical Engineering', '2017 ‑ 2020', `ENSMM, ${FIELD_MARK}École Nationale`, 'Supérieure de Mécanique et des', 'Microtechniques, Besançon'].join('\n');
    expect(educationMarkedOf(text)).toEqual([
      { degree: 'Diplôme d’ingénieur, Mechanical Engineering', institution: 'École Nationale Supérieure de Mécanique et des Microtechniques', year: '2020' },
    ]);
  });
});

describe('A Twenty Seconds CV’s studies', () => {
  it('When the school’s acronym follows its name and a note says the studies are completed, then the acronym is the school’s and the note no part of it', () => {
    const text = `2016 - 2022 Graduation (Completed) ${FIELD_MARK}São Paulo University, USP\nEngineering Physics`;
    expect(educationMarkedOf(text)).toEqual([{ degree: 'Engineering Physics', institution: 'São Paulo University, USP', year: '2022' }]);
  });
});

describe('Notes listed after a degree', () => {
  it('When a line under a whole dated degree lists its faculty, honours and clubs parted by semicolons, then it is notes, no degree', () => {
    const text = "Bachelor of Commerce, Marketing Management | Toronto Metropolitan University | 2019 – 2023\nTed Rogers School of Management; Dean's List 2021–2023; Marketing Association, VP Events";
    expect(educationOf(text).education).toEqual([{ degree: 'Bachelor of Commerce, Marketing Management', institution: 'Toronto Metropolitan University', year: '2023' }]);
  });
});

describe('LinkedIn’s degree lines', () => {
  it('When the export writes "Degree - Short form, Field · (dates)", then the field stays with the degree', () => {
    expect(educationOf('GLA University\nBachelor of Technology - BTech, CS · (2019 - 2023)').education).toEqual([
      { degree: 'Bachelor of Technology (BTech), CS', institution: 'GLA University', year: '2023' },
    ]);
    expect(educationOf('DePaul University\nMaster of Science - MS, Telecommunication Systems · (May 2003 - December 2005)').education).toEqual([
      { degree: 'Master of Science (MS), Telecommunication Systems', institution: 'DePaul University', year: '2005' },
    ]);
  });

  it('When a degree wraps before its dates, then every line of it is the degree, each subject kept', () => {
    const text = 'University of Birmingham\nB.Sc., Physics · (1990 - 1994)\nBournemouth School\nA Level, Physics, Chemistry, Mathematics, Further\nMathematics · (1989 - 1990)';
    expect(educationOf(text).education).toEqual([
      { degree: 'B.Sc., Physics', institution: 'University of Birmingham', year: '1994' },
      { degree: 'A Level, Physics, Chemistry, Mathematics, Further Mathematics', institution: 'Bournemouth School', year: '1990' },
    ]);
  });

  it('When a school’s short name wraps onto a line in brackets, or the dates break after their month, then each stays whole', () => {
    const text = 'National Organization for Development of Exceptional Talents\n(Sampad)\nMathematics and Physics · (2011 - 2015)\nDePaul University\nMaster of Science - MS, Telecommunication Systems · (May\n2003 - December 2005)';
    expect(educationOf(text).education).toEqual([
      { degree: 'Mathematics and Physics', institution: 'National Organization for Development of Exceptional Talents (Sampad)', year: '2015' },
      { degree: 'Master of Science (MS), Telecommunication Systems', institution: 'DePaul University', year: '2005' },
    ]);
  });

  it('When entries without dates or without a degree stand among dated ones, then each school keeps its own degree', () => {
    const text = 'Campus Montsouris\nBTS (SIO), Informatique\nUniversité Paris-Est Créteil (UPEC)\nLiscence, Histoire · (septembre 2019 - juillet 2020)\nWalter Johnson High School\n(septembre 2016 - juillet 2017)\nQALight\nAdvanced Test Automation (Java)';
    expect(educationOf(text).education).toEqual([
      { degree: 'BTS (SIO), Informatique', institution: 'Campus Montsouris', year: '' },
      { degree: 'Liscence, Histoire', institution: 'Université Paris-Est Créteil (UPEC)', year: '2020' },
      { degree: '', institution: 'Walter Johnson High School', year: '2017' },
      { degree: 'Advanced Test Automation (Java)', institution: 'QALight', year: '' },
    ]);
  });

  it('When the school is named in a language the rules have no words for, then the line over the degree is the school', () => {
    const text = 'Национальный авиационный университет\nспециалист, автоматика и вычислительная техника · (1992 - 1998)';
    expect(educationOf(text).education).toEqual([{ degree: 'специалист, автоматика и вычислительная техника', institution: 'Национальный авиационный университет', year: '1998' }]);
  });
});

describe('Training under a provider that is no school', () => {
  it('When a degree sits over the dated name of the firm that gave it, then that firm is its school, and a name over a school after it is the next entry', () => {
    const text = 'Máster en Tecnología Esri\nEsri España · 2020 – 2021\nTecnología Esri en profundidad: proyectos\nAnalista Internacional y Geopolítico\nLISA Institute\nGrado en Ing. Geomática y\nTopografía\nUniv. Politècnica de València · 2014 – 2019';
    expect(educationOf(text).education).toEqual([
      { degree: 'Máster en Tecnología Esri', institution: 'Esri España', year: '2021' },
      { degree: 'Analista Internacional y Geopolítico', institution: 'LISA Institute', year: '' },
      { degree: 'Grado en Ing. Geomática y Topografía', institution: 'Univ. Politècnica de València', year: '2019' },
    ]);
  });

  it('When the dates stand alone under the degree and its subject, then a line over the school is a note on that degree', () => {
    expect(educationOf('Class XII - Science (CBSE)\n2021\nPercentage: 94.2%\nDAV Public School, Chennai').education).toEqual([
      { degree: 'Class XII, Science', institution: 'DAV Public School', year: '2021' },
    ]);
  });
});

describe('A school’s name misspelled', () => {
  it.each(['The Unversity of Manchester', 'Univeristy of Leeds', 'Universty of Ghana'])('When the school is written "%s", then it is still the school', (school) => {
    expect(educationOf(`MPhys Physics with Astrophysics, ${school} 2012 - 2016`).education).toEqual([{ degree: 'MPhys Physics with Astrophysics', institution: school, year: '2016' }]);
  });
});

describe('Qualifications listed together', () => {
  it('When a line lists only qualifications, wrapped after a comma, then they are one entry under the school', () => {
    expect(educationOf('Lampeter Comprehensive School, Wales\nAAB (A-Levels), B (AS Level),\n13 GCSEs (11 at A*/A)').education).toEqual([
      { degree: 'AAB (A-Levels), B (AS Level), 13 GCSEs (11 at A*/A)', institution: 'Lampeter Comprehensive School', year: '' },
    ]);
  });

  it('When a degree is written as two qualifications, then both stay its name', () => {
    expect(educationOf('Bachelor of Medicine, Bachelor of Surgery (MBBS)\nUniversity of Ibadan 1999 – 2005').education).toEqual([
      { degree: 'Bachelor of Medicine, Bachelor of Surgery (MBBS)', institution: 'University of Ibadan', year: '2005' },
    ]);
  });
});

describe('Credentials among degrees', () => {
  it('When a line under whole entries says its writer is qualified as something, then it is a credential, not a degree', () => {
    const text = 'Associate of Applied Science in Communications Technology (2009)\nCommunity College of the Air Force\nQualified Master Air Training Command Instructor in Leadership and Management';
    expect(educationOf(text)).toEqual({
      education: [{ degree: 'Associate of Applied Science in Communications Technology', institution: 'Community College of the Air Force', year: '2009' }],
      credentials: ['Qualified Master Air Training Command Instructor in Leadership and Management'],
    });
  });
});

describe('Schools written over their degrees, and a degree over its school', () => {
  it('When a degree without dates stands right over a dated school, then it is that school’s, not the school heading the entries before', () => {
    const text = 'Université de Reims Champagne-Ardenne    France\nMaster en Mathématiques Appliquées    2003 - 2006\nThèse de Master: Application de l’équation de Black scholes.\nCPGE    France\nLycée Clemenceau et Roosevelt, Reims    2000 - 2003';
    expect(educationOf(text).education).toEqual([
      { degree: 'Master en Mathématiques Appliquées', institution: 'Université de Reims Champagne-Ardenne', year: '2006' },
      { degree: 'CPGE', institution: 'Lycée Clemenceau et Roosevelt', year: '2003' },
    ]);
  });
});

describe('A university’s college and a graduation date', () => {
  it('When a college of the university stands alone under its whole entry, and "Grad." opens the next school’s dates, then neither is a degree', () => {
    const text = 'CORNELL UNIVERSITY\nBS IN COMPUTER SCIENCE\nMay 2014 | Ithaca, NY\nCollege of Engineering\nMagna Cum Laude\nLA MARTINIERE FOR BOYS\nGrad. May 2011| Kolkata, India';
    expect(educationOf(text).education).toEqual([
      { degree: 'BS IN COMPUTER SCIENCE', institution: 'CORNELL UNIVERSITY', year: '2014' },
      { degree: '', institution: 'LA MARTINIERE FOR BOYS', year: '2011' },
    ]);
  });

  it('When "College of Engineering" heads its own entry, then it is a school', () => {
    expect(educationOf('College of Engineering, Pune\nB.Tech. Mechanical Engineering 2012 - 2016').education).toEqual([
      { degree: 'B.Tech. Mechanical Engineering', institution: 'College of Engineering', year: '2016' },
    ]);
  });
});

describe('Brazilian studies written as sentences', () => {
  it('When each line names the studies, a dash and the school, closes with a period and notes whether they go on, then each is read whole', () => {
    const text = 'Pós-graduação em Cibersegurança - HackOne (Em andamento).\nGraduação em Cloud Computing - Universidade Estácio de Sá (Concluído em Fev/2026).\nTécnico em Informática - Escola Técnica de Ceilândia.';
    expect(educationOf(text).education).toEqual([
      { degree: 'Pós-graduação em Cibersegurança', institution: 'HackOne', year: '' },
      { degree: 'Graduação em Cloud Computing', institution: 'Universidade Estácio de Sá', year: '2026' },
      { degree: 'Técnico em Informática', institution: 'Escola Técnica de Ceilândia', year: '' },
    ]);
  });

  it('When Spanish postgraduate studies are named "Posgrado", then they are a degree over their school', () => {
    expect(educationOf('Posgrado en Ciencia de Datos, 2021\nUniversidad de Chile').education).toEqual([{ degree: 'Posgrado en Ciencia de Datos', institution: 'Universidad de Chile', year: '2021' }]);
  });

  it('When "(in Progress)" follows the degree, then it stays with it; after the school or the place it is no part of their names', () => {
    expect(educationOf('Bachelor in Computer Science (in Progress), Pisa University 2017 - 2020').education).toEqual([
      { degree: 'Bachelor in Computer Science (in Progress)', institution: 'Pisa University', year: '2020' },
    ]);
    expect(educationOf('Bachelor of Science, Bellevue University, Bellevue, NE (In Progress)').education).toEqual([
      { degree: 'Bachelor of Science', institution: 'Bellevue University', year: '' },
    ]);
  });

  it('When the line closes on an abbreviation, then it keeps its period', () => {
    expect(educationOf('University of Rochester 2014 - 2018\nB.S. Comp. Sci.').education).toEqual([{ degree: 'B.S. Comp. Sci.', institution: 'University of Rochester', year: '2018' }]);
  });
});

describe('A graduation date on a line of its own', () => {
  it('When "Graduated:" opens the line under the degree and school, then its date is the degree’s year, and a line of honours without a date gives none', () => {
    expect(educationOf('Bachelor of Engineering (Hons), Civil Engineering\nThe University of Auckland\nGraduated: November 2016').education).toEqual([
      { degree: 'Bachelor of Engineering (Hons), Civil Engineering', institution: 'The University of Auckland', year: '2016' },
    ]);
    expect(educationOf('Bachelor of Science in Nursing (BSN)\nUniversity of Texas at Dallas, Richardson, TX\nGraduated: May 2025 | GPA: 3.85 | Summa Cum Laude\nGraduated with honours').education).toEqual([
      { degree: 'Bachelor of Science in Nursing (BSN)', institution: 'University of Texas at Dallas', year: '2025' },
    ]);
  });
});

describe('A subject after a dash over the school', () => {
  it('When a degree alone is followed by a dash and its subject, over a line opening with "University", then the subject is the degree’s', () => {
    expect(educationOf('Bachelor of Arts — Psychology\nUniversity of Sydney\nFeb 2012 – Nov 2015').education).toEqual([
      { degree: 'Bachelor of Arts, Psychology', institution: 'University of Sydney', year: '2015' },
    ]);
  });
});

describe('An expected graduation in brackets', () => {
  it('When the degree closes on "(Expected May 2026)", then the year is read and no bracket is left on the degree or the school', () => {
    expect(educationOf('Georgia Institute of Technology\nMaster of Science in Computer Science (Expected May 2026)').education).toEqual([
      { degree: 'Master of Science in Computer Science', institution: 'Georgia Institute of Technology', year: '2026' },
    ]);
    expect(educationOf('Master of Science in Nursing (MSN)\nUniversity of Texas at Arlington (Expected Graduation: May 2027)').education).toEqual([
      { degree: 'Master of Science in Nursing (MSN)', institution: 'University of Texas at Arlington', year: '2027' },
    ]);
  });
});

describe('An honours degree', () => {
  it('When "Honours" opens the degree’s name, then the line is the degree, while "Honours:" opening a line under it stays a detail', () => {
    expect(educationOf('University of Toronto, Toronto, ON\nHonours Bachelor of Science, Specialist in Computer Science\nSept 2016 - June 2020\nHonours: Dean’s List').education).toEqual([
      { degree: 'Honours Bachelor of Science, Specialist in Computer Science', institution: 'University of Toronto', year: '2020' },
    ]);
  });
});

describe('Grades under a school-leaving qualification', () => {
  it('When an undated line of exam grades or a count of the entry’s own qualifications follows a whole dated entry, then it is no entry of its own', () => {
    expect(educationOf('2009 - 2011 | A Levels | Ridgeway School\nA-levels: A in Chemistry and B in Biology.\nAS-levels: C in History\n2004 - 2009 | GCSEs | Hillside Academy\n9 GCSEs, including Mathematics and English at grade A.').education).toEqual([
      { degree: 'A Levels', institution: 'Ridgeway School', year: '2011' },
      { degree: 'GCSEs', institution: 'Hillside Academy', year: '2009' },
    ]);
  });

  it('When the grades open the section under a school with no qualification named, then they still name the qualification', () => {
    expect(educationOf('Ridgeway School, 2009 - 2011\nA Levels: Mathematics (A*), Physics (A)').education).toEqual([{ degree: 'A Levels', institution: 'Ridgeway School', year: '2011' }]);
  });
});

describe('Fields parted by periods', () => {
  it('When a line written as sentences gives the degree, the school and the dates, then each period after a word parts them; an abbreviation’s parts nothing', () => {
    expect(educationOf('Grado en Ingeniería Informática. Universidad de Granada. 2012-2016.\nMáster en Ciencia de Datos. Universitat Oberta de Catalunya. 2017-2019.').education).toEqual([
      { degree: 'Grado en Ingeniería Informática', institution: 'Universidad de Granada', year: '2016' },
      { degree: 'Máster en Ciencia de Datos', institution: 'Universitat Oberta de Catalunya', year: '2019' },
    ]);
    expect(educationOf('B.S. Comp. Sci., University of Rochester, 2018').education).toEqual([{ degree: 'B.S. Comp. Sci.', institution: 'University of Rochester', year: '2018' }]);
  });
});

describe('A campus with the acronym of the whole name', () => {
  it('When a state university’s campus town is followed by its acronym in brackets, then both stay in the school’s name', () => {
    expect(educationOf('Bachelor of Arts (B.A.), Political Science\nUniversity of California, Los Angeles (UCLA), 2012 – 2016').education).toEqual([
      { degree: 'Bachelor of Arts (B.A.), Political Science', institution: 'University of California, Los Angeles (UCLA)', year: '2016' },
    ]);
  });
});
