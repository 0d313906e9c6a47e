import type { AiSummary } from '../resume-analysis.js';
import { findDates, findDuration, isTenure, removeDates, withoutTrailingTenure, type DateMatch, type DatePoint } from './dates.js';
import { continuesTitle, groupEntries, headsDatedEntry, isSentence, isWrappedHeading, type Entry } from './entries.js';
import { hasLegalForm, splitGluedEmployer, unbracketEmployer, withoutTownAfterLegalForm } from './glued-employer.js';
import { splitFields, tidy, withoutClosingPeriod } from './fields.js';
import type { Line } from './lines.js';
import { closesWithTown, findPlace, isBareTownName, isPlace, isRegionName, isTownName, isTownProvinceCountry, nameBeforeCountry, withoutCountry } from './places.js';
import { withLabelledHeadings, withRolesUnbracketed } from './labelled-entries.js';
import { isJobGroup } from './sections.js';
import { isEmptyLabel, readSubheading } from './subheadings.js';
import { isOwnRun, joinWrappedRun, segmentHolding, visualSegments, withFieldSeparators } from './visual-fields.js';
import { companyScore, isInstitution, isResearchUnit, isUnitName, titleScore } from './vocabulary.js';

type WorkExperience = AiSummary['workExperience'][number];
export type ParsedJob = WorkExperience & { date?: DateMatch };

type Assigned = { title: string; company: string; isCompanyOnOwnLine: boolean; isCompanyApart?: boolean; order?: 'title-first' | 'company-first'; isGuessed?: boolean };

// With the Spanish and Portuguese terms: "tiempo completo", "práctica profesional", "estágio".
const TERMS =
  'full[- ]?time|part[- ]?time|contract(?:or)?|consulting|freelance|temporary|temp|permanent|seasonal|internship|work[- ]study|co-op|remote|hybrid|on[- ]?site|per diem|' +
  'tiempo (?:completo|parcial)|medio tiempo|jornada (?:completa|parcial)|pr[aá]cticas?(?: profesional| industrial)?|pasant[ií]a|est[aá]gio|tempo (?:integral|parcial)';
const EMPLOYMENT_TYPE = new RegExp(`^(?:${TERMS})$`, 'i');
// "Frontend Engineer (Freelance, Part-time)", "Data Engineer [Onsite]": the terms of a job, not part of its title;
// "(Part-time, concurrent with studies)": a note that opens with the terms is about them too, as is
// one on how the job was held: "(Promoted from Associate)", "(Master's Thesis Placement)", "(via Northgate
// Staffing)", the agency that placed a contractor with the employer.
// "UX Designer (working student)": a student's part-time terms in brackets too; alone, "Working
// Student" is the role.
// "Scottie Pippen Elementary School, Chicago IL (80 hours)": the hours a placement took, too.
const NOTE_ON_TERMS = new RegExp(
  `^\\s*(?:${TERMS}|working student|promoted|seconded|transferred|acquired|rehired|relocated|reassigned|via)\\b|\\b(?:thesis|placement|secondment|sabbatical)\\b|^\\s*\\d+\\s*(?:hours|hrs)\\s*$`,
  'i',
);
const BRACKETED = /[([]([^()[\]]*)[)\]]/g;
// "adorsys GmbH & Co. KG Remote, CM": how the job was worked, printed where its place goes.
// "University of Aizu Part-time": Friggeri's CV sets the terms after the employer with no separator.
const WORK_MODE_AFTER = /(?<=\S)\s+(?:remote|hybrid|on-?site|full[- ]?time|part[- ]?time)$/i;
// "Secondee, Legal Department, 6-month secondment", "Trainee Solicitor, Training contract",
// "Barista, …, Part-time, 15 h/week": a field of its own that notes the job's terms, no role.
const TERMS_FIELD = /^\d+[- ]?(?:months?|weeks?|years?)\b|\bsecondment$|^training contract$|\bh(?:ours|rs)?\s*\/\s*week$/i;
const isTermsField = (field: string) => TERMS_FIELD.test(field) && titleScore(field) === 0;
// "AYTO. MARBELLA [CENTRO DE PROCESAMIENTO DE DATOS, B2C]": awesome-cv users describe the employer
// in square brackets after its name; the description is no part of the name. Dates in them stay.
const isEmployerDescription = (whole: string, inside: string) => whole.startsWith('[') && /\p{L}{2}\S*\s+\S/u.test(inside) && findDates(inside).length === 0;
const withoutEmploymentNotes = (text: string) =>
  text.replace(BRACKETED, (whole, inside: string) => (NOTE_ON_TERMS.test(inside) || isEmployerDescription(whole, inside) ? ' ' : whole));

