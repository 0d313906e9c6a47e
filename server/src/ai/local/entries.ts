import { findDates, findDuration, isTenure, removeDates } from './dates.js';
import type { Line } from './lines.js';
import { hasLegalForm, isLegalFormOnly } from './glued-employer.js';
import { findPlace, isNamedPlaceAndCountry, isPlace, isTownName, splitTrailingPlace } from './places.js';
import { companyScore, isInstitution, startsWithActionVerb, titleScore } from './vocabulary.js';

/**
 * A job as laid out: its heading lines (one holds the date) and the lines under it.
 * `headsRoleGroup` when its first line is an employer's name over the time spent there, and the
 * roles held there follow (LinkedIn's export).
 */
export type Entry = { header: string[]; anchor: number; body: Line[]; isSameBlockAsPrevious: boolean; headsRoleGroup?: boolean };

type Kind = 'dated' | 'header' | 'body' | 'blank';
/** A run of heading or body lines; `isAfterGap` when an empty line came before it. */
type Block = { kind: 'header' | 'body'; lines: Line[]; isAfterGap: boolean };

const MINOR_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'on', '&', 'to', 'a', 'an', 'with', '|', '-', '–', '—']);
// "Ministère de l'Éducation nationale", "Universidad de los Andes": the particles names in the
// languages the rules read keep in lower case before a capital. "Coordination de gestion" is prose.
const NAME_PARTICLES = new Set('de del della di da do dos das du des la le les los el et y e van'.split(' '));
const CAPITALISED = /^[\p{Lu}\d("“]|^\p{Ll}{1,3}\p{Lu}|^\p{Ll}['’]\p{Lu}/u;

// The words of a line that say whether it is a name: its minor words and particles left out. Read
// from the end, so that "de los" before "Andes" are both particles.
function nameWords(text: string): string[] {
  const words = text.split(' ');
  const kept: string[] = [];
  let next: string | undefined;
  let isNextParticle = false;
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index] as string;
    const lower = word.toLowerCase();
    const isParticle: boolean = NAME_PARTICLES.has(lower) && next !== undefined && (isNextParticle || CAPITALISED.test(next));
    if (!isParticle && !MINOR_WORDS.has(lower)) kept.push(word);
    [next, isNextParticle] = [word, isParticle];
  }
  return kept.reverse();
}

// Lines a heading group takes before and after its date before the rest counts as duties.
const MAX_LEAD = 3;
const MAX_TRAIL = 2;

/**
 * Groups a section into entries. Each dated heading group (the date line and the short
 * Title-Case lines around it) starts one; bullets and sentences after it are its body.
 * Several dates in one group (jobs without bullets) are split at each date, keeping the
 * layout of the first one (date first, last or in between).
 */
