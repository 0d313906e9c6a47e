import type { AiSummary } from '../resume-analysis.js';
import { endsWithRange, findDates, lastYear, removeDates } from './dates.js';
import { splitFields, tidy } from './fields.js';
import { isOwnRun, isSetApart, segmentHolding, visualBoundaries, visualSegments, withFieldSeparators } from './visual-fields.js';
import { type Role, slotsByShape } from './entry-shapes.js';
import { splitGluedEmployer, unbracketEmployer } from './glued-employer.js';
import type { Line } from './lines.js';
import { closesWithTown, isPlace, isRegionCode, isRegionName, isTownName, withoutCountry } from './places.js';
import { companyScore, isDegree, isInstitution, startsWithActionVerb } from './vocabulary.js';
import { readProfileExportEducation, withLinkedInDegree } from './profile-export-education.js';

type Education = AiSummary['education'][number];
type Draft = {
  degree: string;
  institution: string;
  year: string;
  others: string[];
  isYearAfterName?: boolean;
  isBulletHeading?: boolean;
  isNotDegree?: boolean;
  isSchoolLast?: boolean;
  // Its degree was an item of a bulleted list.
  isListed?: boolean;
  // The line where its degree stood alone, with neither school nor dates.
  degreeAloneAt?: number;
  // Its studies, no word naming them a degree, and their dates on one line under the school.
  hasDatedStudies?: boolean;
};