/** Jobs of an experience section: title, company, duration and duties of each. */
export function extractExperience(lines: Line[]): ParsedJob[] {
  const headed = withLabelledHeadings(withRolesUnbracketed(lines));
  const entries = groupEntries(headed.map((line, index) => withoutSubheading(line, headed[index + 1]))).map(withProjectUnderWholeHeading);
  const assigned = withProfileExportRoles(entries, entries.map(assignTitleAndCompany));
  // When an entry gives no clue which field is the role, do what the other entries do.
  const companyFirst = assigned.filter((entry) => entry.order === 'company-first').length;
  const titleFirst = assigned.filter((entry) => entry.order === 'title-first').length;
  const isCompanyFirst = companyFirst > titleFirst;
  // "C.H. Robinson" over "Student Software Engineering Project", where every other entry names its
  // employer first: an order read only from an employer's word, with no role word on either
  // field, yields to the order all the section's other entries agree on.
  const isAgainstSection = ({ order, isGuessed }: Assigned) => {
    const [same, opposite] = order === 'title-first' ? [titleFirst, companyFirst] : [companyFirst, titleFirst];
    return isGuessed === true && same === 1 && opposite >= 2;
  };

  const jobs: ParsedJob[] = [];
  let isInheriting = false;
  // "The Mirabel Resort & Casino, Las Vegas, NV" with no date, over the roles held there.
  let headingEmployer: string | undefined;
  // "Industrial Placement, Technology, Morgan Stanley" under "Technology Associate, Morgan Stanley":
  // a name another entry reads as its employer is the employer wherever it stands ("Technology"
  // had made the role read like a company's name).
  const employerCounts = new Map<string, number>();
  for (const { title, company } of assigned) if (company !== '' && company !== title) employerCounts.set(company, (employerCounts.get(company) ?? 0) + 1);
  const isOwnEmployer = (name: string, index: number) => assigned[index]?.company === name && assigned[index]?.title !== name;
  const isEmployerElsewhere = (name: string, index: number) => (employerCounts.get(name) ?? 0) > (isOwnEmployer(name, index) ? 1 : 0);
  entries.forEach((entry, index) => {
    let { title, company } = assigned[index] as Assigned;
    if (!assigned[index]?.order && isCompanyFirst && company !== '') [title, company] = [company, title];
    if (company !== '' && isAgainstSection(assigned[index] as Assigned)) [title, company] = [company, title];
    if (company !== '' && isEmployerElsewhere(title, index) && !isEmployerElsewhere(company, index)) [title, company] = [company, title];
    // Under an employer's heading, the first role is held there as any later role is under its first.
    const previous = headingEmployer === undefined ? jobs.at(-1) : { company: headingEmployer };
    const previousAssigned = headingEmployer === undefined ? assigned[index - 1] : { title: '', company: headingEmployer, isCompanyOnOwnLine: true };
    headingEmployer = undefined;
    // An employer's line under its role ("Performance Marketing Specialist" over "Turia Retail Group
    // S.A.") closes that role's heading; it heads no roles after it.
    const headsRoles = previousAssigned?.order !== 'title-first' && (previousAssigned?.isCompanyOnOwnLine || (previousAssigned?.isCompanyApart && previousAssigned.order === 'company-first'));
    // "Cloudbakers — Additional Positions Held" over "Director of Sales (2020 – 2021)" and
    // "GCP, G Suite & CRM Account Executive (2017 – 2020)": a role line right under a role whose
    // employer had a line of its own is all title, commas included, unless it names an employer
    // ("IT Consultant @Contoso": an "@" always does). So is one after the duties of a role whose
    // employer's line came first ("Associate, Audit & Assurance" under "Whitmore & Kessler LLP").
    const isTitleLine =
      entry.header.length === 1 &&
      !/\s@/.test(entry.header[0] ?? '') &&
      ((entry.isSameBlockAsPrevious && previousAssigned?.isCompanyApart) || ((headsRoles || isInheriting) && findPlace(entry.header[0] ?? '') === undefined));
    // An "&" alone ("Audit & Assurance") names no employer; a word like "LLP" or "Bank" does.
    if (isTitleLine && company !== '' && companyScore(company) < 2) {
      const role = roleOf(entry.header[0] ?? '');
      if (role) [title, company] = [role, ''];
    }
    // "Vestkyst Wind A/S    Aarhus" over a role, then "Aarhus" over the next: the employer's slot
    // left empty for a second role there, only its town written again. The town is no employer.
    const isTownAgain = previous !== undefined && isTownName(company) && (entries[index - 1]?.header ?? []).some((line) => line.includes(company));
    if (isTownAgain) company = '';
    // Several roles under one employer line: later roles name only the title, however many there are.
    const inherits = company === '' && previous !== undefined && (entry.isSameBlockAsPrevious || headsRoles || isInheriting || isTownAgain);
    if (inherits) company = previous.company;
    else if (company === '') company = employerBeforeCountry(entry);
    isInheriting = inherits;
    // A line that names an employer and no role heads the roles after it, and is no job; so does
    // one dated with the years spent there ("2020 — today" over "Elbkai Freight Solutions GmbH"),
    // when the next entry names a role and no employer.
    const namesEmployerOnly = company === '' && titleScore(title) === 0 && (companyScore(title) > 0 || hasLegalForm(title));
    const isUndatedLine = entry.anchor < 0 && entry.header.length === 1;
    const nextAssigned = assigned[index + 1];
    const headsNextRole = nextAssigned !== undefined && nextAssigned.company === '' && titleScore(nextAssigned.title) > 0;
    // "West Telemarketing, Omaha, NE (2015 to Present)" over "Customer Service Supervisor (2018 to
    // present)": a name with its town and no word of a role, over a role without an employer, is
    // where the roles after it were held.
    const namesPlacedEmployer = company === '' && titleScore(title) === 0 && findPlace(entry.header[0] ?? '') !== undefined;
    // "Davanni’s, Coon Rapids, MN. 09/2017 – Current." over "Kitchen employee from 2017 – 2019": a
    // role right under it, dated within its years, was held there whatever words name the role.
    const headsRoleWithin = nextAssigned !== undefined && nextAssigned.company === '' && entries[index + 1]?.isSameBlockAsPrevious === true && isDatedWithin(entries[index + 1], entry);
    if ((namesEmployerOnly && (isUndatedLine || headsNextRole)) || (namesPlacedEmployer && (headsNextRole || headsRoleWithin))) {
      headingEmployer = title;
      return;
    }
    const date = headingDate(entry);
    if (title === '' && company === '') return;
    const responsibilities = duties(entry.body);
    // "9/2013 DELFI Conference", "7/2015 M.Sc. Graduation": a timeline lists events among its jobs.
    // One date, no duty and no role word is an event, not a job, when it names no employer of its
    // own or names a kind of event: the host of a conference is no employer.
    const isEvent = !date?.isRange && responsibilities.length === 0 && titleScore(title) === 0 && (company === '' || inherits || EVENT.test(title));
    // "Developing eco-friendly baskets in underwater environments: combatting …": a project's
    // long title written as a sentence, with no employer, is no job.
    const isProject = company === '' && title.split(' ').length > MAX_ROLE_WORDS && isSentence(title);
    // "Streaming Graph Partitioning at Scale – Berlin" under "Invited Talks": with no employer and
    // no word of a role, a dated entry is a talk, a patent or a piece of work, not a job.
    const isUnnamedWork = company === '' && titleScore(title) === 0;
    if (isEvent || isProject || isUnnamedWork || isAward(title) || (company === '' && TIME_OFF.test(title)) || TIME_OFF.test(company) || MEMBERSHIP.test(title) || isCourseTaught(title)) return;
    jobs.push({
      title,
      company,
      duration: date ? date.ends.join(' – ') : '',
      responsibilities,
      date: date?.isPlaceholder ? undefined : date,
    });
  });
  return jobs;
}