export function groupEntries(lines: Line[]): Entry[] {
  const entries: Entry[] = [];
  const groups = readRoleGroups(lines);
  const blocks = toBlocks(withRunOnDescriptionsSplit(withNarrowHeadingsJoined(withLegalFormsJoined(groups.lines))));
  const typicalLead = typicalLeadLines(blocks);
  const isDateFirst = opensWithWholeDatedHeading(blocks);
  const closesEntries = datesCloseEntries(blocks);
  for (const whole of blocks) {
    const last = entries.at(-1);
    if (whole.kind === 'body') {
      last?.body.push(...whole.lines);
      continue;
    }
    let block = whole;
    const closing = closesEntries && last && last.anchor < 0 && last.body.length > 0 ? closingLines(block.lines) : 0;
    if (last && closing > 0) {
      // The place and dates after a job's duties are that job's; the lines after them open the next.
      const closingLinesOfBlock = block.lines.slice(0, closing);
      last.anchor = last.header.length + closingLinesOfBlock.findIndex((line) => kindOf(line) === 'dated');
      last.header.push(...closingLinesOfBlock.map((line) => line.text));
      const rest = block.lines.slice(closing);
      if (rest.length === 0) continue;
      if (!rest.some((line) => kindOf(line) === 'dated')) {
        entries.push(undatedEntry(rest));
        continue;
      }
      block = { kind: 'header', lines: rest, isAfterGap: false };
    }
    const anchors = block.lines.flatMap((line, index) => (kindOf(line) === 'dated' ? [index] : []));
    const [first] = anchors;
    if (first === undefined) {
      // Title-Case lines without a date are duties written without bullets, unless nothing came
      // before or they take the shape of the heading above them.
      // Where dates close a job, a heading after a closed job opens the next one (a page break
      // can part it from the closing lines).
      const opensNext = last !== undefined && (isUndatedHeading(block.lines, last) || (closesEntries && last.anchor >= 0 && block.lines.length <= MAX_LEAD));
      if (last && opensNext) entries.push({ header: block.lines.map((line) => line.text), anchor: -1, body: [], isSameBlockAsPrevious: false });
      else if (last) last.body.push(...block.lines);
      else entries.push(undatedEntry(block.lines));
      continue;
    }
    // Where the section's first job opens with a whole dated heading ("July 2024 – Current date
    // Senior software engineer, ORACLE"), what comes right after a job's duties and before the
    // next one's date, with no gap (YAAC's line of technologies), ends the job above.
    // A heading of role and employer too long to share its line with the dates (RenderCV puts the
    // dates beside short headings and under long ones) opens the next job all the same.
    const opensHeading = (line: Line, index: number) => isRoleHeading(line) || (index === first - 1 && isWrappedHeading(line.text, block.lines[first]?.text ?? ''));
    const isTrailing = last && isDateFirst && !block.isAfterGap && !block.lines.slice(0, first).some(opensHeading);
    let lead = isTrailing ? first : Math.max(0, first - MAX_LEAD);
    if (lead > 0) last?.body.push(...block.lines.slice(0, lead));
    // "TensorFlow / Keras / PyTorch / Numpy" over the next job's dated line: the technologies the job
    // above used close it; they head nothing.
    while (last && lead < first && isTechnologyList(block.lines[lead]?.text ?? '')) {
      last.body.push(block.lines[lead] as Line);
      lead += 1;
    }
    const wrapped = block.lines[lead];
    const duty = last?.body.at(-1);
    if (last && duty && wrapped && typicalLead !== undefined && first - lead > typicalLead && isWrappedDuty(wrapped, duty)) {
      last.body[last.body.length - 1] = { ...duty, text: `${duty.text} ${wrapped.text}` };
      lead += 1;
    } else if (last && wrapped && typicalLead !== undefined && first - lead > typicalLead && namesNothing(wrapped.text) && endsOnPlace(block.lines[lead + 1]?.text ?? '')) {
      last.body.push(wrapped);
      lead += 1;
    }
    // "Research Assistant" / "Buffalo, New York" / "Salesforce Inc." / "May 2019 – Aug. 2019": where
    // no heading names a place before its date, a place right before the next heading ends the
    // job above it.
    const leadsWithPlace = block.lines.slice(lead, first).some((line) => isPlace(line.text));
    // "Chief Technology Officer" / its dates / "Cairo, Egypt" / "IYNA Obour Chapter" / "Head Of
    // Information Technology" / its dates: where headings open before their dates, a place under a
    // job's dates closes that job's heading, and the lines after it head the next, however many the
    // first heading had. The place may name a town no list knows ("El Obour, Al Qalyubiyah, Egypt").
    const isClosingPlace = (text: string) => isPlace(text) || isNamedPlaceAndCountry(text);
    const starts = anchors.map((anchor, index) => {
      if (index === 0) return lead;
      const previousAnchor = anchors[index - 1] ?? 0;
      const start = Math.max(anchor - (first - lead), previousAnchor + 1);
      if (leadsWithPlace || first === lead) return start;
      const placeAfter = block.lines.slice(previousAnchor + 1, anchor - 1).findIndex((line) => isClosingPlace(line.text));
      const closingPlace = previousAnchor + 1 + placeAfter;
      return placeAfter >= 0 && anchor - closingPlace - 1 <= MAX_LEAD ? closingPlace + 1 : start;
    });
    starts.forEach((start, index) => {
      const anchor = anchors[index] ?? start;
      const end = starts[index + 1] ?? block.lines.length;
      // "Feb 2020" over "(3 yrs 2 mos)": the job's length under its dates takes no place of the trail.
      const lengthUnder = isJobLength(block.lines[anchor + 1]?.text ?? '') ? 1 : 0;
      const trailEnd = index === starts.length - 1 ? Math.min(end, anchor + 1 + MAX_TRAIL + lengthUnder) : end;
      entries.push({
        header: block.lines.slice(start, trailEnd).map((line) => line.text),
        anchor: anchor - start,
        body: block.lines.slice(trailEnd, end),
        isSameBlockAsPrevious: index > 0,
        headsRoleGroup: groups.employers.has(block.lines[start] as Line),
      });
    });
  }
  return entries;
}