// Lines under a degree that describe it rather than name another one.
// "Graduated with honours" describes the degree above; "Graduated as M.Sc. ..." names one, and so
// does Canada's "Honours Bachelor of Science".
const DETAIL = /^(?:gpa|grade|cgpa|(?:major )?subjects(?: passed)?|honou?rs(?!\s+(?:bachelor|degree)\b)|relevant coursework|coursework|courses|thesis|dissertation|minor|concentration|speciali[sz]ation|specialty|activities|dean'?s list|award|(?:gold |silver |bronze )?medal(?:ist)?|prize|winner|graduated(?!\s+as\b)|summa|magna|cum laude)\b/i;
// "A Levels: Mathematics (A*), Computer Science (A*)": a school-leaving exam over its subjects and grades.
const EXAM_SUBJECTS = /^((?:A|AS)[- ]levels?|I?GCSEs?|Highers|IB Diploma|International Baccalaureate|Leaving Certificate|Abitur|Matric(?:ulation)?|HSC|SSC)\s*:\s*\S.*$/i;
// "10 GCSEs, including …", "3 A Levels": a number of the qualifications the degree names.
const isCountOf = (text: string, degree: string) => degree !== '' && /^\d{1,2}\s/.test(text) && text.replace(/^\d{1,2}\s+/, '').toLowerCase().startsWith(degree.toLowerCase());
// "Institution: Tshwane University of Technology", "Qualification: National Diploma: …", "Year
// completed: 2022": a CV written to a form labels each part; the label is no school. (Subjects
// passed are details: see DETAIL.)
const FORM_LABEL = /^(?:institution|school|college|university|qualification|degree|year(?: completed| of passing| obtained)?)\s*(?:\|\s*)?:\s*(?:\|\s*)?/i;
// Study that leads to no degree of its own: "Master Project - PrIMA", "Semester Abroad", "Erasmus
// exchange", "Exchange term at Leiden University", "(Erasmus+ exchange semester)", "Specialisation
// Semester at Graduate School of Grenoble".
const NOT_A_DEGREE =
  /\b(?:master|bachelor)['’]?s? project\b|\b(?:semester|study|year) abroad\b|\b(?:speciali[sz]ation|research|mobility) semester\b|\bexchange (?:semester|term|year|program(?:me)?)s?\b|\berasmus\+?(?: exchange| semester|$)/i;
// "Second Class Upper Honours", "Second Class Honours (Upper Division)", "Upper Second", "2.1 (hons)":
// a UK-style class of degree; "(’with honours’ special mention)", "(with distinction)": a grade's note.
// ", with honours" is one too, but "Bachelor of Science with Honours" names an honours degree.
const HONOURS =
  /,?\s*\(?(?:summa|magna)?\s*cum laude\)?|,\s*with (?:high(?:est)? )?(?:honou?rs|distinction)|\s+with (?:high(?:est)? )?distinction|(?<=graduated)\s+with (?:high(?:est)? )?honou?rs|,?\s*(?:first|second|third)[- ]class(?: (?:upper|lower))?(?: honou?rs)?(?: \((?:upper|lower) division\))?|,?\s*(?:upper|lower) second(?: class)?(?: honou?rs)?|\s*\b[12][.:][12]\s*\(hons?\)|\s*\([^()]*\b(?:mention|distinction)\b[^()]*\)/gi;
// "GPA: 3.8/4.0", and the number first: "(9.1 CGPA)", "- 3.8 GPA"; a letter grade: "· Mean Grade A-";
// a mark out of the scale's top alone in brackets: "(100/100)", "(110/110)". "Grade 8 Pianoforte
// Examination" names a music exam, not a mark.
const GPA = /[,;|·]?\s*\(?\b(?:(?:cum\.?|cumulative|overall|major|mean)\s+)?(?:c?gpa\b[:\s]*[\d.]+(?:\s*\/\s*[\d.]+)?|grade\b[:\s]*[\d.]+(?:\s*\/\s*[\d.]+)?(?!\s+[A-Z][a-z])|(?:c?gpa|grade)\b[:\s]*[A-E][+-]?(?![A-Za-z\d]))\)?|\s*(?:\(|[-–—,]\s*)?\b\d+(?:\.\d+)?(?:\s*\/\s*[\d.]+)?\s*c?gpa\b(?:\s*\))?|\s*\(\d+(?:[.,]\d+)?\s*\/\s*\d+\)/gi;
// "IT: 110/110 cum laude — UK: First class honours", "UK: 2:1": a mark on the Italian scale of 110
// (or out of 100) and a UK class written with a colon, each labelled by the code of the country whose
// scale it is. (A date's year is never 100 or 110.)
const MARK = /\s*(?:[,;|·–—-]\s*)?(?:\b\d{2,3}\s*\/\s*1[01]0\b|\b[12]:[12]\b)/g;
// "— UK:", "IT:", "UK: A" once the grade is out: the label of a scale, perhaps with a letter grade.
// Country codes only: "MS: 2019" or "BA:" is a degree's.
const SCALE_LABEL = /\s*(?:[,;|·–—-]\s*)?\b(?:IT|UK|GB|US|FR|DE|ES|NL|BE|CH|AT|PT|PL|IE|EU):\s*(?:[A-E][+-]?(?![\p{L}\d]))?(?=\s*(?:$|[,;|·–—-]|\d{4}\b))/gu;
// "Graduated: May 2025": a detail's word that, before a date, gives the degree its year.
const GRADUATED = /^graduated\b/i;
// "… Escola Técnica de Ceilândia.": a period after a word of four letters or more closes the line;
// after fewer ("B.S. Comp. Sci.") it ends an abbreviation.
const CLOSING_PERIOD = /(?<=\p{L}{3}\p{Ll})\.\s*$/u;
// "Graduation (Completed)": that the studies are over is no part of their name, nor of the
// school's; "(Concluído em Fev/2026)" leaves the date they ended without its words.
const COMPLETED = /\s*\((?:completed|finished|concluded|conclu[íi]d[oa]|termin[ée]e?)(?:\s+(?:in|on|em|en|le)\s+([^()]*))?\)/gi;
// "Associate of Arts (in progress)": that the studies go on is said of the degree, where the line
// writes it right after it; after the school ("Pós-graduação em Cibersegurança - HackOne (Em
// andamento)") or the place, it is no part of their names.
const IN_PROGRESS = /\s*\((?:in progress|ongoing|em andamento|en curso|en cours|in corso)\)/i;
// "(GPA:3.77), Student Rank: 41.": a place in the class is a grade too.
const RANK = /[,;]?\s*\b(?:student|class)\s+rank\b[:\s]*\d+(?:\s*(?:\/|of|out of)\s*\d+)?\.?/gi;
// "PhD in Economics. Advisors: Serge Darolles & Sylvain Benoit": who supervised is no part of the degree.
const ADVISORS = /[.,;]?\s*\b(?:advis[eo]rs?|supervisors?|supervised by)\b.*$/i;
// A school's web address is no school of its own (Reactive Resume prints it under the degree).
const WEB_ADDRESS = /^[^\p{L}\d]*(?:https?:\/\/|www\.)\S+$/iu;
const AWARD = /\b(?:scholarships?|bursary|prize|award)\b/i;
// A thesis or a grade named anywhere on a line makes it a detail of the degree above.
const DETAIL_ANYWHERE = /\b(?:gpa|thesis|dissertation)\b/i;
// Prose under a degree ("Quite glad I did not continue in a PhD ...") is no degree however it names one.
const MAX_DEGREE_WORDS = 20;
// "University of Massachusetts Amherst, Amherst, MA": the code after a town is its state's, not a
// Master of Arts. Opening the line ("MA, Boston University, Boston, MA"), it is the degree.
function isStateOfTown(field: string, text: string): boolean {
  if (!isRegionCode(field)) return false;
  const towns = [...text.matchAll(new RegExp(`((?:\\p{Lu}[\\p{L}'’.-]*\\s)?\\p{Lu}[\\p{L}'’.-]*),\\s*${field}(?!\\p{L})`, 'gu'))];
  return towns.some(([, before = '']) => isTownName(before) || isTownName(before.split(' ').at(-1) ?? ''));
}

// "The Ohio State University, Fisher College of Business": the school of a university named beside
// it is where the degree was earned, and is written with it (a faculty is not: see isOutsideUnit).
const SCHOOL_OF_UNIVERSITY = /^(?:the\s+)?(?:\p{Lu}[\p{L}.'’-]*\s+){0,3}(?:school|college)\s+of\s/iu;

// "Toronto Metropolitan University, The Chang School", "University at Buffalo, The State University
// of New York": a school or university named with "The" right after a university is that
// university's own, part of its name.
const NAMED_OF_UNIVERSITY = /^The\s+(?:\p{Lu}[\p{L}.'’&-]*\s+){1,3}(?:School|University)\b/u;

function withSchoolOf(school: string | undefined, fields: string[]): string | undefined {
  const next = school === undefined ? undefined : fields[fields.indexOf(school) + 1];
  if (school === undefined || next === undefined) return school;
  const isSchoolOfUniversity = UNIVERSITY_WORD.test(school) && (SCHOOL_OF_UNIVERSITY.test(next) || NAMED_OF_UNIVERSITY.test(next));
  // "Lagos Business School, Pan-Atlantic University": a school named before its university.
  const isSchoolBeforeUniversity = /\b(?:school|college)\b/i.test(school) && !UNIVERSITY_WORD.test(school) && UNIVERSITY_WORD.test(next);
  return isSchoolOfUniversity || isSchoolBeforeUniversity ? `${school}, ${next}` : school;
}
const UNIVERSITY_WORD = /\buniversit/i;

// "University of Nevada, Las Vegas", "California Polytechnic State University, San Luis Obispo":
// a state's university with campuses in several towns is named with its campus's town, which is
// then no place to drop. A university in one town ("University of Michigan, Ann Arbor") is named
// without it.
const CAMPUS_SYSTEM =
  /^(?:the\s+)?(?:university of (?:california|nevada|colorado|massachusetts|illinois|wisconsin|hawai[ʻ'’]?i|missouri|nebraska|alabama|north carolina|texas|tennessee)|california (?:polytechnic )?state university)$/i;
// A name of one to three capitalised words: a campus's town, or the name a campus is given.
const CAMPUS_NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}`;
const CAMPUS = new RegExp(`^${CAMPUS_NAME}$`, 'u');
// "University of California, Los Angeles (UCLA)": the campus's town may carry the acronym of the whole name.
const CAMPUS_TOWN = new RegExp(`^${CAMPUS_NAME}(?:\\s\\(\\p{Lu}{2,6}\\))?$`, 'u');

// "Nigerian Law School, Lagos Campus", "Universidade Estácio de Sá, Campus Taguatinga": a campus
// the page names as one is part of its school's name, whatever the school.
const NAMED_CAMPUS = new RegExp(`^${CAMPUS_NAME}\\s[Cc]ampus$|^[Cc]ampus\\s${CAMPUS_NAME}$`, 'u');

function withCampus(text: string) {
  return (fields: string[], field: string): string[] => {
    const previous = fields.at(-1);
    if (previous === undefined) return [field];
    const isCampusTown = CAMPUS_SYSTEM.test(previous) && CAMPUS_TOWN.test(field) && !isRegionCode(field) && !isRegionName(field);
    const isCampus = isCampusTown || (NAMED_CAMPUS.test(field) && isInstitution(previous));
    return isCampus ? [...fields.slice(0, -1), writtenWithDash(text, previous, field) ?? `${previous}, ${field}`] : [...fields, field];
  };
}

// "São Paulo University, USP": a school's acronym after its name is part of how it is named.
function withSchoolAcronym(fields: string[], field: string): string[] {
  const previous = fields.at(-1);
  // Two letters are more often a degree's ("AS", "BA") or a state's.
  const isAcronym = /^\p{Lu}{3,6}$/u.test(field) && !isDegree(field) && !isDegreeInitials(field) && !isRegionName(field);
  return previous !== undefined && isAcronym && isInstitution(previous) ? [...fields.slice(0, -1), `${previous}, ${field}`] : [...fields, field];
}

// "Université Toulouse III – Paul Sabatier" in one run of type: a university's own name after a
// dash is part of it, where the page sets both in the same run.
function withNameAfterDash(text: string) {
  return (fields: string[], field: string): string[] => {
    const previous = fields.at(-1);
    const isName = CAMPUS.test(field) && !isPlace(field) && !isDegree(field) && !isInstitution(field) && !isTownName(field);
    const whole = previous !== undefined && isName && isInstitution(previous) ? writtenWithDash(text, previous, field) : undefined;
    const segments = whole === undefined ? [] : visualSegments(text);
    const isOneRun = whole !== undefined && segments.length > 1 && segments.some((segment) => segment.includes(whole));
    return isOneRun ? [...fields.slice(0, -1), whole] : [...fields, field];
  };
}

// "Université Toulouse III – Paul Sabatier": the two names as the line writes them, a dash between.
function writtenWithDash(text: string, first: string, second: string): string | undefined {
  const at = text.indexOf(first);
  const after = at < 0 ? '' : text.slice(at + first.length);
  // A hyphen parts names only between spaces; a long dash does without them ("College—Hastings Campus").
  const dash = /^\s+[–—-]\s+|^\s*[–—]\s*/.exec(after)?.[0];
  return dash !== undefined && after.slice(dash.length).startsWith(second) ? `${first}${dash}${second}` : undefined;
}

// "College Park, MD" on a line of its own is where the studies were: "MD" is the state's, no degree.
// A known town's name may hold a school's word ("College Park"); any other name with one is a school's.
const isPlaceLine = (text: string) => isPlace(text) && (isTownName(text.split(',')[0]?.trim() ?? '') || (!isInstitution(text) && !isDegree(text)));

// Professional qualifications listed with degrees ("ACCA, 2018") are certifications.
const CREDENTIAL = /\b(?:certif\w*|licen[cs]\w*|chartered|registered|accredit\w*|association|membership|fellow|qualified)\b/i;
const QUALIFIED_AS = /^(?:qualified|certified|licen[cs]ed)\s/i;

// "High school diploma with honors ⟂Gymnasium #70": the words that find a mark again are the
// grade's, which is taken out before the fields are read; a grade that ends where a run of type
// begins leaves a separator in its place.
function withGradesBeforeRunsParted(text: string): string {
  if (visualBoundaries(text).length === 0) return text;
  return [HONOURS, GPA, MARK].reduce((parted, grade) => {
    const runs = visualBoundaries(parted);
    return parted.replace(grade, (match: string, ...rest: unknown[]) => {
      // The match's offset: the first number among the replacer's arguments after its groups.
      const end = (rest.find((part) => typeof part === 'number') as number) + match.length;
      return runs.some((run) => run >= end && parted.slice(end, run).trim() === '') ? ' | ' : match;
    });
  }, text);
}

/**
 * Degrees of an education section. A line naming a degree or a school starts a new entry
 * once the current one already has that field, so "degree / school / year" works in any
 * order and on one line or three.
 */
export function extractEducation(sectionLines: Line[]): { education: Education[]; credentials: string[] } {
  const exported = readProfileExportEducation(sectionLines);
  if (exported) return { education: exported, credentials: [] };
  const lines = withWrappedDegreesJoined(joinWordFragments(sectionLines));
  const shaped = slotsByShape(lines, roleOf);
  const drafts: Draft[] = [];
  const credentials: string[] = [];
  let current: Draft | undefined;
  // "First American University" over "Ph.D. ...", "M.B.A. ...", "M.S. ...": a school written
  // before its degrees heads each of them until the next school.
  let headingSchool: string | undefined;
  // Whether the first whole entry named its degree before its school: the layout of all of them.
  let isDegreeFirst: boolean | undefined;
  // Whether bullets that hold studies and their span of dates head the entries.
  let hasBulletHeadings = false;
  const next = () => {
    current = { degree: '', institution: '', year: '', others: [] };
    drafts.push(current);
    return current;
  };

  for (const [index, line] of lines.entries()) {
    const text = withGradesBeforeRunsParted(line.text).replace(FORM_LABEL, '').replace(GPA, '').replace(MARK, '').replace(RANK, '').replace(HONOURS, '').replace(SCALE_LABEL, '').replace(COMPLETED, (_, date?: string) => (date ? ` ${date}` : '')).replace(IN_PROGRESS, '').replace(ADVISORS, '').replace(EXAM_SUBJECTS, '$1').trim();
    // "2012 - 2013 - University of Bremen" over "Master Project - PrIMA": the school and dates of
    // study that leads to no degree make no entry. Where degrees come before their schools, such
    // study heads the school and dates under it.
    if (NOT_A_DEGREE.test(text)) {
      if (current?.degree === '' && current.others.length === 0) current.isNotDegree = true;
      // After a whole entry, the study opens an entry of its own, so its place and dates on the
      // lines after it are not taken for the next degree's ("Technische Universität München,
      // Organic Chemistry (Erasmus+ exchange semester)" over "Mar 2019 – July 2019").
      // A bullet under a whole entry ("• Exchange programs at Durham University (UK) and
      // Montreal University (Canada)") is a note on it, with no place or dates to come.
      else if (current !== undefined && isComplete(current) && line.isBullet && !endsWithRange(text)) continue;
      else if (current !== undefined && isComplete(current)) next().isNotDegree = true;
    }
    const isOtherBullet = line.isBullet && !isDegree(text) && !isInstitution(text) && !endsWithRange(text);
    // "• Some course (2019)" over a school, where bullets with a span of dates head the studies
    // (or degrees come before their schools): the bullet heads the school's entry as a course,
    // which is no degree, so the school under it starts none.
    if (isOtherBullet && (isDegreeFirst === true || hasBulletHeadings) && headsSchool(lines[index + 1])) {
      next().isNotDegree = true;
      continue;
    }
    // "GPA: 3.82/4.00 | Magna Cum Laude | Commonwealth Honors College": a line that opens with a
    // detail and holds no dates is all details, whatever is left once the grade and honours are
    // taken out ("GPA 3.72; 2015–2017" holds the degree's dates).
    const isDetails = DETAIL.test(line.text.trim()) && findDates(line.text).length === 0;
    // "◦ Second Class Upper Honours; ASEAN Undergraduate Scholarship": a bullet naming an award is a
    // detail, whatever degree word the award's name holds.
    const isAwardBullet = line.isBullet && AWARD.test(text);
    // "2002-2006 Computer Engineering Graduation. | UNOPAR" over "Adaptive assistant to access
    // classroom tools.": a sentence under dated studies and their school, unnamed or not, is about
    // them; so is "Completed a program equivalent to an Associate Degree." under "2009 - 2016
    // Mechanical Electrical Technician, UNT Technical Institute.".
    const isDatedPair = current !== undefined && current.degree === '' && current.institution === '' && current.others.length === 2;
    // The sentence ends as one, for the next entry's studies are often named in small words too.
    const isStudiesAtSchool = current !== undefined && current.degree === '' && current.institution !== '' && current.others.length > 0 && /\.$/.test(text);
    // "Ted Rogers School of Management; Dean's List 2021–2023; Marketing Association, VP Events":
    // under a whole dated entry, a list parted by semicolons that names a detail is notes on it.
    const listed = text.split(/\s*;\s*/);
    const isListOfDetails = listed.length >= 2 && listed.some((part) => DETAIL.test(part));
    // Whether the line stands under an entry with its degree, its school and its year.
    const isUnderDatedEntry = current !== undefined && isComplete(current) && current.year !== '';
    // "CORNELL UNIVERSITY" over "BS IN COMPUTER SCIENCE" and "May 2014", then "College of
    // Engineering": alone under a university's whole dated entry, one of its colleges is where in it
    // the degree was earned, no school of its own.
    const isCollegeOfEntry = isUnderDatedEntry && UNIVERSITY_WORD.test(current?.institution ?? '') && SCHOOL_OF_UNIVERSITY.test(text) && !/,/.test(text) && findDates(text).length === 0;
    // "A Levels  The Thomas Hardye School  2010 - 2012" over "A-levels: A*AA in Mathematics, …", and
    // "GCSEs  The Purbeck School" over "10 GCSEs, including 5 A*s …": under a whole dated entry, an
    // undated line of exam grades, or a count of the entry's own qualifications, says what was passed.
    const isGradesOfEntry = isUnderDatedEntry && findDates(line.text).length === 0 && (EXAM_SUBJECTS.test(line.text.trim()) || isCountOf(text, current?.degree ?? ''));
    const isNoteOnEntry =
      isAwardBullet || isCollegeOfEntry || isGradesOfEntry || (current !== undefined && (isComplete(current) || isDatedPair || isStudiesAtSchool) && current.year !== '' && (isSentence(text) || isListOfDetails));
    // "Graduated: November 2016" under its degree and school gives the degree's year.
    const isGraduationDate = GRADUATED.test(text) && findDates(text).length > 0;
    if (text === '' || (DETAIL.test(text) && !isGraduationDate) || isDetails || (DETAIL_ANYWHERE.test(text) && !isDatedDegree(text)) || NOT_A_DEGREE.test(text) || isProse(text) || isDescription(text) || isOtherBullet || isPlaceLine(text) || isNoteOnEntry) continue;
    const dates = findDates(text);
    const year = dates.length > 0 ? lastYear(text) : '';
    // "Técnico em Informática - Escola Técnica de Ceilândia.": the period that closes the line is no
    // part of its last field.
    const withoutDates = removeDates(text, dates).replace(CLOSING_PERIOD, '');
    const split = splitFields(unbracketEmployer(withPeriodsParting(withFieldSeparators(withLinkedInDegree(withoutDates)).replace(GRADUATION_NOTE, ' | ').replace(DEGREE_AFTER_SUBJECT, ' | ').replace(SEMICOLON, ' | '))))
      .reduce(withConnectedField, [])
      .flatMap(splitStudiesAtSchool)
      .flatMap((field, index, all) => splitGluedSchool(field, all[index + 1]))
      .flatMap((field) => schoolBeforeCountry(field, text))
      .reduce(withCampus(text), [])
      .reduce(withSchoolAcronym, [])
      .flatMap(splitDegreeBeforeUnit)
      .reduce(withUnitOfSchool(text), [])
      .reduce(withNameAfterDash(text), [])
      .map(withoutCountry)
      .filter((field, at) => !(at > 0 && isStateOfTown(field, text)))
      .filter((field) => !isPlace(field) && !WEB_ADDRESS.test(field) && (/\p{L}{2}/u.test(field) || isDegree(field)))
      .filter((field, at, all) => !(at > 0 && at === all.length - 1 && isTrailingTown(field, text)))
      .filter(isOutsideUnit(text));
    const fields = qualificationsListed(split);
    // "Lincoln High School - Diploma": the school names the institution, "Diploma" the degree.
    // "Kenya Certificate of Secondary Education (KCSE)" over "Karima Girls' High School": under a
    // degree still without its school, a high school's name is that school, not a diploma of its own.
    const isAwaitingSchool = current !== undefined && current.degree !== '' && current.institution === '';
    // "Walter Johnson High School" alone over its dates names a school and no diploma.
    const keyword = [...fields]
      .sort((a, b) => degreeStrength(b) - degreeStrength(a))
      .find((field) => degreeStrength(field) > (isAwaitingSchool || NAMED_HIGH_SCHOOL.test(field) ? 1 : 0));
    // Where no word names the degree or the school, the section's other entries may show where they are.
    const slots = keyword === undefined && !fields.some(isInstitution) ? shaped.get(index) : undefined;
    // A year inside a course's name ("The Complete 2020 Web Development Bootcamp") parts its fields.
    const byShape = slots && text.includes(slots.degree) && fields.includes(slots.school) ? slots : undefined;
    const named = keyword ?? byShape?.degree;
    const degree = named === undefined ? undefined : fromDegreeWord(named);
    const afterSubject = named === undefined ? undefined : (schoolAfterSubject(fields, named) ?? schoolAcronymAfterSubject(fields, named));
    const written =
      withSchoolOf(fields.find((field) => field !== degree && isInstitution(field)), fields) ??
      byShape?.school ??
      unnamedSchool(fields, degree, year, lines[index + 1], isDegreeFirst === false && isComplete(current) && current?.year !== '') ??
      afterSubject;
    const beside = byShape ? byShape.degreeGoesOn : named === undefined || (afterSubject !== undefined && written === afterSubject) ? undefined : (majorAfter(fields, named) ?? majorBefore(fields, named));
    // "CPGE    France": a country beside the degree is where it was studied, neither subject nor school.
    const read = beside !== undefined && isRegionName(beside) ? undefined : beside;
    // "Bachillerato," in bold, "IES Miguel Hernández" in italic, ", Alicante": where no word names
    // the school, the name the page sets in a run of its own after the degree is the school.
    // A town's name is the school's only in a run of its own ("Nottingham" in italic before ", UK"),
    // not where the run goes on with a street ("Caracas, Paseo Los Ilustres"); and it is no subject
    // ("Master degree, Saint-Petersburg, Peter the Great … University").
    const isTown = read !== undefined && isTownName(read);
    const isSchoolRun =
      written === undefined && read !== undefined && named !== undefined && isSchoolName(read) && isSetApart(text, named, read) && (!isTown || isOwnRun(text, read));
    const institution = written ?? (isSchoolRun ? read : undefined);
    const major = isSchoolRun || isTown ? undefined : read;

    // "Qualified Master Air Training Command Instructor in Leadership and Management": under whole
    // entries, a line that says its writer is qualified or certified as something names a
    // credential, whatever degree's word the title holds.
    if (((!degree && !institution) || QUALIFIED_AS.test(text)) && isComplete(current) && CREDENTIAL.test(text)) {
      credentials.push(text);
      continue;
    }

    // "• Teaching Assistant for Mobile Programming course (2021-2022)" over "• Member of ...": a
    // dated bullet heads an entry only where a school or a degree follows it.
    const isBulletHeading = line.isBullet && endsWithRange(text) && (degree !== undefined || institution !== undefined || headsEntry(lines[index + 1]));
    // Another bullet's dates are the activity's, not the degree's ("· (2006 - 2012)" alone are the degree's).
    if (line.isBullet && !isBulletHeading && !degree && !institution && fields.length > 0) continue;
    let draft = current ?? next();
    // "AltMBA, New York" over "January 2016 - May 2016": a name without a keyword and its dates
    // are an entry already; the next school starts another.
    // "• Foundation Course (Sep 2008 – Jun 2010)" over "Lakeside Community College": a bullet
    // that holds the studies and their dates heads an entry whose school follows.
    const isUnnamedEntry = draft.degree === '' && draft.institution === '' && draft.others.length > 0 && draft.year !== '' && !draft.isBulletHeading;
    // "BPP University Law School  London" over "Legal Practice Course, Distinction  2015–2016",
    // then "LLB (Hons) Law": a school with its dates and studies no word names as a degree is a
    // whole entry; the next degree starts another, of another school.
    const endsUnnamed = degree !== undefined && draft.degree === '' && draft.hasDatedStudies === true;
    const clashes =
      (degree !== undefined && draft.degree !== '') ||
      (institution !== undefined && (draft.institution !== '' || isUnnamedEntry)) ||
      (year !== '' && draft.year !== '' && !degree && !institution) ||
      (isBulletHeading && (draft.degree !== '' || draft.others.length > 0)) ||
      // "Degree 1" / "Major 1" / "School 1 | 2016": studies no degree word names, set over their
      // school, end at the school's line; the next name starts the next entry.
      (draft.isSchoolLast === true && draft.degree === '' && !degree && !institution && year === '' && fields.length > 0) ||
      (degree !== undefined && draft.isNotDegree === true) ||
      endsUnnamed;
    // The name that starts the entry after a provided degree is that entry's studies.
    if (followsProvidedDegree(draft, fields, year, degree ?? institution, lines[index + 1])) {
      next().degree = tidy(text);
      continue;
    }
    if (endsUnnamed) headingSchool = undefined;
    if (clashes) draft = next();
    if (institution) headingSchool = draft.degree === '' && !degree && !draft.isNotDegree && isDegreeFirst !== true ? institution : undefined;
    // "ENSIBS, Lorient, 2024 - 2027" over the next degree: a name of its own over it is its school, not the heading's.
    // "CPGE    France" over "Lycée Clemenceau et Roosevelt, Reims 2000 - 2003": a degree without
    // dates right over a dated school is that school's.
    else if (degree && draft.institution === '' && headingSchool && draft.others.length === 0 && !(year === '' && headsDatedSchool(lines[index + 1]))) draft.institution = tidy(headingSchool);
    // "U. WASHINGTON" over "MASTER OF SCIENCE" (Deedy): a name no word marks as a school, alone
    // over the first degree, is its school, and schools head their entries.
    const [only] = draft.others;
    if (degree && draft.degree === '' && draft.institution === '' && !headingSchool && draft.others.length === 1 && only !== undefined && isSchoolName(only)) {
      draft.institution = tidy(only);
      draft.others = [];
    }
    if (degree && isDegreeFirst === undefined && draft.institution !== '') isDegreeFirst = false;
    if (institution && isDegreeFirst === undefined && draft.degree !== '') isDegreeFirst = true;
    // "PhD" beside "PhD in Economics": the degree written out again with its studies is the degree.
    const progress = IN_PROGRESS.exec(line.text);
    const status = progress && named !== undefined && line.text.slice(0, progress.index).trimEnd().endsWith(named) ? progress[0] : '';
    if (degree) draft.degree = tidy(`${major ? (major.startsWith(`${degree} `) ? major : `${degree}, ${major}`) : degree}${status}`);
    if (degree && line.isBullet) draft.isListed = true;
    if (degree && fields.length === 1 && year === '') draft.degreeAloneAt = index;
    // "B.S." over "Computer Science": a degree written as its initials alone names its subject on the
    // next line; so does one written as its kind alone on its line ("BACHELOR OF SCIENCE" over "Physics
    // & Computer Science", Deedy), whose subject follows "in". Under a whole entry's line, such a
    // line describes the entry (moderncv).
    const isKindOnly = KIND_ONLY.test(draft.degree) && draft.degreeAloneAt === index - 1 && fields.length === 1 && !line.isBullet && isSubject(fields[0] ?? '');
    const subject = !degree && !institution && year === '' && (isBareDegree(draft.degree) || isKindOnly) ? fields[0] : undefined;
    if (subject) {
      draft.degree = isKindOnly ? `${draft.degree} in ${subject}` : `${draft.degree} ${subject}`;
      continue;
    }
    // "..., The Open University of Israel.": moderncv's closing period is not part of the name.
    if (institution) {
      draft.institution = tidy(institution).replace(/(?<!\b\p{Lu})\.$/u, '');
      draft.isSchoolLast = draft.others.length > 0;
      // "BEng" over "University of South Australia, Computer Systems Engineering": RenderCV's
      // degree column over "INSTITUTION, AREA"; the area after the school is the degree's.
      const area = fields[fields.indexOf(institution) + 1];
      if (!degree && isDegreeInitials(draft.degree) && area !== undefined && isSubject(area)) draft.degree = `${draft.degree}, ${area}`;
    }
    if (isBulletHeading && draft.others.length === 0 && draft.degree === '' && draft.institution === '') {
      draft.isBulletHeading = true;
      hasBulletHeadings = true;
    }
    if (!degree && !institution && year !== '' && fields.length > 0 && draft.institution !== '' && draft.year === '') draft.hasDatedStudies = true;
    if (year && draft.year === '') {
      draft.year = year;
      draft.isYearAfterName = draft.others.length > 0;
    }
    // "University of Edinburgh, Edinburgh, UK", "Lycée Clemenceau et Roosevelt, Reims": a town, a
    // country or a state is where, never the name left over.
    draft.others.push(...fields.filter((field) => field !== named && field !== institution && field !== major && !byShape?.degree.includes(field) && !isRegionName(field) && !isTownName(field)));
  }

  // A school without a keyword ("UC Berkeley") is the field left over next to the degree; a
  // dated name with neither ("AltMBA", 2016) is the school of a course without a degree.
  const education = withListedDegreesShared(drafts)
    .filter((draft) => !draft.isNotDegree)
    .map((draft) => unnamedStudies(draft) ?? {
      degree: draft.degree !== '' || draft.institution === '' ? draft.degree : studiesWithoutIn(draft.others[0]),
      institution: draft.institution !== '' || (draft.degree === '' && !isDatedName(draft)) ? draft.institution : (draft.others[0] ?? ''),
      year: draft.year,
    })
    .filter((entry) => entry.degree !== '' || entry.institution !== '')
    .filter((entry, index, all) => !all.slice(0, index).some((earlier) => isSameDegree(earlier, entry)));
  return { education, credentials };
}

// "AAB (A-Levels), B (AS Level), 13 GCSEs (11 at A*/A)": a line that lists only qualifications,
// and no school, names them all as one entry.
function qualificationsListed(fields: string[]): string[] {
  return fields.length >= 2 && fields.every((field) => isDegree(field) && !isInstitution(field)) ? [fields.join(', ')] : fields;
}

// "Ecole 42 Paris, in Low-level / Embedded / Kernel Specialization": RenderCV writes "degree in
// area" after the school, and "in area" where no degree is given.
const studiesWithoutIn = (studies = '') => studies.replace(/^in\s+(?=\p{Lu})/u, '');

// "‣ B.S. Comp. Sci." / "‣ B.A. Physics" over "2014 - 2018" and "University of Rochester": degrees
// listed one under another, with nothing of their own, share the school and dates after the list.
function withListedDegreesShared(drafts: Draft[]): Draft[] {
  const shared = drafts.map((draft) => ({ ...draft }));
  for (let index = shared.length - 2; index >= 0; index -= 1) {
    const [draft, next] = [shared[index], shared[index + 1]];
    const isBare = draft?.isListed === true && draft.institution === '' && draft.year === '' && draft.others.length === 0;
    if (draft && next && isBare && next.isListed === true && next.institution !== '') {
      draft.institution = next.institution;
      draft.year = next.year;
    }
  }
  return shared;
}

// "Bach" / "elor of" / "Com" / "puter": a degree in a column too narrow for its words comes out
// of the PDF in pieces. A run of short lines in which a piece goes on in lower case is one line.
const MAX_FRAGMENT_LENGTH = 8;
const MIN_FRAGMENTS = 3;

function joinWordFragments(lines: Line[]): Line[] {
  const joined: Line[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (isFragment(lines[end])) end += 1;
    // Each line is looked at once: a run of short lines that is no degree stays as it is.
    const [first, ...rest] = lines.slice(start, Math.max(end, start + 1));
    if (first === undefined) break;
    if (rest.length + 1 >= MIN_FRAGMENTS && rest.some(goesOn)) {
      joined.push({ ...first, text: rest.reduce((whole, line) => (goesOn(line) ? whole + line.text : `${whole} ${line.text}`), first.text) });
    } else {
      joined.push(first, ...rest);
    }
    start += rest.length + 1;
  }
  return joined;
}

// "Grado en Publicidad y" over "Relaciones Públicas", "Bachelor of Science in" over "Nursing": a
// degree's name that a narrow column wrapped after a connector goes on with the next line, unless
// that line is a school's or holds dates.
// So does one wrapped after a dash before its subject ("Diplôme d’ingénieur ‑" over "Mechanical
// Engineering").
const DEGREE_CONNECTOR_END = /\s(?:and|of|in|for|&|y|e|en|et|de|und|für|[-‑–—])$/i;
// "Diplôme d'ingénieur, Mechanical" over "Engineering": a subject's last word alone on the next
// line, where the degree's line ends on a word in capitals, finishes the subject.
const SUBJECT_LAST_WORD = /^(?:Engineering|Sciences?|Studies|Management|Administration|Technology|Economics|Mathematics|Physics|Chemistry|Biology|Design)$/;

function withWrappedDegreesJoined(lines: Line[]): Line[] {
  const joined: Line[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const [previous, line, next] = [joined.at(-1), lines[index] as Line, lines[index + 1]];
    // "ENSMM, École Nationale" over "Supérieure de Mécanique et des" over "Microtechniques,
    // Besançon": a school's name wrapped twice; the middle line ends on a connecting word and names
    // neither a school nor a degree of its own.
    if (previous && next && isWrappedSchoolMiddle(previous, line, next)) {
      previous.text = `${previous.text} ${line.text} ${next.text}`;
      index += 1;
      continue;
    }
    const isDegreeLine = previous !== undefined && !line.isBullet && isDegree(previous.text);
    const afterConnector = isDegreeLine && DEGREE_CONNECTOR_END.test(previous.text) && /^\p{Lu}/u.test(line.text) && !isInstitution(line.text);
    const subjectEnds = isDegreeLine && /\s\p{Lu}\p{Ll}+$/u.test(previous.text) && SUBJECT_LAST_WORD.test(line.text);
    // "AAB (A-Levels), B (AS Level)," over "13 GCSEs (11 at A*/A)": a list of qualifications that
    // a comma leaves open goes on with the next one.
    const listGoesOn = isDegreeLine && /,$/.test(previous.text) && isDegree(line.text) && !isInstitution(line.text);
    const isSchoolWrapped = previous !== undefined && isSchoolWrappedBefore(previous, line);
    if (previous && (afterConnector || subjectEnds || listGoesOn || isSchoolWrapped) && findDates(line.text).length === 0) previous.text = `${previous.text} ${line.text}`;
    else joined.push({ ...line });
  }
  return joined;
}

// "M.Sc. Faculty of Electronics, … Technology — National" over "University of Science and
// Technology POLITEHNICA Bucharest, Advanced Computing": a school's name wrapped after its first
// word, the next line opening on the word that makes it a school. A town after the dash is where
// the entry was ("— London" over "University College London").
const SCHOOL_WORD_OPENING = /^(?:University|College|Institute|School|Academy|Polytechnic)\b/;
const WORDS_BEFORE_SCHOOL = /\s[–—]\s*(\p{Lu}\p{Ll}+)$/u;
function isSchoolWrappedBefore(previous: Line, line: Line): boolean {
  if (previous.isBullet || line.isBullet || !SCHOOL_WORD_OPENING.test(line.text)) return false;
  const found = WORDS_BEFORE_SCHOOL.exec(previous.text);
  const words = found?.[1];
  // "Bachelor of Arts — Psychology" over "University of Sydney": after a degree alone, the word is its subject.
  const namesUnit = found !== null && UNIT_WORD.test(previous.text.slice(0, found.index));
  return words !== undefined && namesUnit && !isInstitution(words) && !isDegree(words) && !isPlace(words) && !isTownName(words) && !isRegionName(words);
}
const UNIT_WORD = /\b(?:faculty|department|division|school|college|institut\p{L}*)\b/iu;

const SCHOOL_CONNECTOR_END = /\s(?:of|for|and|de|des|du|et|di|del|della|für|und)$/i;
function isWrappedSchoolMiddle(previous: Line, line: Line, next: Line): boolean {
  if (line.isBullet || next.isBullet || !SCHOOL_CONNECTOR_END.test(line.text) || !/^\p{Lu}/u.test(line.text) || !/^\p{Lu}/u.test(next.text)) return false;
  const schoolAtEnd = previous.text.split(',').at(-1)?.trim() ?? '';
  const hasDates = [line, next].some((part) => findDates(part.text).length > 0);
  return !hasDates && isInstitution(schoolAtEnd) && !isInstitution(line.text) && !isDegree(line.text) && !isDegree(next.text);
}

const isFragment = (line: Line | undefined) => line !== undefined && !line.isBullet && line.text.length <= MAX_FRAGMENT_LENGTH && /^\p{L}/u.test(line.text);
const goesOn = (line: Line) => /^\p{Ll}/u.test(line.text);

const headsEntry = (line: Line | undefined) => line !== undefined && !line.isBullet && (isInstitution(line.text) || isDegree(line.text));

const headsSchool = (line: Line | undefined) => line !== undefined && !line.isBullet && isInstitution(line.text) && !isDegree(line.text);
const headsDatedSchool = (line: Line | undefined) => headsSchool(line) && findDates(line?.text ?? '').length > 0;

// "Máster en Tecnología Esri" over "Esri España · 2020 – 2021", then "Analista Internacional y
// Geopolítico" over "LISA Institute": a degree over the dated name of whoever gave it, which no
// word marks as a school, is a whole entry; a name alone over a school starts the next one, and
// names its studies.
function followsProvidedDegree(draft: Draft, fields: string[], year: string, named: string | undefined, next: Line | undefined): boolean {
  return named === undefined && year === '' && fields.length === 1 && draft.degree !== '' && draft.institution === '' && draft.year !== '' && draft.isYearAfterName === false && draft.others.length > 0 && headsSchool(next);
}

const isComplete = (draft: Draft | undefined) => !draft || (draft.degree !== '' && draft.institution !== '');

// "PES University" over its degree, then "Jawahar Navodaya Vidyalaya haveri" over "(2006 - 2012)":
// where schools head their entries, a name no word marks as a school, in a school's place after a
// whole entry and over a degree or dates, is the next school.
function unnamedSchool(fields: string[], degree: string | undefined, year: string, next: Line | undefined, isSchoolsPlace: boolean): string | undefined {
  const [only] = fields;
  if (!isSchoolsPlace || degree || fields.length !== 1 || !only || !next) return undefined;
  const isName = isSchoolName(only);
  const headsDegree = isDegree(next.text) && !DETAIL_ANYWHERE.test(next.text) && !isProse(next.text);
  // "ITS Tullio Buzzi    2015 – 2020" over "High school leaving qualification in …": the school's
  // own dates beside it, where a degree follows.
  return isName && (headsDegree || (year === '' && findDates(next.text).length > 0)) ? only : undefined;
}

// "…, Universidad de Alicante, Alicante", "BPP University Law School    London": a town closing
// the line after a comma or in a run of type of its own is where the school is.
const isTrailingTown = (field: string, text: string) => closesWithTown(field, text) || (isTownName(field) && isOwnRun(text, field));

// "MSc Interactive Systems Design, Nottingham, UK" with "Nottingham" in italic: moderncv's school
// slot holds a town's name, set apart from the place after it; the name is the school's.
function schoolBeforeCountry(field: string, text: string): string[] {
  const [name = '', ...rest] = field.split(/,\s*/);
  return rest.length > 0 && isPlace(field) && isOwnRun(text, name) ? [name, rest.join(', ')] : [field];
}

// "Department of Pure Mathematics, University of Calcutta", "faculty of commerce, Suez Canal
// University", "Stat-Math Unit, Indian Statistical Institute Bangalore": a part of a school named
// right before the school, in the same run of type, is where the degree was earned, written with
// the school's name as the line writes it ("Faculty of Electronics, Telecommunications and
// Information Technology — National University of …"). In a run of its own the part is left out
// (see isOutsideUnit).
const UNIT = /^(?:faculty|department|dept\.?|division)\s+(?:of|for)\s/i;
const NAMED_UNIT = /^\S+(?:\s\S+)?\s+Unit$/i;
const isUnitOfSchool = (field: string) => UNIT.test(field) || NAMED_UNIT.test(field);
const MAX_UNIT_FIELDS = 3;
function withUnitOfSchool(text: string) {
  const segments = visualSegments(text);
  const segmentOf = (field: string) => segmentHolding(segments, field);
  return (fields: string[], field: string): string[] => {
    // Only the last few fields are looked at: a line of thousands of names stays linear.
    const recent = Math.max(0, fields.length - MAX_UNIT_FIELDS);
    const unitAt = recent + fields.slice(recent).findLastIndex(isUnitOfSchool);
    const unit = unitAt < recent ? undefined : fields[unitAt];
    const between = fields.slice(unitAt + 1);
    const isUnitOf =
      unit !== undefined &&
      isInstitution(field) &&
      !isDegree(field) &&
      [unit, ...between].every((part) => !isInstitution(part) && !isDegree(part) && !isPlace(part)) &&
      [unit, ...between].every((part) => segmentOf(part) === segmentOf(field));
    const start = isUnitOf ? text.indexOf(unit) : -1;
    const end = start < 0 ? -1 : text.indexOf(field, start);
    return end < 0 ? [...fields, field] : [...fields.slice(0, unitAt), text.slice(start, end + field.length)];
  };
}

// "M.Sc. Faculty of Electronics, …": RenderCV's degree column set before a part of the school.
function splitDegreeBeforeUnit(field: string): string[] {
  const [initials = '', ...rest] = field.split(/\s+/);
  const unit = rest.join(' ');
  return isDegreeInitials(initials) && isUnitOfSchool(unit) ? [initials, unit] : [field];
}

// "Faculty of Electrical, Electronic, Computer and Control Engineering": a part of the school
// names neither the degree nor the school, and where the page sets it in a run of type of its own,
// the commas inside that run part no other field.
function isOutsideUnit(text: string) {
  const segments = visualSegments(text);
  const segmentOf = (field: string) => segmentHolding(segments, field);
  let unitSegment: number | undefined;
  return (field: string) => {
    // "Faculty of Computers and Artificial Intelligence Cairo University": a unit that goes on to
    // name its university without a comma is the school, named whole.
    if (UNIT.test(field) && !/\s\p{Lu}\p{L}*\s+University$/u.test(field) && !isInstitution(field)) {
      unitSegment = segments.length > 1 ? segmentOf(field) : undefined;
      return false;
    }
    // "Department of Pure Mathematics, University of Calcutta" in one run: the school goes on.
    return unitSegment === undefined || segmentOf(field) !== unitSegment || isInstitution(field) || isDegree(field);
  };
}

// "Major: English" is the studies' label, never a school's name.
const isSchoolName = (text: string) =>
  /^\p{Lu}/u.test(text) && text.split(/\s+/).length <= 6 && !/[.!?:]$/.test(text) && !CREDENTIAL.test(text) && !STUDIES_LABEL.test(text);
const STUDIES_LABEL = /^(?:minor|major|concentration|speciali[sz]ation|emphasis|focus|track)\s*:/i;

// "M.Sc. Digital Media University of Bremen": a degree and its school set in two fonts on one line.
// "MSc Universidade de Coimbra": RenderCV's classic theme sets the degree's initials before the school.
// "Physics with industrial experience University of Bristol": Friggeri's CV sets the studies and
// the school in two fonts on one line. Studies written in lower case before "University of" are
// no part of its name, unlike the adjectives that open one ("Technical University of Munich").
const SCHOOL_OPENER = /(?<!\p{L})(?:the\s+)?(?:universit\p{L}*|college|institut\p{L}*|school|academy)\s+(?:of|for|de|do|da)\s/iu;
const CONNECTOR = /^(?:of|and|the|for|in|at|de|do|da|&)$/i;

function splitStudiesBeforeSchool(field: string): string[] {
  const opener = SCHOOL_OPENER.exec(field);
  if (!opener || opener.index === 0) return [field];
  const studies = field.slice(0, opener.index).trim();
  const isWritten = studies.split(/\s+/).some((word) => /^\p{Ll}/u.test(word) && !CONNECTOR.test(word));
  return isWritten ? [studies, field.slice(opener.index).trim()] : [field];
}

// "Diplôme d’ingénieur en | Génie Industriel 4.0": a field that ends on a small connecting word goes
// on in the next, whatever type the page sets it in.
function withConnectedField(fields: string[], field: string): string[] {
  const last = fields.at(-1);
  // Only the last word is looked at: a long run of joined fields is not read again each time.
  if (last !== undefined && DEGREE_CONNECTOR_END.test(last.slice(-MAX_CONNECTOR_CHARS))) fields[fields.length - 1] = `${last} ${field}`;
  else fields.push(field);
  return fields;
}
const MAX_CONNECTOR_CHARS = 5;

// "Bachelor of Technology from G. Pullaiah College of Engineering", "High school at Lycée Masséna":
// the studies, then the school they were taken at or from, in one run of words.
const AT_SCHOOL = /^(?:(.*?)\s+)?(?:from|at)\s+(?=\p{Lu})(.+)$/u;

function splitStudiesAtSchool(field: string): string[] {
  const [, written = '', school] = AT_SCHOOL.exec(field) ?? [];
  if (school === undefined || !isInstitution(school) || (isInstitution(written) && !isDegree(written))) return [field];
  // "Student at Cairo University", "Physics student at …": being a student there names no degree.
  const studies = written.replace(/(?:^|\s+)student$/i, '');
  return studies === '' ? [school] : [studies, school];
}

// "PharmDUniversité de Montréal": RenderCV's classic theme sets the degree in a column too narrow
// for it, and the degree runs into the school's name.
const INITIALS_RUN_INTO_SCHOOL = /^(\p{Lu}[\p{L}.]{1,6}?)((?:Universit|College|Institut|École|Ecole|School|Academy)\p{L}*(?:\s.*)?)$/u;

function splitGluedSchool(field: string, next: string | undefined): string[] {
  const [, runningDegree, runOnSchool] = INITIALS_RUN_INTO_SCHOOL.exec(field) ?? [];
  if (runningDegree && runOnSchool && isDegree(runningDegree)) return [runningDegree, runOnSchool];
  const hasStudiesAfter = isStudiesAfter(next);
  const [first = '', ...rest] = field.split(/\s+/);
  const school = rest.join(' ');
  // "PhD ETH Zürich, PhD in Chemistry" (RenderCV's harvard theme): before the degree written out
  // again, all after the initials is the school, though no word names it one.
  if (isDegreeInitials(first) && next?.startsWith(`${first} `) && isNamedOnly(school) && !isDegree(school)) return [school];
  if (!isDegree(field) && isInstitution(field)) return splitStudiesBeforeSchool(field);
  if (!isDegree(field) || !isInstitution(field)) return [field];
  const isInitialsBeforeSchool = isDegreeInitials(first) && isInstitution(school) && !isDegree(school);
  // "MSc Gdańsk University of Technology, Computer Science": where the studies (or the degree again)
  // follow, all between the initials and them is the school, a town opening its name included.
  if (isInitialsBeforeSchool && hasStudiesAfter && isNamedOnly(school)) return [first, school];
  // "PhD in Computer Science University of Aizu": where the school's own shape shows where it
  // starts, the degree keeps its subject.
  const split = splitGluedEmployer(field);
  if (split && isInstitution(split.employer) && isDegree(split.title)) return [split.title, split.employer];
  return isInitialsBeforeSchool ? [first, school] : [field];
}

// A field of studies after the school, not its place or a note; or the degree written out again
// with its studies ("PhD Massachusetts Institute of Technology, PhD in Economics", RenderCV's harvard theme).
const isStudiesAfter = (field: string | undefined) => field !== undefined && /^\p{Lu}/u.test(field) && !isPlace(field) && !isRegionName(field) && !isInstitution(field);
// Capitalised words and their connectors only: a name, not "in Computer Science University of Aizu".
const isNamedOnly = (text: string) => /^\p{Lu}/u.test(text) && text.split(/\s+/).every((word) => /^\p{Lu}/u.test(word) || CONNECTOR.test(word));

// "MSc", "PhD", "B.Eng.": a degree named by its initials alone, not "Master" or "B.Tech"; the
// degrees written as one short word ("PharmD", "MPhil") are named so too.
const COMPACT_DEGREE = /^(?:Pharm\.?D|[DM]Phil|[BM]Pharm)\.?$/;
const isDegreeInitials = (word: string) => isDegree(word) && (!/\p{Ll}{3}/u.test(word) || COMPACT_DEGREE.test(word));

// Words that say what kind of degree, not in what: "Master Studies Digital Media" and "M.Sc.
// Digital Media" from one school in one year are one degree, listed as its studies and its graduation.
const DEGREE_KIND = /^(?:m\.?sc?\.?|b\.?sc?\.?|master(?:['’]?s)?|bachelor(?:['’]?s)?|studies|study|degree|of|in|science|arts)$/i;

function isSameDegree(a: Education, b: Education): boolean {
  const subject = (degree: string) => degree.toLowerCase().split(/[\s,]+/).filter((word) => word !== '' && !DEGREE_KIND.test(word)).join(' ');
  return a.institution !== '' && a.institution === b.institution && a.year === b.year && subject(a.degree) !== '' && subject(a.degree) === subject(b.degree);
}

// "Epic EMR Training Course | Completed | 2025": where a school's name would be, the course's state.
const STATUS = /^(?:completed?|ongoing|in progress|current|present|online)$/i;

// "2011-2012 Web Development Specialization course. | UTFPR": dated studies and a short name, no
// word naming either, are the course and its school.
function unnamedStudies(draft: Draft): Education | undefined {
  const [studies, school] = draft.others;
  if (draft.degree !== '' || draft.institution !== '' || draft.year === '' || draft.others.length !== 2 || !studies || !school) return undefined;
  const isSchool = isSchoolName(school) && !/\d/.test(school) && !STATUS.test(school);
  const isStudies = /^\p{Lu}[^:]*$/u.test(studies) && studies.split(' ').length >= 2 && !startsWithActionVerb(studies);
  return isSchool && isStudies ? { degree: studies.replace(/\.$/, ''), institution: school, year: draft.year } : undefined;
}

// A name over its dates, as a school heads its entry; a line after them is a footer or a note.
function isDatedName(draft: Draft): boolean {
  const [name] = draft.others;
  return draft.others.length === 1 && draft.isYearAfterName === true && name !== undefined && /^\p{Lu}/u.test(name) && name.split(' ').length <= 5;
}

// A high school's own name: words of a name before "High School" and nothing after it.
const NAMED_HIGH_SCHOOL = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*\s+(?:High School|HIGH SCHOOL)$/u;

const roleOf = (field: string): Role | undefined => (degreeStrength(field) === 2 ? 'degree' : isInstitution(field) ? 'school' : undefined);

function degreeStrength(field: string): number {
  if (!isDegree(field)) return 0;
  const isOnlySchoolName = isInstitution(field) && !isDegree(field.replace(/high school/i, ''));
  return isOnlySchoolName ? 1 : 2;
}

// "MBA, Finance — University of Chicago": the field between degree and school is the major,
// without what brackets add to it ("Biology (emphasis in molecular genetics)").
// A longer major is taken only where the school's name follows it ("Master of Arts, Upside Down
// Underwater Basket Weaving, University of Awesomeness") or nothing but dates does ("B.A. –
// Communication with Public Relations Concentration | May 2011").
const MAX_MAJOR_WORDS = 4;
const MAX_MAJOR_WORDS_BEFORE_SCHOOL = 6;

function majorAfter(fields: string[], degree: string): string | undefined {
  // "MSc, Universidade de Coimbra, Integrated Master's in Physics Engineering": after initials
  // and the school, RenderCV's classic theme names the area.
  const schoolBetween = isDegreeInitials(degree) && isInstitution(fields[fields.indexOf(degree) + 1] ?? '');
  const index = fields.indexOf(degree) + (schoolBetween ? 2 : 1);
  const next = fields[index]?.replace(/\s*\([^)]*\)\s*$/, '');
  // "MSc, Bsc Electrical and Computer Engineering": an integrated master's names both degrees, then its subject.
  const isIntegrated = next !== undefined && isDegreeInitials(degree) && isDegreeInitials(next.split(/\s+/)[0] ?? '') && !isInstitution(next);
  if (isIntegrated) return next;
  if (!next || isInstitution(next) || (isDegree(next) && !schoolBetween)) return undefined;
  const after = fields[index + 1];
  const limit = after === undefined || isInstitution(after) ? MAX_MAJOR_WORDS_BEFORE_SCHOOL : MAX_MAJOR_WORDS;
  return next.split(' ').length > limit ? undefined : next;
}

// "Degree in Informatics Engineering, UPC-BarcelonaTech, Barcelona": a degree that names its
// subject ("in …", "Diploma: …", "Certificate of Web Development") leaves the name after it to be
// the school when it is shaped like a name (an acronym in it, or a company's word: "Lighthouse
// Labs"), not like a concentration ("Nursing Administration") or a second subject.
const NAMES_SUBJECT = /\s(?:in|en|em)\s\p{Lu}|:\s*\p{Lu}|\bof\s+(?!(?:science|arts|engineering|business|education|laws?|medicine|philosophy|technology|fine|applied|commerce|music|nursing|pharmacy)\b)\p{Lu}/iu;
const NOT_A_SCHOOL = /^(?:minor|major|concentration|speciali[sz]ation|emphasis|focus|track)\b/i;

function schoolAfterSubject(fields: string[], degree: string): string | undefined {
  // RenderCV writes the school first: "IIIT Delhi, B. Tech. in Computer Science".
  const index = fields.indexOf(degree);
  const next = fields[index + 1] ?? (index > 0 ? fields[index - 1] : undefined);
  if (!NAMES_SUBJECT.test(degree) || next === undefined || isDegree(next) || NOT_A_SCHOOL.test(next)) return undefined;
  // "Bachelor of Information Technology, Information Technology": LinkedIn's field of study named
  // again after the degree is its subject, not a school.
  if (degree.toLowerCase().includes(next.toLowerCase())) return undefined;
  // In a line set in capitals (small caps may leave an "i" in lower case) no word stands out as an acronym.
  const isCapitalsLine = degree.replaceAll('i', 'I') === degree.toUpperCase();
  const hasAcronym = /(?<!\p{L})\p{Lu}{2,}(?!\p{Ll})/u.test(next) && !isCapitalsLine;
  // "Pós-graduação em Cibersegurança - HackOne": a capital inside a word marks a brand's name.
  const hasInnerCapital = /\p{Ll}\p{Lu}/u.test(next);
  return isSchoolName(next) && (hasAcronym || hasInnerCapital || companyScore(next) > 0) ? next : undefined;
}

// "Bsc Hons Computer Games Technology - LJMU - 2008-2011": after initials and the subject's words,
// a name written as an acronym alone is the school's ("BSc Economics, LSE").
const SUBJECT_AFTER_INITIALS = /^\S+\s+(?:(?:[Hh]ons|[Hh]onours|\([Hh]ons\))\s+)?\p{Lu}\p{Ll}+/u;
function schoolAcronymAfterSubject(fields: string[], degree: string): string | undefined {
  const next = fields[fields.indexOf(degree) + 1];
  const namesSubject = isDegreeInitials(degree.split(/\s+/)[0] ?? '') && SUBJECT_AFTER_INITIALS.test(degree);
  return namesSubject && next !== undefined && /^\p{Lu}{3,8}$/u.test(next) && !isDegree(next) ? next : undefined;
}

// "Expected Graduation: May 2020", "Class of 2019": words that only introduce the dates. A subject's
// own "Graduation" closing its field ("Computer Engineering Graduation." for a Brazilian
// graduação) names the degree and stays.
const GRADUATION_NOTE =
  /(?<=\b(?:expected|anticipated)\s+)graduation(?:\s+date)?\b:?|\b(?:expected|anticipated|graduated|class of)\b:?|\bgrad\.(?=\s*(?:[|,]|$))|(?<!\p{L}\s+)graduation\b:?|\bgraduation\b(?!\.?\s*(?:\||$)):?|\s[-–—]\s*in progress\b/giu;

// "PGDip in Health Data Analytics; UCL": a semicolon parts the fields of an entry's line.
const SEMICOLON = /;\s+/g;

// "Grado en Ingeniería Informática. Universidad de Granada. 2012-2016.": a line written as
// sentences parts its fields with periods. A period after a word parts two fields where a
// school's name opens the next; an abbreviation's ("B.S. Comp. Sci., University of …") parts none.
const PERIOD_AFTER_WORD = /(?<=\p{Ll}{3})\.\s+(?=\p{Lu})/gu;
function withPeriodsParting(text: string): string {
  const parts = text.split(PERIOD_AFTER_WORD);
  const opensWithSchool = (part: string) => isInstitution(part.split(/[|,]/)[0]?.replace(/[.\s]+$/, '') ?? '');
  return parts.slice(1).some(opensWithSchool) ? parts.join(' | ') : text;
}

// "Software Engineering, MS": initials a US state shares, after a subject, are the degree, not
// Mississippi; the subject before them is the major.
const DEGREE_AFTER_SUBJECT = /,\s*(?=(?:M\.?S|M\.?A|M\.?D)\.?(?:\s|$))/g;
function majorBefore(fields: string[], degree: string): string | undefined {
  const at = fields.indexOf(degree);
  const before = fields[at - 1];
  return isDegreeInitials(degree) && at === fields.length - 1 && before !== undefined && isSubject(before) ? before : undefined;
}

// A subject's name: capitalised, short, and no school, place or degree.
const isSubject = (field: string) =>
  /^\p{Lu}/u.test(field) && !isInstitution(field) && !isPlace(field) && !isTownName(field) && !isDegree(field) && field.split(' ').length <= MAX_MAJOR_WORDS;

// "Bachelor of Science", "MASTER OF ARTS": a degree's kind written out, with no subject.
const KIND_ONLY = /^(?:bachelor|master|doctor)(?:['’]?s)? of (?:science|arts|engineering|fine arts|applied science|business administration)$/i;

function isBareDegree(degree: string): boolean {
  return degree !== '' && !/\s/.test(degree) && !/\p{L}{3}/u.test(degree);
}

// "Earned partial credit toward a B.Sc in Computer Science": the degree starts at its name.
function fromDegreeWord(field: string): string {
  // "CA Bachelor of Arts": the state of the school's town, written before the degree on one line.
  const afterRegion = /^[A-Z]{2}\s+(?=(?:[Bb]achelor|[Mm]aster|[Dd]octor|[Aa]ssociate|[Dd]iploma)\b)/.exec(field);
  if (afterRegion) return field.slice(afterRegion[0].length);
  if (!startsWithActionVerb(field) && !/^\p{Ll}/u.test(field)) return field;
  const start = /\b(?:bachelor|master|doctor|associate|diploma|certificate|B\.|M\.|Ph\.?D|BS|BA|MS|MA|MBA)/i.exec(field)?.index;
  return start === undefined ? field : field.slice(start);
}

// "Co-Invented a touch table application", "Mastered six months of study": a line of
// description in sentence case, naming no degree and no school, even where it wraps short.
// ("Associated Degree in Computer Hardware Engineering" is in title case: a name.) A degree
// or a school named only in lower case ("Completed during high school through dual enrollment") names none.
function isDescription(text: string): boolean {
  const rest = text.split(/\s+/).slice(1);
  const lowercase = rest.filter((word) => /^\p{Ll}/u.test(word)).length;
  const capitalised = text.split(/\s+/).filter((word) => !/^\p{Ll}/u.test(word)).join(' ');
  return startsWithActionVerb(text) && lowercase > rest.length / 2 && !isDegree(capitalised) && !isInstitution(capitalised);
}

// "Two-year vocational diploma in kitchen management and culinary arts.", "Dual apprenticeship with
// Hansa Fasteners GmbH", "Online RN-to-BSN program; capstone on …": under a whole entry, a line
// written as a sentence, with no dates, no runs of type of its own and no degree's name to open
// it, says more about that entry. A degree's name is written in capitals ("Bachelor of Science in
// Nursing"); in a sentence, the studies' words are in lower case.
// "Dec. 2011 | M.Sc. Thesis in Informatics, NTNU": a dated line that opens with its degree names
// the thesis as its studies.
function isDatedDegree(text: string): boolean {
  const dates = findDates(text);
  const first = removeDates(text, dates).replace(/^[^\p{L}]+/u, '').split(/[\s,]+/)[0] ?? '';
  return dates.length > 0 && isDegree(first);
}

function isSentence(text: string): boolean {
  const [first = '', ...rest] = text.split(/\s+/);
  if (rest.length < 3 || isDegree(first) || findDates(text).length > 0 || visualBoundaries(text).length > 0) return false;
  const lowercase = rest.filter((word) => /^\p{Ll}/u.test(word));
  const isMostlyLowercase = lowercase.length > rest.length / 2;
  const namesStudiesInLowercase = lowercase.some((word) => isDegree(word)) && !rest.some((word) => /^\p{Lu}/u.test(word) && isDegree(word));
  return isMostlyLowercase || namesStudiesInLowercase;
}

// moderncv closes an entry's heading with a period: "2006 – 2011 Degree in Informatics Engineering,
// UPC-BarcelonaTech, Barcelona, Spain." is a list of fields that opens with a degree, not a sentence.
function isProse(text: string): boolean {
  // "CAECE University (Centro de Altos Estudios en Ciencias Exactas)": a name spelled out in brackets makes no sentence.
  // "M.Sc. Faculty of Electronics, Telecommunications and Information Technology — National
  // University of …": a long line naming a degree and a school, in names joined by small words, is
  // no sentence either.
  const words = text.replaceAll(/\([^()]*\)/g, ' ').split(/\s+/);
  const isNamesOnly = words.every((word) => !/^\p{Ll}/u.test(word) || CONNECTOR.test(word)) && isDegree(text) && isInstitution(text);
  if (words.length > MAX_DEGREE_WORDS && !isNamesOnly) return true;
  const isDegreeList = text.split(',').length >= 3 && isDegree(text.split(',')[0] ?? '');
  return /[.!?]$/.test(text) && !isInstitution(text) && !isDegreeList && text.split(/\s+/).length >= 10;
}