const MAX_ROLE_WORDS = 8;

// The dates on an entry's dated line, if it has one.
const headingDate = (entry: Entry | undefined) => (entry && entry.anchor >= 0 ? findDuration(entry.header[entry.anchor] ?? '') : undefined);
// Months are compared where both ends give them; "2017" is within "09/2017 – Current".
const monthsApart = (from: DatePoint, to: DatePoint) => (to.year - from.year) * 12 + (from.month !== undefined && to.month !== undefined ? to.month - from.month : 0);
function isDatedWithin(inner: Entry | undefined, outer: Entry): boolean {
  const [role, tenure] = [headingDate(inner), headingDate(outer)];
  if (!role?.isRange || !tenure?.isRange) return false;
  const endsWithin = tenure.isPresent || (role.end !== undefined && tenure.end !== undefined && monthsApart(role.end, tenure.end) >= 0);
  return monthsApart(tenure.start, role.start) >= 0 && endsWithin;
}
// "BIOL 421 Developmental Mechanics (course designer)", "CSE 344: Intro to Data Management": a
// course taught, listed under teaching with its dates, is no job of its own; "ATB 101 Developer"
// is a role in a programme.
const COURSE_CODE = /^[^\p{L}\d]*\p{Lu}{2,5}\s?\d{3,4}[A-Z]?\b/u;
const isCourseTaught = (title: string) => COURSE_CODE.test(title) && titleScore(title.split('(')[0] ?? '') === 0;
// "2023-03 – 2023-06 Career break", "Career break – caring for family": time between jobs, dated
// like one, is no job.
const TIME_OFF = /^(?:career (?:break|gap|pause)|sabbatical|gap year|(?:parental|maternity|paternity|family|medical) leave|travel(?:l?ing)?)$/i;
// "General Member, European Association of Archaeologists": belonging to a body is no role in it;
// a plain "Member" of a club under the jobs is read as its role.
const MEMBERSHIP = /^(?:general|ordinary|regular|student|associate|full|life|active|honorary)\s+members?$/i;
// "2016 Scarce Skills Doctoral Scholarship National Research Foundation", "Teaching Development Grant (TDG)":
// an award listed among the jobs, where a side-bar's heading was lost, is named by its last word;
// "Grant Writer" and "Scholarship Coordinator" are roles, and a fellowship is often a post.
const AWARD_NAME = /\b(?:scholarship|bursary|prize|award|grant)(?:\s*\([^()]*\))?$/i;
const isAward = (title: string) => AWARD_NAME.test(title) && titleScore(title) === 0;
const EVENT = /\b(?:conference|congress|summit|symposium|workshop|seminar|hackathon|jam|meetup|weekend|fair|graduation|ceremony|project|semester|course|training)s?\b/i;

type Field = { field: string; lineIndex: number; title: number; company: number };

const MAX_HEADING_DATES = 4;

// AltaCV and other icon-font templates put a glyph before the dates and the place; the PDF's
// text gives it as one letter ("z July 2012 – Ongoing"). No title or employer is one letter.
const isIconGlyph = (field: string) => [...field].length === 1;

// "Software Developer, Ignite Solutions, India.": with no other employer, the name the country follows.
function employerBeforeCountry(entry: Entry): string {
  // "Curitiba, Paraná, Brasil" names a town and its province before the country, no employer.
  const places = entry.header.flatMap((text) => splitFields(text).filter((field) => isPlace(field) && !isTownProvinceCountry(field)));
  return places.map(nameBeforeCountry).find((name) => name !== undefined && !isPlace(name)) ?? '';
}

function headerFields(entry: Entry): Field[] {
  const seen = new Set<string>();
  const fields = entry.header.flatMap((text, lineIndex) => {
    // The date line loses every date on it: "Tester Sep. 2013, Mar. 2011 – Oct. 2011" is a tester.
    // A heading holds a few dates; a long line of them is no heading, and this bounds the work.
    const dates = lineIndex === entry.anchor ? findDates(text).slice(0, MAX_HEADING_DATES) : [];
    const withoutDate = withoutPromotionPath(removeDates(withoutDatedNote(lineIndex === entry.anchor ? withoutTownBeforeDates(text) : text, dates), dates));
    const fields = splitFields(unbracketEmployer(withoutEmploymentNotes(withFieldSeparators(withoutDate))))
      .flatMap(splitRoleAfterColon)
      .map(withoutCountry)
      .map(withoutTownAfterLegalForm)
      .map(withoutClosingPeriod)
      .map((field) => withoutTrailingTenure(field.replace(WORK_MODE_AFTER, '')))
      .filter((field) => !isPlace(field) && !EMPLOYMENT_TYPE.test(field) && !isTermsField(field) && !isTenure(field) && !isIconGlyph(field) && !isJobGroup(field) && /\p{L}/u.test(field))
      .filter((field, index, all) => !(index === all.length - 1 && isTrailingTown(field, all.slice(0, index), text)))
      // "2017 - 2024 - UNITED STATES" (Europass): a country beside the dates is where, not who.
      .filter((field) => !(lineIndex === entry.anchor && isRegionName(field)));
    // "Charge Nurse, Medical ICU": the unit stays part of the title, as does the division a team
    // belongs to ("Macro Trading Team, Trading Division").
    // Not where the page sets them apart: "Senior Data Scientist" in bold, "Quillfeather Analytics"
    // in regular names the employer.
    // Nor where a bar parts the only two names of a one-line heading: "Data Analyst | LatentView
    // Analytics" names the role and its employer.
    const isRoleBarEmployer = entry.header.length === 1 && fields.length === 2 && text.includes(' | ');
    const merged = bySegment(fields, text).reduce<Run[]>((kept, run) => {
      const previous = kept.at(-1);
      const isApart = isRoleBarEmployer || (previous !== undefined && previous.segment >= 0 && run.segment >= 0 && previous.segment !== run.segment);
      const isUnitOf = previous !== undefined && !isApart && (titleScore(previous.field) > 0 || isUnitName(previous.field)) && isUnitName(run.field);
      if (previous !== undefined && (isUnitOf || (!isApart && kept.length === 1 && isTeamBeforeEmployer(previous.field, run.field)))) {
        kept[kept.length - 1] = { ...previous, field: `${previous.field}, ${run.field}` };
      } else kept.push(run);
      return kept;
    }, []).map((run) => run.field);
    // A heading line the layout repeats ("Nurse" above "Nurse, Mercy Hospital") is read once.
    const fresh = merged.filter((field) => !seen.has(field.toLowerCase()));
    for (const field of fresh) seen.add(field.toLowerCase());
    // "University of Bremen" beside "Scientific Employee / Software Development": an institution's
    // name outweighs a company word inside a field of work.
    return fresh.map((field) => ({ field, lineIndex, title: titleScore(field), company: employerScore(field) }));
  });
  return withSpecialisms(asOneName(withoutTownLine(withoutTownBesideRole(fields, entry.header)), entry), entry.header);
}