// "MadeiraMadeira" over "9 meses" over "Analista júnior" and its dates: LinkedIn's export prints the
// time at an employer under its name, over the roles held there; it is no role's length. Answers
// the lines without those lengths, and the lines of the employers' names over them.
function readRoleGroups(lines: Line[]): { lines: Line[]; employers: Set<Line> } {
  const employers = new Set<Line>();
  const read: Line[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as Line;
    const [previous, role, next, afterNext] = [lines[index - 1], lines[index + 1], lines[index + 2], lines[index + 3]];
    const isGroupLength = previous !== undefined && role !== undefined && isJobLength(line.text) && kindOf(previous) === 'header' && kindOf(role) !== 'dated';
    if (isGroupLength && next && kindOf(next) === 'dated') {
      employers.add(previous);
      continue;
    }
    // The first role's title may wrap onto a second line ("… Nordics, UKI, Benelux" over "& META").
    if (isGroupLength && next && afterNext && kindOf(next) !== 'blank' && continuesTitle(role.text, next.text) && kindOf(afterNext) === 'dated') {
      employers.add(previous);
      read.push({ ...role, text: `${role.text} ${next.text.trim()}` });
      index += 2;
      continue;
    }
    read.push(line);
  }
  return { lines: read, employers };
}

/** "… Nordics, UKI, Benelux" over "& META": a title goes on with the next line. */
export const continuesTitle = (title: string, next: string) => /^[\p{Ll}&(]/u.test(next.trim()) || /(?:[&,/-]|\b(?:of|and|for))$/.test(title.trim());

// "Tata Consultancy Services Pvt." over "Ltd.": a narrow column wraps an employer's legal form
// onto a line of its own.
function withLegalFormsJoined(lines: Line[]): Line[] {
  return lines.reduce<Line[]>((joined, line) => {
    const previous = joined.at(-1);
    if (previous && !previous.isBullet && !line.isBullet && line.text.trim() !== '' && isLegalFormOnly(line.text)) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text.trim()}` };
    } else joined.push(line);
    return joined;
  }, []);
}

// "FORGES DE L'ORÉE S.A. - Mechanical" / "Engineering Intern, Test & Validation" / "Saint‑Étienne ·
// Feb. 2020 ‑ Aug. 2020": a column too narrow for the heading wraps the role over two lines; the
// role is one line under its employer's.
const MAX_ROLE_WRAPS = 2;
function withNarrowHeadingsJoined(lines: Line[]): Line[] {
  const joined: Line[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as Line;
    const wraps = roleWraps(lines, index);
    if (wraps === 0) {
      joined.push(line);
      continue;
    }
    const heading = lines.slice(index, index + wraps + 1).map((part) => part.text.trim()).join(' ');
    joined.push({ ...line, text: heading });
    index += wraps;
  }
  return joined;
}

// How many lines the role after "EMPLOYER - " wraps onto before the line of place and dates (0: none).
function roleWraps(lines: Line[], index: number): number {
  const above = lines[index];
  if (!above || above.isBullet || !CAPITALS_EMPLOYER_DASH.test(above.text.trim()) || findDates(above.text).length > 0) return 0;
  for (let wraps = 1; wraps <= MAX_ROLE_WRAPS; wraps += 1) {
    const dated = lines[index + wraps + 1];
    const role = lines.slice(index + 1, index + wraps + 1);
    if (role.some((part) => part.isBullet || part.text.trim() === '' || findDates(part.text).length > 0 || DATED_PLACE.test(part.text))) return 0;
    if (dated && DATED_PLACE.test(dated.text) && findDates(dated.text).length > 0) return wraps;
  }
  return 0;
}

// "Co-Founder & CTO, bubblr, Portland, OR. bubblr was a platform for …" under its dates: moderncv
// runs a short description on after the heading's period. The heading is a line of its own.
function withRunOnDescriptionsSplit(lines: Line[]): Line[] {
  return lines.flatMap((line, index) => {
    const above = lines[index - 1];
    const isUnderDates = above !== undefined && kindOf(above) === 'dated' && removeDates(above.text).replace(/[|\s]/g, '') === '';
    const end = line.text.indexOf('. ');
    if (!isUnderDates || line.isBullet || end < 0) return [line];
    const heading = line.text.slice(0, end + 1);
    if (!isFieldList(heading) || !isHeaderLike({ ...line, text: heading })) return [line];
    return [{ ...line, text: heading }, { text: line.text.slice(end + 2), indent: line.indent, isBullet: false }];
  });
}

// An entry whose heading has no date: its first lines head it, the rest are its duties.
function undatedEntry(lines: Line[]): Entry {
  return { header: lines.slice(0, MAX_LEAD).map((line) => line.text), anchor: -1, body: lines.slice(MAX_LEAD), isSameBlockAsPrevious: false };
}

// RenderCV's classic theme and its kind print a job's heading ("Valtech, CloudOps Engineer") over
// its duties, and its place, dates and length ("Lisbon, Portugal" / "Dec 2022 – present" / "3
// years 6 months") after them. A section reads that way when it opens with an undated heading over
// duties and its dated lines come with nothing but a place or a length beside them.
function datesCloseEntries(blocks: Block[]): boolean {
  const [first, second] = blocks;
  const isDated = (block: Block) => block.kind === 'header' && block.lines.some((line) => kindOf(line) === 'dated');
  const opensUndated = first?.kind === 'header' && !isDated(first) && second?.kind === 'body';
  // A duty's wrapped line that reads like a heading ("TCP and UDP, custom API’s from Selectronic")
  // may stand between the first job's duties and its dates.
  const firstDated = blocks.slice(2).find(isDated);
  return opensUndated && firstDated !== undefined && closingLines(firstDated.lines) > 0;
}

// How many of a block's first lines are a place, a date or a length of time, one of them a date.
function closingLines(lines: Line[]): number {
  const count = lines.findIndex((line) => !isClosingLine(line.text));
  const closing = count < 0 ? lines.length : count;
  return lines.slice(0, closing).some((line) => kindOf(line) === 'dated') ? closing : 0;
}

function isClosingLine(text: string): boolean {
  const withoutDates = removeDates(text).replaceAll('|', ' ').trim();
  return withoutDates === '' || isPlace(withoutDates) || isTenure(withoutDates);
}

// True when the first heading is one dated line that names a role and something more.
function opensWithWholeDatedHeading(blocks: Block[]): boolean {
  const first = blocks.find((block) => block.kind === 'header')?.lines;
  const [line, next] = first ?? [];
  if (!line || kindOf(line) !== 'dated' || (next !== undefined && kindOf(next) !== 'dated' && !next.isBullet)) return false;
  const fields = removeDates(line.text).split(/,\s+|\s+[-–—|]\s+/).filter((field) => /\p{L}/u.test(field));
  return fields.length >= 2 && titleScore(line.text) > 0;
}

// How many lines most job headings put before their date, when most of three or more agree.
function typicalLeadLines(blocks: Block[]): number | undefined {
  const leads = blocks.flatMap((block) => {
    const first = block.kind === 'header' ? block.lines.findIndex((line) => kindOf(line) === 'dated') : -1;
    return first >= 0 ? [first] : [];
  });
  const counts = new Map<number, number>();
  for (const lead of leads) counts.set(lead, (counts.get(lead) ?? 0) + 1);
  const [mode, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  return leads.length >= 3 && count * 2 > leads.length ? mode : undefined;
}

// "• Oversaw 1000+ engineers working on Google" over "Maps, Google Places and Google Earth": a
// heading one line longer than the others opens with the rest of the duty above it, when that
// duty is unfinished and the line names no role and no employer.
function isWrappedDuty(line: Line, duty: Line): boolean {
  if (!duty.isBullet || /[.!?;:]$/.test(duty.text)) return false;
  return titleScore(line.text) === 0 && companyScore(line.text) === 0;
}

// "SAS Langage C Bash scripting Linux Big Data" over "BNP Arbitrage Paris, France" and the role's
// dated line: a heading one line longer than the others may open with what closed the job above
// (typst's row of the technologies it used), when that line names no role, employer, school or
// place, and the line under it, the employer's, ends on where it is. ("United States Air Force" over
// "Staff Sergeant - …" and its dates in LinkedIn's export heads the job.)
const namesNothing = (text: string) => titleScore(text) === 0 && companyScore(text) === 0 && !isInstitution(text) && findPlace(text) === undefined;
const endsOnPlace = (text: string) => splitTrailingPlace(text) !== undefined;

// "Data Engineer" / "Persistent" / "07/2022 - Present" then "Data Engineer Intern" / "Persistent":
// a later job left without dates still opens with a role over its employer, as the dated one did.
function isUndatedHeading(lines: Line[], previous: Entry): boolean {
  const [role] = lines;
  const isShaped = lines.length >= 2 && lines.length <= previous.anchor && lines.every((line) => isHeaderLike(line));
  return isShaped && role !== undefined && titleScore(role.text) >= 2 && !startsWithActionVerb(role.text);
}

// "3 yrs 2 mos", "(3 yrs 2 mos)": a job's length on a line of its own, in brackets or not.
const isJobLength = (text: string) => isTenure(text.replace(/^\((.*)\)$/, '$1'));

function toBlocks(lines: Line[]): Block[] {
  const blocks: Block[] = [];
  let previousKind: Kind = 'blank';
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1];
    // "Dec 2022 – present" over "3 years 6 months" or "(3 yrs 2 mos)": the job's length belongs with its dates.
    const isHeading: boolean =
      (previousKind === 'dated' && isJobLength(line.text)) ||
      isBulletedEmployer(line, next) || isEmployerUnderHeading(line, previousKind, lines[index - 1]) || isNameAfterGap(line, previousKind, next) || isAddressName(line, next);
    const kind: Kind = isHeading ? 'header' : kindOf(line);
    if (kind === 'blank') {
      previousKind = kind;
      continue;
    }
    const blockKind = kind === 'body' ? 'body' : 'header';
    const current = blocks.at(-1);
    // "AdVendo" at a page's foot over "UX Consultant" and its dates at the next one's head: a
    // heading of a few lines without dates goes on across the page break.
    const isHeadingCutByPage =
      line.isPageStart === true && current !== undefined && current.lines.length < MAX_LEAD && !current.lines.some((above) => kindOf(above) === 'dated');
    const continues = current?.kind === blockKind && (blockKind === 'body' || previousKind !== 'blank' || isHeadingCutByPage);
    if (current && continues) current.lines.push(line);
    else blocks.push({ kind: blockKind, lines: [line], isAfterGap: previousKind === 'blank' });
    previousKind = kind;
  }
  return blocks;
}

// "• Google  Mountain View, CA" over "Software Engineer  Oct 2016 – Present": templates that
// list jobs as items (Jake's resume and its parents) put a bullet before the employer line.
// "• Kotlin, Spring Boot, PostgreSQL, RabbitMQ" closing a job's duties: a list of three names or
// more, with no place or legal form among them, is no employer.
const isNameList = (text: string) => text.split(/,\s*/).length >= 3 && findPlace(text) === undefined && !hasLegalForm(text);

function isBulletedEmployer(line: Line, next: Line | undefined): boolean {
  if (!line.isBullet || next === undefined || next.isBullet || kindOf(next) !== 'dated' || /\d/.test(line.text) || isNameList(line.text)) return false;
  // A name: every word capitalised, unlike an achievement bullet that happens to precede a job.
  const words = nameWords(line.text);
  return isHeaderLike({ ...line, isBullet: false }) && words.every((word) => /^[\p{Lu}("“]/u.test(word));
}

// "• Care Coordinator (Mar 2019 – Present)" over "St. Mary hospital of the east": a bullet that
// holds a role and its dates heads a job, and the short line right under it, however it is
// capitalised, names the employer, unless it is a sentence or opens with a duty's verb.
const MAX_EMPLOYER_WORDS = 6;
const LEGAL_FORM_END = /\b(?:Inc|Ltd|Co|Corp|LLC|GmbH|S\.A)\.?$/;

function isEmployerUnderHeading(line: Line, previousKind: Kind, previous: Line | undefined): boolean {
  if (line.isBullet || previousKind !== 'dated' || !previous?.isBullet) return false;
  const text = line.text;
  const isLegalName = LEGAL_FORM_END.test(text);
  if (!/^\p{Lu}/u.test(text) || text.split(' ').length > MAX_EMPLOYER_WORDS) return false;
  return isLegalName || (!/[.!?:;]$/.test(text) && !startsWithActionVerb(text));
}

// "eBay" after a gap and over "Senior Buyer | 2019 - 2023": a short line
// standing alone over a dated line heads the entry, whatever its first letter.
const MAX_NAME_WORDS = 4;

function isNameAfterGap(line: Line, previousKind: Kind, next: Line | undefined): boolean {
  if (line.isBullet || line.text === '' || previousKind !== 'blank' || !next || kindOf(next) !== 'dated') return false;
  return line.text.split(' ').length <= MAX_NAME_WORDS && !/[.!?,;:]$/.test(line.text) && !startsWithActionVerb(line.text);
}

/**
 * "lea.online" over "University of Bremen | 2019 - 2023": a bare address (no scheme, no path) on a
 * line of its own right over a dated heading names the entry (a project, a web company), however
 * it is capitalised, and is no link to contact.
 */
export function isAddressName(line: Line, next: Line | undefined): boolean {
  return next !== undefined && !line.isBullet && /^(?!www\.)[\p{L}\d-]+(?:\.[\p{L}\d-]+)+$/iu.test(line.text.trim()) && headsDatedEntry(next);
}

/** A short line with a date that heads an entry: "Analyst, Acme | 2019 – 2021", "Summer 2017 Intern". */
export function headsDatedEntry(line: Line): boolean {
  return kindOf(line) === 'dated';
}

function kindOf(line: Line): Kind {
  const text = line.text;
  if (text === '') return 'blank';
  // Words other than dates and separators: a heading with its dates written twice is still short.
  const dates = findDates(text);
  const dateWords = dates.reduce((sum, date) => sum + date.text.split(' ').length, 0);
  const words = text.split(' ').filter((word) => /[\p{L}\d]/u.test(word)).length - dateWords;
  const date = findDuration(text);
  if (date && isDatedHeading(line, date.isRange, date.index, date.text.length, words)) return 'dated';
  return isHeaderLike(line) ? 'header' : 'body';
}

const SEASON_START = /^(?:spring|summer|fall|autumn|winter)\b/i;
const DATE_LIST_TAIL = /^(?:\s*(?:,|&|and)\s*(?:19|20)\d{2})+/i;

function isDatedHeading(line: Line, isRange: boolean, index: number, length: number, words: number): boolean {
  if (words > 18 || (line.isBullet && words > 10)) return false;
  if (startsWithActionVerb(line.text) && titleScore(line.text) < 2) return false;
  if (isRange) return true;
  // A lone date ("Summer 2017", "May 2019") heads an entry only at the edge of a short line, and
  // not at the end of a sentence ("Got certified as AWS Solutions Architect in May 2019"). A season
  // of several years ("Summer 2013, 2014") is one seasonal job; "President's Club 2013 and 2014" is no job.
  const isSeasonal = SEASON_START.test(line.text.slice(index));
  const after = line.text.slice(index + length);
  // "2017, 2 months": the length of the job after its year leaves the year at the edge.
  const tenure = /^[\s,·(–-]+(.*?)\)?$/.exec(after)?.[1];
  const tail = isSeasonal ? (DATE_LIST_TAIL.exec(after)?.[0].length ?? 0) : tenure !== undefined && isTenure(tenure) ? after.length : 0;
  const end = index + length + tail;
  const isAtEdge = index <= 1 || end >= line.text.length - 1;
  // "Summer 2015 Engineering Intern, Galway County Council, Roads and Transportation Department –
  // Galway, Ireland": a date that opens a line of fields, the first of them a role, heads however
  // long the employer's name runs (a publication's title comes first, its author's role later).
  const [first, ...others] = line.text.slice(end).split(FIELD_SEPARATOR).map((field) => field.trim()).filter(Boolean);
  const opensRoleFields = index <= 1 && others.length > 0 && isRole(first);
  return isAtEdge && (words <= 10 || opensRoleFields) && !isSentence(line.text);
}

const isRole = (field: string | undefined) => field !== undefined && field.split(' ').length <= 6 && titleScore(field) >= 2;

// "DevOps Engineer, Payments Platform, Kranich & Sohn Digital GmbH – Hamburg,", "Hill Country Media
// Group, LLC, Marketing Coordinator – San Antonio, TX": fields of which one of the first is a role.
const hasRoleField = (fields: string[]) => fields.length > 1 && fields.slice(0, 3).some(isRole);

const isRoleHeading = (line: Line) => hasRoleField(line.text.split(FIELD_SEPARATOR)) && isHeaderLike(line);

// "NORDLICHT MOBILITY AG - Senior Software" over "Engineer, Platform Berlin · 2022 - Present",
// "NORTHGATE BUILDING SOCIETY - Summer" over "Analyst (Intern) York · 06/2007 - 08/2007": a narrow
// column wraps a heading of an employer in capitals, a dash and the role wherever the line ends,
// and the dated line, its place and dates set apart by a dot, goes on with it. "CARO - Care
// Reflexion Online" over "University of Bremen | 2016 - 2019" is a name over its employer.
const CAPITALS_EMPLOYER_DASH = /^[\p{Lu}\d][\p{Lu}\d&.,'’ ]+ - \S/u;
// "Yellowknife, NT · 06/2020 - 08/2020": the place and dates such a heading ends with.
const DATED_PLACE = /^\p{Lu}[^|]* · /u;
export function isWrappedHeading(above: string, dated: string): boolean {
  return CAPITALS_EMPLOYER_DASH.test(above) && findDates(above).length === 0 && DATED_PLACE.test(dated) && !CAPITALS_EMPLOYER_DASH.test(dated);
}

/** Four words or more, half of them in lower case: prose, not a name or a heading. */
export function isSentence(text: string): boolean {
  const words = nameWords(text).filter((word) => /^\p{L}/u.test(word));
  const lowercase = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return words.length >= 4 && lowercase >= words.length / 2;
}

const ASIDE = /(?<=\S)\s*\([^()]{0,200}\)(?=\s|$)/g;

const MAX_LOWER_CASE_NAME_WORDS = 8;
const FIELD_SEPARATOR = /,\s*|\s+[–—-]\s+|\s*\|\s*/;
const MAX_FIELD_LIST_WORDS = 16;

/** A short Title-Case line without a closing period: a job title, employer or place. */
export function isHeaderLike(line: Line): boolean {
  const text = line.text;
  // "Stack: TypeScript, Node.js" labels what follows; a heading names things.
  // "adorsys GmbH & Co. KG Remote, CM": a company that writes its name in lower case, its legal
  // form after it, heads its entry too.
  const isName = /^[\p{Lu}\d"“(]|^\p{Ll}{1,3}\p{Lu}/u.test(text) || (text.split(' ').length <= MAX_LOWER_CASE_NAME_WORDS && hasLegalForm(text));
  if (line.isBullet || !isName || /^[\p{L} ()&/]{2,32}:\s/u.test(text)) return false;
  // "Software Maestro (funded by the Ministry of Economy) Seoul, Korea": an aside in brackets says
  // something about the name; the name alone decides the shape.
  const named = text.replace(ASIDE, '') || text;
  const words = nameWords(named).filter((word) => /[\p{L}\d]/u.test(word));
  // "Research Assistant, Department of Computer Science, Western Washington University – Bellingham,
  // WA": fields that open with a role are a heading however long the employer's name after it,
  // even where a verb opens the role.
  const fields = named.split(FIELD_SEPARATOR);
  const opensWithRole = fields.length > 1 && isRole(fields[0]);
  if (words.length === 0 || words.length > (hasRoleField(fields) ? MAX_FIELD_LIST_WORDS : 9)) return false;
  // "Customization of SAP ERP screens and reports. (ABAP)": a sentence's period before an aside ends it too.
  if (/[.!?]$/.test(named) && !/\b(?:Inc|Ltd|Co|Corp|Jr|Sr|S\.A|S\.L|S\.R\.L|S\.p\.A|S\.A\.S|L\.L\.C|L\.P|P\.C|B\.V|N\.V)\.$/.test(named) && !isFieldList(named) && !isExclaimedName(words) && !isClosedRole(words)) return false;
  // "iOS Developer", "eBay": a name in camel case counts as capitalised, and so does "l'Éducation".
  const capitalised = words.filter((word) => CAPITALISED.test(word)).length;
  // "Research Assistant", "Research Foundation": a verb opens many a role's and an employer's name.
  const isNamedByVerb = opensWithRole || (words.length <= 6 && (titleScore(text) >= 2 || (companyScore(text) >= 2 && capitalised === words.length)));
  if (startsWithActionVerb(text) && !isNamedByVerb) return false;
  // "Analista júnior", "Ingénieur logiciel": a short role written in sentence case, as CVs in Spanish,
  // Portuguese and French write them.
  // "Architecte et chef de produit": its particles make no role longer.
  const roleWords = words.filter((word) => !NAME_PARTICLES.has(word.toLowerCase()));
  const isSentenceCaseRole = roleWords.length <= MAX_SENTENCE_CASE_ROLE_WORDS && titleScore(named) >= 2 && !/[.!?:;,]$/.test(named);
  return capitalised / words.length >= 0.6 || isSentenceCaseRole;
}
const MAX_SENTENCE_CASE_ROLE_WORDS = 3;

// "Shift Supervisor.": a CV that closes every line with a period closes its roles' lines too; a
// role of a few capitalised words is no sentence. ("Internship." alone is a sub-heading.)
const MAX_CLOSED_ROLE_WORDS = 4;
function isClosedRole(words: string[]): boolean {
  return words.length >= 2 && words.length <= MAX_CLOSED_ROLE_WORDS && words.at(-1)?.endsWith('.') === true && words.every((word) => /^\p{Lu}/u.test(word)) && titleScore(words.join(' ')) >= 2;
}

// "Yahoo!": a name of one or two words may end in an exclamation mark; a sentence is longer.
function isExclaimedName(words: string[]): boolean {
  return words.length <= 2 && words.at(-1)?.endsWith('!') === true;
}

// "Software Developer, Ignite Solutions, India.": moderncv closes a job's heading with a period.
// A comma list that opens with a role is a heading, not a sentence.
function isFieldList(text: string): boolean {
  const fields = text.replace(/\.$/, '').split(/,\s*/);
  const role = titleScore(fields[0] ?? '');
  // "Gulfline Power & Light, Houston, TX, Full-time.", "Hafren County Council, Newport.": an
  // employer's name, then where.
  const isEmployerAndPlace = companyScore(fields[0] ?? '') > 0 && (findPlace(text) !== undefined || fields.slice(1).some(isTownName));
  // "Lead Software Developer, LikeBright, Seattle, WA.": a verb opens many a role.
  return fields.length >= 2 && (role >= 2 || (role > 0 && !startsWithActionVerb(text)) || isEmployerAndPlace);
}

// "T-SQL / JavaScript / ASP.Net / VB.NET": three names or more parted by slashes, none of them long.
const isTechnologyList = (text: string) => {
  const items = text.split(/\s+\/\s+/);
  return items.length >= 3 && items.every((item) => item.split(/\s+/).length <= 3);
};