// "Desarrollador Frontend ⟂Málaga" over "PARTICULAR - WORDPRESS ⟂2019": a known town the page sets
// apart at the end of a role's line, while another line names someone else, is where the job was.
// Beside a role alone it may be the employer ("Network Engineer ⟂Orange").
function withoutTownBesideRole(fields: Field[], header: string[]): Field[] {
  return fields.filter((field, index) => {
    const isLastOfLine = fields[index + 1]?.lineIndex !== field.lineIndex;
    if (!isLastOfLine || !isTownName(field.field) || !isOwnRun(header[field.lineIndex] ?? '', field.field)) return true;
    const isBesideRole = fields.some((other) => other.lineIndex === field.lineIndex && other !== field && other.title > 0);
    const namesEmployerElsewhere = fields.some((other) => other.lineIndex !== field.lineIndex && other.title === 0 && !isTownName(other.field));
    return !(isBesideRole && namesEmployerElsewhere);
  });
}

// "Vestkyst Wind A/S  Herning", "NTNU, Trondheim": a town's name closing the line after a name that
// is no role (with a legal form or a business word, after a comma, or in a run of type of its own)
// is where the job was; so is one after a role the line's employer comes before ("Harcourt Lee
// Assurance LLP, Audit Manager – Singapore", RenderCV). Only there: after a role alone ("Network
// Engineer, Orange") or alone, a town's name may be the employer's ("Orange", "Toyota").
function isTrailingTown(field: string, earlier: string[], text: string): boolean {
  const before = earlier.at(-1);
  if (before === undefined || !isTownName(field)) return false;
  const namesEmployer = (name: string) => hasLegalForm(name) || companyScore(name) > 0;
  if (titleScore(before) > 0) return earlier.slice(0, -1).some(namesEmployer);
  return isOwnRun(text, field) || namesEmployer(before) || closesWithTown(field, text);
}

// "Toronto" over "Group Product Manager at Shelfwise": a town alone on the heading's first line,
// over a line that names a role and more, is where the job was (moderncv banking leaves the
// employer's slot empty and prints the town). Over a role alone it may be the employer ("Orange").
function withoutTownLine(fields: Field[]): Field[] {
  const [first, ...rest] = fields;
  const isTownLine = first !== undefined && first.lineIndex === 0 && isTownName(first.field) && rest.every((field) => field.lineIndex > 0);
  const namesMore = rest.some((field) => field.title > 0) && rest.length >= 2;
  return isTownLine && namesMore ? rest : fields;
}

// "ML Group, Arm Ltd.", "R&D, Forinicom Srl": a short name that opens the line and is no role,
// before an employer with its legal form, is the team or department within it, and the employer is
// named with it. After a role it is the role's field of work ("Senior Engineer, Battery Thermal
// Management, Nordlicht GmbH").
const MAX_TEAM_WORDS = 3;
function isTeamBeforeEmployer(team: string, employer: string): boolean {
  return team.split(' ').length <= MAX_TEAM_WORDS && titleScore(team) === 0 && !hasLegalForm(team) && hasLegalForm(employer) && !isInstitution(team);
}

/** A field of a heading line and the run of type it was set in (-1: not known, or the line has one). */
type Run = { field: string; segment: number };

// "Harrowgate & Finch Capital LLP" in bold, ", Head of Quantitative Research, Fixed Income" in
// regular: where the page sets a line's fields in two or more runs of type, fields of one run that
// only a comma parts are one field ("Director, Center for Labor Market Policy"). A line whose
// other runs hold only a country or a town tells nothing of its fields; "at", "@" and dashes still
// part.
function bySegment(fields: string[], text: string): Run[] {
  const segments = visualSegments(text);
  const segmentOf = fields.map((field) => (segments.length < 2 || isRegionName(field) || isTownName(field) ? -1 : segmentHolding(segments, field)));
  if (new Set(segmentOf.filter((at) => at >= 0)).size < 2) return fields.map((field) => ({ field, segment: -1 }));
  return fields.reduce<Run[]>((kept, field, index) => {
    const [segment, previous] = [segmentOf[index] ?? -1, kept.at(-1)];
    const isOneRun = segment >= 0 && previous?.segment === segment && segments[segment]?.includes(`${fields[index - 1]}, ${field}`);
    if (isOneRun) kept[kept.length - 1] = { field: `${previous.field}, ${field}`, segment };
    else kept.push({ field, segment });
    return kept;
  }, []);
}

// A heading a narrow column wrapped onto its dated line is read as one line.
function withWrappedHeadingJoined(entry: Entry): Entry {
  const at = entry.anchor;
  const [above, dated] = [entry.header[at - 1], entry.header[at]];
  if (at >= 1 && above !== undefined && dated !== undefined && isWrappedHeading(above, dated)) return joinedAt(entry, at - 1);
  const wrapped = entry.header.findIndex((line, index) => index < entry.header.length - 1 && isWrappedField(line, entry.header[index + 1] ?? ''));
  if (wrapped >= 0 && wrapped + 1 <= Math.max(entry.anchor, 1)) return joinedAt(entry, wrapped);
  // "…, Texas A&M" over "University, College Station, TX.": the employer's run of type goes on.
  for (let index = 0; index < entry.anchor; index += 1) {
    const joined = joinWrappedRun(entry.header[index] ?? '', entry.header[index + 1] ?? '');
    if (joined !== undefined) return joinedAt(entry, index, joined);
  }
  return entry;
}

// "Department of Cell & Developmental Biology, University of British Columbia, Associate" over
// "Professor – Vancouver, Canada": a comma list that stops on a bare word, over one word and a
// dashed place, is one heading the page's width broke (RenderCV's harvard theme); a line of its
// own that names only the role ("Professor", ember's) is not.
const WRAPPED_FIELD_END = /^\p{Lu}[\p{L}.'’-]*\s+[–—-]\s+\p{Lu}/u;
const isWrappedField = (line: string, next: string): boolean => line.includes(', ') && /\p{L}$/u.test(line) && WRAPPED_FIELD_END.test(next);

function joinedAt(entry: Entry, index: number, joined = `${entry.header[index]} ${entry.header[index + 1]}`): Entry {
  const header = [...entry.header.slice(0, index), joined, ...entry.header.slice(index + 2)];
  return { ...entry, header, anchor: entry.anchor > index ? entry.anchor - 1 : entry.anchor };
}

// "Design Intern Shanghai · 07/2021 - 09/2021", "Research Intern Halifax, NS · 05/2022": the place
// set right before the dates with no separator of its own is no part of the role. Only a town's
// name is one: "World Bank · 2019 – 2021" and "Naciones Unidas · 2026 – Actualidad" keep their last word.
// (A letter, or brackets closed after one, before the town: looking back no further keeps a long word linear.)
const TOWN_BEFORE_DATES = /(?<=\p{L}\)*,?)\s+(\p{Lu}[\p{L}'’.-]+(?:,\s*\p{Lu}{2})?)(?=\s+·\s+(?:\p{L}{3,5}\.?\s+)?(?:\d|[Pp]resent))/u;
function withoutTownBeforeDates(text: string): string {
  const match = TOWN_BEFORE_DATES.exec(text);
  const town = match?.[1];
  const isTown = town !== undefined && titleScore(town) === 0 && (isTownName(town) || /,\s*\p{Lu}{2}$/u.test(town));
  return match && isTown ? `${text.slice(0, match.index)} |${text.slice(match.index + match[0].length)}` : text;
}

// "Academic Support Center: Tutor": a unit or employer, a colon, then the role held there.
function splitRoleAfterColon(field: string): string[] {
  const colon = field.indexOf(': ');
  if (colon < 0) return [field];
  const [before, after] = [field.slice(0, colon).trim(), field.slice(colon + 2).trim()];
  return titleScore(after) > 0 && titleScore(before) === 0 && /^\p{Lu}/u.test(before) ? [before, after] : [field];
}

// "Senior Basket Weaver III | 2022 Employee of the Year": after the job's range, a year and what
// follows it is a note on the job (an award), no part of its heading.
function withoutDatedNote(text: string, dates: DateMatch[]): string {
  const rangeAt = dates.findIndex((date) => date.isRange);
  const note = rangeAt < 0 ? undefined : dates.slice(rangeAt + 1).find((date) => !date.isRange);
  return note ? text.slice(0, note.index) : text;
}

// "Monzo Bank Engineer III (Security) → Senior Engineer (Payments)": the roles held one after the
// other at an employer, set after its name, are no part of it; the heading's title names the role.
function withoutPromotionPath(text: string): string {
  const arrow = text.indexOf('→');
  if (arrow < 0) return text;
  const words = text.slice(0, arrow).trim().split(/\s+/);
  const firstRole = words.findIndex((word, index) => index > 0 && titleScore(word) >= 2);
  return (firstRole > 0 ? words.slice(0, firstRole) : words).join(' ');
}

// "Systems & Software Engineer", "Studio Manager": a name that ends on a role word is a role,
// whatever business words qualify it.
function employerScore(field: string): number {
  const last = field.split(/\s+/).at(-1) ?? '';
  if (titleScore(last) >= 2 && !isInstitution(field)) return 0;
  return companyScore(field) + (isInstitution(field) ? 1 : 0);
}

// "OpenQDA - A Free Sustainable Qualitative Research Software" over "ZeMKI, University of Bremen |
// 2023 - Today": when the dated line names the employer and no line names a role, the line over it
// is one name, the entry's title, dashes and all.
function asOneName(fields: Field[], entry: Entry): Field[] {
  const [nameLine] = entry.header;
  if (entry.header.length !== 2 || entry.anchor !== 1 || nameLine === undefined || fields.some((field) => field.title > 0)) return fields;
  const named = fields.filter((field) => field.lineIndex === 0);
  const dated = fields.filter((field) => field.lineIndex === 1);
  const employer = Math.max(0, ...dated.map((field) => field.company));
  if (named.length < 2 || employer === 0 || named.some((field) => field.company > employer)) return fields;
  return [{ field: tidy(nameLine), lineIndex: 0, title: 0, company: 0 }, ...dated];
}

// "Director of IT – Hybrid Cloud and Enterprise IT Automation | 2019 – 2021 Disney Company": what a
// dash adds to a title, when it is neither a role nor an employer and an employer is named
// elsewhere, is the title's specialism.
function withSpecialisms(fields: Field[], header: string[]): Field[] {
  const employer = fields.find((field) => field.company > field.title);
  return fields.reduce<Field[]>((kept, field) => {
    const previous = kept.at(-1);
    const dashed = previous ? DASHES.map((dash) => `${previous.field}${dash}${field.field}`).find((text) => header[field.lineIndex]?.includes(text)) : undefined;
    // "AWS Serverless Engineer — Cloud & Genesys Integration Specialist" over the employer's
    // line: with the employer on a line of its own, a second role after the dash is the title's too.
    const isSpecialism = field.title === 0 || (employer !== undefined && employer.lineIndex !== field.lineIndex);
    // "Product Manager - Analytics & Reporting" under "Cayuse LLC": a field that reads a little like
    // a name is still the title's when a stronger employer stands on a line of its own.
    const isOutweighed = field.company <= field.title || (employer !== undefined && employer.lineIndex !== field.lineIndex && employer.company > field.company);
    if (previous && dashed && employer && previous.title > 0 && isSpecialism && isOutweighed && previous.lineIndex === field.lineIndex) {
      kept[kept.length - 1] = { ...previous, field: dashed };
    } else kept.push(field);
    return kept;
  }, []);
}

// The role of a line that holds only a role and its dates: the first part with role words.
function roleOf(text: string): string | undefined {
  const withoutDates = removeDates(text, findDates(text).slice(0, MAX_HEADING_DATES));
  return withoutEmploymentNotes(withoutDates)
    .split(/\s*\|\s*/)
    .map(tidy)
    .find((part) => titleScore(part) > 0);
}

/**
 * The roles of LinkedIn's profile export, whose titles are whole lines.
 * "AT&T" over "28 years" over "Sr. Specialist Development Manager" and its dates, then more roles,
 * each a title over its dates: the export groups the roles held at one employer under its name and
 * the time spent there. Every role of the group is held there, its whole line the title ("Manager
 * Network Services(Business Services)"); a line over a role's title ends the group, for it names the
 * next employer. Outside groups, "Full Stack Developer | SaaS, AI, Cloud & API Engineering" under
 * "Phoenix Tech's", over dates with the time they span, is all title where the line above is read
 * as the employer.
 */
function withProfileExportRoles(entries: Entry[], assigned: Assigned[]): Assigned[] {
  let employer: string | undefined;
  return assigned.map((fields, index) => {
    const entry = entries[index] as Entry;
    const [first = '', ...rest] = entry.anchor > 0 ? entry.header.slice(0, entry.anchor) : [];
    if (entry.headsRoleGroup && rest.length > 0) {
      employer = first;
      return { title: rest.join(' '), company: employer, isCompanyOnOwnLine: true, order: 'company-first' };
    }
    const isWrappedTitle = rest.length === 0 || (rest.length === 1 && continuesTitle(first, rest[0] ?? ''));
    if (employer !== undefined && first !== '' && isWrappedTitle) return { title: [first, ...rest].join(' '), company: employer, isCompanyOnOwnLine: false, order: 'company-first' };
    employer = undefined;
    const [role] = rest;
    const isWholeTitle = rest.length === 1 && role !== undefined && fields.company === first && role.startsWith(`${fields.title} | `) && isDatedWithLength(entry.header[entry.anchor] ?? '');
    return isWholeTitle ? { ...fields, title: role } : fields;
  });
}

// "Data Science Consultant, Freelance – Regensburg", "Freelance 2020" over "Full Stack Web
// Developement": with no employer named, working for oneself is where the job was, as the page
// writes it. (Beside an employer, "Freelance" is a term of the job and is left out.)
const SELF_EMPLOYED = /^(?:freelance|freelancer|self[- ]?employed)$/i;
const selfEmployment = (entry: Entry) => entry.header.flatMap((text) => splitFields(text)).map(withoutClosingPeriod).find((field) => SELF_EMPLOYED.test(field));

// "September 2020 - Present (5 years 11 months)": dates and, in brackets, the time they span.
function isDatedWithLength(text: string): boolean {
  const length = /^\((.+)\)$/.exec(removeDates(text).replace(/^[\s|]+/, '').trim())?.[1];
  return length !== undefined && isTenure(length);
}

function assignTitleAndCompany(entry: Entry): Assigned {
  const joined = withWrappedHeadingJoined(entry);
  const fields = withGluedEmployer(headerFields(joined));
  const considered = fields.slice(0, 4);
  const [first, second] = considered;
  if (!first) return { title: '', company: '', isCompanyOnOwnLine: false };

  const byTitle = [...considered].sort((a, b) => b.title - b.company - (a.title - a.company));
  const bestTitle = byTitle[0];
  // The first clear employer name wins over a later department or district, and a university
  // over the lab or group of it named first ("Geomicrobiology Group, University of Southern California").
  const hasInstitution = considered.some((field) => isInstitution(field.field));
  const byCompany = [...considered].sort((a, b) => employerRank(b, hasInstitution) - employerRank(a, hasInstitution));
  const bestCompany = byCompany.find((candidate) => candidate !== bestTitle);
  const titleLead = bestTitle ? bestTitle.title - bestTitle.company : 0;
  const companyLead = bestCompany ? bestCompany.company - bestCompany.title : 0;

  let title = first;
  let company = second;
  let order: Assigned['order'];
  if (bestTitle && titleLead > 0) {
    title = bestTitle;
    company = companyLead > 0 ? bestCompany : considered.find((candidate) => candidate !== bestTitle);
  } else if (bestCompany && companyLead > 0) {
    // "Supervisor, Financial Systems ⟂Omaha Public Power District": a field that holds a role
    // word is no employer where another holds an employer's word and none of a role.
    company = (bestCompany.title > 0 ? considered.find((candidate) => candidate !== bestCompany && candidate.title === 0 && candidate.company > 0) : undefined) ?? bestCompany;
    // The field with role words is the title; when none has any ("PingCAP Inc. - Database -
    // Database Kernel R&D" names a department and a role), one that names no organisation
    // ("Phlebotomy" beside "Clinical Laboratory"), then the fuller of them.
    const others = considered.filter((candidate) => candidate !== company);
    const isBetter = (candidate: Field, best: Field) =>
      candidate.title > best.title ||
      (candidate.title === best.title && (candidate.company < best.company || (candidate.company === best.company && words(candidate) > words(best))));
    title = others.reduce<Field | undefined>((best, candidate) => (!best || isBetter(candidate, best) ? candidate : best), undefined) ?? first;
    if (title === company) return { title: '', company: company.field, isCompanyOnOwnLine: true };
  }
  if ((titleLead > 0 || companyLead > 0) && company) {
    order = fields.indexOf(title) < fields.indexOf(company) ? 'title-first' : 'company-first';
  }
  if (!company) return { title: title.field, company: selfEmployment(joined) ?? '', isCompanyOnOwnLine: false, order };
  // No role word on either field: the order rests on an employer's word alone.
  const isGuessed = order !== undefined && title.title === 0 && company.title === 0 && title.company === 0 && !isInstitution(company.field);
  const isCompanyOnOwnLine = !fields.some((field) => field.lineIndex === company.lineIndex && field !== company);
  const employer = withUnit(company, fields, title, joined.header);
  // A name written with the employer is no part of the role too.
  const named = employer.split(', ');
  return {
    title: withSpecialism(title, company, fields.filter((field) => field === company || !named.includes(field.field))),
    company: employer,
    isCompanyOnOwnLine,
    isCompanyApart: company.lineIndex !== title.lineIndex,
    order,
    isGuessed,
  };
}

// "Research Assistant, Department of Computer Science, Western Washington University": the lab,
// group or department named right before the university (or right after it) is where in it the job
// was, and is written with it, as the page prints the employer.
function withUnit(company: Field, fields: Field[], title: Field, header: string[]): string {
  const at = fields.indexOf(company);
  const [before, after] = [fields[at - 1], fields[at + 1]];
  if (isUnitOf(before, company, title) || isBodyOf(before, company, title) || isEmployerBeforeTeam(before, company, title, fields, header)) return `${before?.field}, ${company.field}`;
  if (isUnitOf(company, after, title) || isSchoolOf(after, company, title)) return `${company.field}, ${after?.field}`;
  // "BlackRock, Inc. – Systematic Active Equity", "UTN – Regional Mendoza": a name of a few words
  // the employer's dash joins to it, with no role or country in it, is the part of the employer
  // the job was in. (One word is as likely a town or a wrapped role: "Acme – Brisbane"; and in
  // "Morningstar, Inc. - Financial Services - Full-Stack Engineer" the dashes chain to the role.)
  const line = header[company.lineIndex] ?? '';
  const dashed = (first: Field, second: Field) => DASHES.map((dash) => `${first.field}${dash}${second.field}`).find((text) => line.includes(text));
  const isPart = (field: Field) =>
    field !== title && field.lineIndex === company.lineIndex && field.title === 0 && field.field.includes(' ') && !isRegionName(field.field) && dashed(field, title) === undefined;
  if (after && isPart(after)) {
    // "Amazon Explore, Business Development" on a line of its own under the role: after a comma too,
    // unless the name is where ("Newcastle NSW", "Pacific Ocean") or the body the employer belongs
    // to ("Rosa Parks Elementary School, Portland Public Schools").
    const isPartAfterComma = (companyScore(after.field) === 0 || isOrganisationUnit(after.field)) && !namesWhere(after.field);
    return dashed(company, after) ?? (isPartAfterComma && isOwnLinePair(company, after, title, fields, header) ? `${company.field}, ${after.field}` : company.field);
  }
  return company.field;
}
const DASHES = [' – ', ' — ', ' - '];

// "Amazon Explore, Business Development" under the role: the employer's line, apart from the role's,
// holds these two names parted by a comma and nothing else.
function isOwnLinePair(first: Field, second: Field, title: Field, fields: Field[], header: string[]): boolean {
  const at = first.lineIndex;
  const isAlone = fields.every((field) => field.lineIndex !== at || field === first || field === second);
  return second.lineIndex === at && title.lineIndex !== at && isAlone && (header[at] ?? '').includes(`${first.field}, ${second.field}`);
}
// "Newcastle NSW", "Western Sydney", "Pacific Ocean": a name of where, not of who.
const NATURAL_FEATURE = /\b(?:ocean|sea|islands?|bay|coast|peninsula)$/i;
const namesWhere = (text: string) => isPlace(text) || isBareTownName(text) || NATURAL_FEATURE.test(text);

const isUnitOf = (unit: Field | undefined, institution: Field | undefined, title: Field): boolean =>
  unit !== undefined &&
  institution !== undefined &&
  unit !== title &&
  institution !== title &&
  unit.lineIndex === institution.lineIndex &&
  (isOrganisationUnit(unit.field) || (SCHOOL_OF.test(unit.field) && UNIVERSITY.test(institution.field))) &&
  isInstitution(institution.field) &&
  !DEPARTMENT.test(institution.field);

// A name right before a department, faculty or school, on its line and naming no role, is written
// with it: the body it belongs to ("Government of the City of Buenos Aires, Department of Transport")
// or a group within it ("DATSI, Facultad de Informática").
const isBodyOf = (body: Field | undefined, department: Field, title: Field): boolean =>
  body !== undefined && body !== title && body.lineIndex === department.lineIndex && body.title === 0 && DEPARTMENT.test(department.field) && !isPlace(body.field);

// "Amazon Photos, Trust & Safety Engineering" on a line of its own under the role: the whole line
// names where the job was, the employer and its team, whichever of the two weighs more.
function isEmployerBeforeTeam(before: Field | undefined, team: Field, title: Field, fields: Field[], header: string[]): boolean {
  return before !== undefined && before !== title && before.title === 0 && !namesWhere(before.field) && isOwnLinePair(before, team, title, fields, header);
}

// "Georgetown University, McCourt School of Public Policy": a school or college named after its
// university on the same line is the university's, whatever name it bears.
const isSchoolOf = (school: Field | undefined, university: Field, title: Field): boolean =>
  school !== undefined &&
  school !== title &&
  school.lineIndex === university.lineIndex &&
  school.title === 0 &&
  SCHOOL_OF.test(school.field) &&
  UNIVERSITY.test(university.field);
// "Whitacre College of Engineering, Texas Tech University", "The Ohio State University, Office of
// Business and Finance": a college, school or office of a university, named either side of it.
const SCHOOL_OF = /\b(?:school|college|faculty|department|institute|office)\s+(?:of|for)\b/i;
const UNIVERSITY = /\buniversit(?:y|ät|é|à|ad|at)\b/i;

// "Dept. of Cellular Biology", "Brain Development Lab". ("Computer Science Department" after a
// role is a unit the role's title names, as "Charge Nurse, Medical ICU" is.)
const isOrganisationUnit = (text: string) => isResearchUnit(text) || DEPARTMENT.test(text);

// What else a role's line names beside the role is the role's field when the employer is clear
// (and, after the role, when the employer named first on the line is clear):
// "Engineering Lead, Thermal Systems, Nordlicht Antriebstechnik GmbH – Stuttgart" names it between
// the role and an employer its legal form or a school's name marks; "Product Designer, Checkout &
// Payments" over "Tulpwerk B.V. – Amsterdam" after the role, with the employer on a line of its own.
const MAX_SPECIALISMS = 2;
// "Department of …", "Laboratoire de Physique des Solides", "Instituto de Biologia Molecular e Celular".
const DEPARTMENT =
  /^(?:department|dept\.?|faculty|division|institute|centre|center|school|laboratory|laboratoire|laboratorio|instituto|institut|département|departamento|facultad|faculté)\s+(?:of|for|de|des|du|di|für)\s/i;
const ORGANISATION_UNIT = /\b(?:centre|center|institute|department|lab|laboratory|group|school|university|college)\b/i;
function withSpecialism(title: Field, employer: Field, fields: Field[]): string {
  const isApart = employer.lineIndex !== title.lineIndex;
  // "Bastion Ridge Securities plc, Quantitative Analyst, Rates Trading": after the role, when the
  // employer comes first on its line.
  const isAfter = !isApart && fields.indexOf(employer) < fields.indexOf(title);
  const between =
    isApart || isAfter
      ? fields.filter((field) => field.lineIndex === title.lineIndex && fields.indexOf(field) > fields.indexOf(title))
      : fields.slice(fields.indexOf(title) + 1, fields.indexOf(employer));
  // Apart from its employer, a role's line holds other names too ("QA, GetGo (formerly part of
  // Citrix)", "Research Assistant, McMaster Ancient DNA Centre"): only a plain field of work, with no
  // weightier business word, unit, aside or "of", is the role's.
  const isPlainField = (field: Field) => field.company < employer.company && !/[()]|\bof\b/i.test(field.field) && !ORGANISATION_UNIT.test(field.field);
  const isMarkedEmployer = hasLegalForm(employer.field) || isInstitution(employer.field);
  const isMarked = isApart
    ? fields.every((field) => field.lineIndex !== employer.lineIndex || field === employer) && between.every(isPlainField) && fields.find((field) => field.lineIndex === title.lineIndex) === title
    : isMarkedEmployer && (!isAfter || between.every(isPlainField));
  const isOneLine = between.every((field) => field.lineIndex === title.lineIndex);
  // "Research Technician, Marine Microbes Group, Lakeside University": a lab or department is the
  // employer's unit, not the role's field, and another school or company is no field either.
  const isUnit = between.some((field) => isOrganisationUnit(field.field) || isInstitution(field.field) || hasLegalForm(field.field) || field.company > employer.company);
  if (between.length === 0 || between.length > MAX_SPECIALISMS || !isMarked || !isOneLine || isUnit) return title.field;
  return [title, ...between].map((field) => field.field).join(', ');
}

// A heading whose only field holds a role and an employer with no separator between them.
function withGluedEmployer(fields: Field[]): Field[] {
  const [only] = fields;
  const split = fields.length === 1 && only ? splitGluedEmployer(only.field) : undefined;
  if (!only || !split) return fields;
  return [
    { field: split.title, lineIndex: only.lineIndex, title: titleScore(split.title) + 1, company: 0 },
    { field: split.employer, lineIndex: only.lineIndex, title: 0, company: companyScore(split.employer) + 1 },
  ];
}

const words = (field: Field) => field.field.split(/\s+/).length;

// Of two clear employer names the one with a legal form is the employer ("Thermal Systems, Nordlicht
// Antriebstechnik GmbH" names a field of work, then the company).
function employerRank(field: Field, hasInstitution: boolean): number {
  const lead = field.company - field.title;
  const rank = (lead >= 2 ? 10 : lead) + (lead > 0 && hasLegalForm(field.field) ? 0.5 : 0);
  return hasInstitution && isResearchUnit(field.field) ? rank - 1 : rank;
}

// "Data Analyst | LatentView Analytics February 2024 – Present" over "Data Lineage Dashboard": a
// dated line that names the role and its employer is the whole heading; a name under it with no
// word of a role, an employer or a place is the first project of the job's duties.
function withProjectUnderWholeHeading(entry: Entry): Entry {
  const [dated = '', ...under] = entry.header;
  if (entry.anchor !== 0 || under.length === 0 || !namesRoleAndEmployer(dated)) return entry;
  const isProjectName = (text: string) => titleScore(text) === 0 && companyScore(text) === 0 && !hasLegalForm(text) && findPlace(text) === undefined && findDates(text).length === 0;
  if (!under.every(isProjectName)) return entry;
  return { ...entry, header: [dated], body: [...under.map((text) => ({ text, indent: 0, isBullet: false })), ...entry.body] };
}
const namesRoleAndEmployer = (dated: string) => {
  const fields = dated.includes(' | ') ? splitFields(removeDates(dated)) : [];
  return fields.length === 2 && fields.filter((field) => titleScore(field) >= 2).length === 1;
};

// "Responsibilities:" over a job's bullets leaves an empty line, which parts it from the job's
// heading like a gap would; "Key achievement: Cut costs 20%" leaves its content. A label heads
// duties, so a bare one right over a dated heading ("IMPACT" over "University | 2023 - 2025")
// is the name of the entry it opens. An empty "Tech Stack:" leaves an empty line too.
function withoutSubheading(line: Line, next: Line | undefined): Line {
  if (isEmptyLabel(line.text)) return { ...line, text: '' };
  const subheading = readSubheading(line.text);
  const namesEntry = subheading !== undefined && !line.text.includes(':') && next !== undefined && headsDatedEntry(next);
  return subheading && !namesEntry ? { ...line, text: subheading.rest } : line;
}

function duties(body: Line[]): string[] {
  return body
    .flatMap((line) => (line.isBullet ? [line.text] : sentences(line.text)))
    .map((text) => tidy(text))
    .filter((text) => text.length > 2);
}

// A paragraph written instead of bullets is split into its sentences.
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
}
