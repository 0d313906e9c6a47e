import { findDuration, removeDates } from './dates.js';
import { headsDatedEntry } from './entries.js';
import { capsColonLabel, headingKey, looseHeadingKey, matchHeading, type SectionKey } from './headings.js';
import { joinContinuations, type Line } from './lines.js';
import { isEmptyLabel, readSubheading } from './subheadings.js';
import { visualBoundaries } from './visual-fields.js';
import { isJobTitle } from './vocabulary.js';

export type { SectionKey } from './headings.js';

export type Section = { key: SectionKey; heading: string; lines: Line[]; opensPage?: boolean };

// Labelled lines ("Certifications: CCRN") outside their section are moved to it.
const LABEL_TARGETS = new Set<SectionKey>(['skills', 'certifications', 'achievements', 'languages', 'summary', 'other']);

// Headings a CV writes in capitals with a colon, known ones, before every such line is taken for one.
const MIN_CAPS_COLON_HEADINGS = 3;

/** Splits lines into sections; lines before the first heading form the 'header'. */
export function splitSections(written: Line[]): Section[] {
  const isCapsColonStyle = written.filter((line) => headingKey(capsColonLabel(line.text) ?? '') !== undefined).length >= MIN_CAPS_COLON_HEADINGS;
  const lines = joinWrappedHeadings(written, isCapsColonStyle);
  const sections: Section[] = [{ key: 'header', heading: '', lines: [] }];
  const current = () => sections.at(-1) as Section;
  const inlineSection = (key: SectionKey) => {
    const existing = sections.find((section) => section.key === key && section.heading === '');
    if (existing) return existing;
    const created: Section = { key, heading: '', lines: [] };
    sections.splice(sections.length - 1, 0, created);
    return created;
  };

  const capsHeadingOf = (line: Line) => (isCapsColonStyle ? capsColonLabel(line.text) : undefined);
  const isSectionHeading = (line: Line) => capsHeadingOf(line) !== undefined || matchHeading(line)?.rest === '';
  let jobFollows: boolean[] | undefined;
  const isJobAfter = (index: number) => {
    jobFollows ??= jobFollowsEach(lines, isSectionHeading);
    return jobFollows[index] ?? false;
  };

  // The section the line before was moved to by its label.
  let movedTo: Section | undefined;
  for (const [index, line] of lines.entries()) {
    const labelledBefore = movedTo;
    movedTo = undefined;
    // moderncv's template names sub-sections of the jobs "Vocational" and "Miscellaneous": a
    // grouping of the jobs, no employer of the one after it.
    if (current().key === 'experience' && isJobGroup(line.text)) continue;
    const capsHeading = capsHeadingOf(line);
    if (capsHeading === undefined && current().key === 'experience' && isJobSubheading(line, current().heading, () => isJobAfter(index))) {
      current().lines.push(line);
      continue;
    }
    if (capsHeading !== undefined) {
      sections.push({ key: looseHeadingKey(capsHeading), heading: capsHeading, lines: [], opensPage: line.isPageStart });
      continue;
    }
    const heading = matchHeading(line);
    // "Relevant Coursework: …, Maternal-" over "Newborn Nursing": a labelled line moved to its
    // section takes the rest of its words with it.
    const moved = labelledBefore?.lines.at(-1);
    if (labelledBefore && moved && !heading && joinContinuations([moved, line]).length === 1) {
      labelledBefore.lines.push(line);
      movedTo = labelledBefore;
      continue;
    }
    if (!heading || isRoleUnderDates(line, lines[index - 1]) || isRoleOverItsNote(line, lines[index + 1])) {
      current().lines.push(line);
      continue;
    }
    // "Experience: >5 years": a heading with a note of how long heads its section all the same.
    if (!heading.isLabel || YEARS_NOTE.test(heading.rest)) {
      sections.push({ key: heading.key, heading: heading.heading, lines: [], opensPage: line.isPageStart });
      continue;
    }
    const isCategory = current().key === 'skills' && (heading.key === 'skills' || heading.key === 'languages');
    // "Employment: ⟂Brandeiss Worldwide Collectables": a label the page sets in a margin, in a run
    // of type of its own, heads its section, whose first line goes on beside it. Where the next
    // line is labelled so too ("Ausbildung : ⟂…" over "xinux GmbH : ⟂Festanstellung …"), the
    // labels are a form's rows, not headings.
    const isMarginHeading = MARGIN_LABEL_KEYS.has(heading.key) && isMarginLabel(line.text) && !isMarginLabel(lines[index + 1]?.text ?? '');
    if (isMarginHeading) {
      sections.push({ key: heading.key, heading: heading.heading, lines: [{ ...line, text: heading.rest }], opensPage: line.isPageStart });
      continue;
    }
    if (isCategory || !LABEL_TARGETS.has(heading.key)) current().lines.push(line);
    else {
      movedTo = inlineSection(heading.key);
      movedTo.lines.push({ ...line, text: heading.rest });
    }
  }

  return withHeadingsBelowEntries(withSideColumnResumed(withMainColumnResumed(sections))).map((section) =>
    section.key === 'header' ? section : { ...section, lines: joinContinuations(section.lines) },
  );
}

const JOB_GROUP = /^(?:vocational|miscellaneous)$/i;
/** "Vocational", "Miscellaneous": moderncv's groupings of jobs, on a line of their own or set in the margin before a job. */
export const isJobGroup = (text: string) => JOB_GROUP.test(text.trim());
// Sections of entries, which a form's row labels never open.
const MARGIN_LABEL_KEYS = new Set<SectionKey>(['education', 'experience', 'volunteer']);
const isMarginLabel = (text: string) => {
  const labelEnd = text.indexOf(':') + 1;
  return labelEnd > 0 && visualBoundaries(text).some((at) => at >= labelEnd && text.slice(labelEnd, at).trim() === '');
};

const YEARS_NOTE = /^[>~+≈]?\s*\d+(?:\.\d+)?\s*\+?\s*(?:years?|yrs?)\b/i;

// Sections a side column holds; a page of the main column never goes on in projects or volunteering.
const SIDE_COLUMN_KEYS = new Set<SectionKey>(['summary', 'contact', 'skills', 'languages', 'certifications', 'achievements', 'other', 'education']);
// How far above its dates a role's title may be: "Acting Technical Lead" over "Nov 2018 – April 2019".
const MAX_LINES_FROM_TITLE_TO_DATES = 2;
const MIN_MAIN_TO_SIDE_WIDTH = 1.5;
// Fewer side-column lines than this tell nothing of its width.
const MIN_SIDE_LINES = 5;

// A column's width as its wider lines show it; headings and dates are short in any column.
function columnWidth(lines: Line[]): number {
  const lengths = lines.map((line) => line.text.length).filter((length) => length > 0).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.8)] ?? 0;
}

/**
 * AltaCV and other two-column templates fill page 1's main column, then its side column
 * (summary, education, publications), and page 2's main column goes on with no heading of its
 * own, so its jobs would land in the side column's last section. A page that opens inside a
 * side-column section, without a heading, and names a dated role, goes on with the experience
 * section before it.
 */
function withMainColumnResumed(sections: Section[]): Section[] {
  let experience: Section | undefined;
  // The side column's lines since the experience section: what its width is read from.
  const sideLines: Line[] = [];
  let isPageTurned = false;
  for (const section of sections) {
    if (section.key === 'experience') {
      experience = section;
      sideLines.length = 0;
      isPageTurned = false;
      continue;
    }
    if (!experience || !SIDE_COLUMN_KEYS.has(section.key)) continue;
    isPageTurned ||= section.opensPage === true;
    const afterSide = isPageTurned ? mainColumnAfterSide(section.lines, sideLines) : -1;
    const start = afterSide >= 0 ? afterSide : section.lines.findIndex((line) => line.isPageStart);
    for (const line of start < 0 ? section.lines : section.lines.slice(0, start)) sideLines.push(line);
    if (start < 0) continue;
    isPageTurned = true;
    const page = section.lines.slice(start);
    if (afterSide >= 0 || (namesDatedRole(page) && isNarrower(sideLines, page))) {
      experience.lines = experience.lines.concat(page);
      section.lines = section.lines.slice(0, start);
    }
  }
  return sections;
}

/**
 * latexcv's side-bar template on page 2: the side column comes first this time (education,
 * languages, interests), and the main column's jobs go on after its last section, with no heading.
 * After the page turned, a duty's bullet under no dated entry of a side section (a one-column
 * CV's activities have their bullets under their dates), from which on the lines are much wider
 * than the side column's and head a dated entry, starts the main column.
 */
function mainColumnAfterSide(lines: Line[], sideLines: Line[]): number {
  return lines.findIndex((line, index) => {
    if (!line.isBullet) return false;
    const [before, rest] = [lines.slice(0, index), lines.slice(index)];
    return !before.some(headsDatedEntry) && rest.some(headsWordedRange) && isNarrower([...sideLines, ...before], rest);
  });
}

/**
 * A browser-printed side-bar CV whose side column runs over the page: page 2 opens with the side
 * column's last items ("Certified Kubernetes Application" / "Developer (CKAD)" / "The Linux
 * Foundation · 2021") under no heading, so they would land in the experience section that page 1's
 * main column closed with. Lines that open a page inside the experience, are as narrow as a side
 * section read before it and name no dated role, go on with that side section.
 */
function withSideColumnResumed(sections: Section[]): Section[] {
  const experienceAt = sections.findIndex((section) => section.key === 'experience');
  const experience = sections[experienceAt];
  if (!experience) return sections;
  const start = experience.lines.findIndex((line) => line.isPageStart);
  if (start < 0) return sections;
  const main = experience.lines.slice(0, start);
  const page = experience.lines.slice(start);
  // The side column's last section before the main column's first: its last lines may be the
  // main column's title, read with it.
  const side = sections.slice(0, experienceAt).findLast((section) => SIDE_COLUMN_KEYS.has(section.key) && section.key !== 'summary');
  if (!side || !isNarrower(page, main) || page.some((line) => line.isBullet) || namesDatedRole(page)) return sections;
  side.lines = side.lines.concat(page);
  experience.lines = main;
  return sections;
}

// "Working Student, Web Development 10/2010 – 09/2012": an entry's heading with its span of dates
// and words beside them (bare "2009 – 2012" over a degree is a side column's too).
const headsWordedRange = (line: Line) => headsDatedEntry(line) && findDuration(line.text)?.isRange === true && /\p{L}{3}/u.test(removeDates(line.text));

function namesDatedRole(lines: Line[]): boolean {
  return lines.some(
    (line, at) => findDuration(line.text)?.isRange === true && lines.slice(Math.max(0, at - MAX_LINES_FROM_TITLE_TO_DATES), at + 1).some((near) => isJobTitle(near.text)),
  );
}

// A side column is narrow: its lines are much shorter than those the page goes on with. A
// one-column CV whose awards go on over the page is no two-column one.
function isNarrower(sideLines: Line[], page: Line[]): boolean {
  return sideLines.filter((line) => line.text !== '').length >= MIN_SIDE_LINES && columnWidth(page) >= columnWidth(sideLines) * MIN_MAIN_TO_SIDE_WIDTH;
}

// A footer after the last heading ("www.jankuester.com · twitter.com/kuester_jan") is all a
// heading set below its entries has under it.
const MAX_FOOTER_LINES = 2;
const MIN_ENTRIES_ABOVE = 2;

/**
 * latexcv's "rows" template sets each heading below its entries: the jobs come before
 * "Experience", the degrees before "Education", and only a footer follows the last heading.
 * Then each heading takes the lines above it, the first one those from the first dated entry on.
 */
function withHeadingsBelowEntries(sections: Section[]): Section[] {
  const headed = sections.filter((section) => section.heading !== '');
  const last = headed.at(-1);
  const header = sections.find((section) => section.key === 'header');
  if (!last || !header || headed.length < 2 || last.lines.length > MAX_FOOTER_LINES || last.lines.some(headsDatedEntry)) return sections;
  // Entries with a date range, two at least: a dated remark in a summary is no list of jobs.
  const isEntry = (line: Line) => headsDatedEntry(line) && findDuration(line.text)?.isRange === true;
  const firstEntry = header.lines.findIndex(isEntry);
  if (header.lines.filter(isEntry).length < MIN_ENTRIES_ABOVE || headed.slice(0, -1).some((section) => section.lines.length === 0)) return sections;
  const above = [header.lines.slice(firstEntry), ...headed.slice(0, -1).map((section) => section.lines)];
  const moved = new Map(headed.map((section, index) => [section, above[index] ?? []]));
  return sections.flatMap((section) => {
    if (section === header) return [{ ...header, lines: [...header.lines.slice(0, firstEntry), ...last.lines] }];
    const lines = moved.get(section);
    return lines ? [{ ...section, lines }] : [section];
  });
}

// "MEMBERSHIPS, OFFICES AND COMMITTEE ASSIGNMENTS IN PROFESSIONAL" over "SOCIETIES:": a heading
// in capitals too long for the line goes on on the next one. Templates that set headings in a
// narrow left margin wrap short ones too: "AWARDS &" over "SCHOLARSHIPS", "RESEARCH" over "EXPERIENCE".
function joinWrappedHeadings(lines: Line[], isCapsColonStyle: boolean): Line[] {
  const joined: Line[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const isOpenCaps = previous !== undefined && /^\p{Lu}[\p{Lu}\s,&/'’()-]{3,}$/u.test(previous.text) && !previous.text.endsWith(':');
    const wrapsColonHeading = isCapsColonStyle && capsColonLabel(line.text) !== undefined && matchHeading(previous ?? line) === undefined;
    const wraps = isOpenCaps ? wrapsColonHeading || isMarginHeadingWrap(previous.text, line.text) : previous !== undefined && isTitleHeadingWrap(previous, line);
    if (previous && wraps) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    } else joined.push(line);
  }
  return joined;
}

const MARGIN_HEADING = /^[\p{Lu}&]+(?: [\p{Lu}&]+){0,2}$/u;

function isMarginHeadingWrap(first: string, second: string): boolean {
  if (!MARGIN_HEADING.test(first) || !MARGIN_HEADING.test(second)) return false;
  const isOpen = headingKey(first) === undefined || /(?:&|\bAND)$/.test(first);
  return isOpen && headingKey(`${first} ${second}`) !== undefined;
}

// "Academic" over "Background": moderncv's margin wraps a heading in title case as well; neither
// line alone names a section, the two together do.
const TITLE_CASE_WORDS = /^\p{Lu}\p{Ll}+(?: (?:\p{Lu}\p{Ll}+|and|&|of))?$/u;

// "Further" over "training": moderncv's fancy margin wraps a heading before its word in lower case.
const LOWER_CASE_WORD = /^\p{Ll}+$/u;

function isTitleHeadingWrap(first: Line, second: Line): boolean {
  if (first.isBullet || second.isBullet || !TITLE_CASE_WORDS.test(first.text) || !(TITLE_CASE_WORDS.test(second.text) || LOWER_CASE_WORD.test(second.text))) return false;
  return headingKey(first.text) === undefined && headingKey(second.text) === undefined && headingKey(`${first.text} ${second.text}`) !== undefined;
}

/**
 * "Responsibilities", "Highlights:" or "Key Achievements" under a job introduces that job's
 * bullets and does not end the experience section, though "Achievements" alone names a section
 * too. It is the job's when written as a label (a colon), when more jobs follow it before the next
 * heading, or when its capitals differ from the experience heading's ("EXPERIENCE" over
 * "Key Achievements"); the last job's "Achievements" written like every heading ends the section.
 */
function isJobSubheading(line: Line, sectionHeading: string, isJobAfter: () => boolean): boolean {
  const subheading = readSubheading(line.text);
  // "Tech Stack:" left empty under a job, with more jobs after it: a label of the job, not the
  // skills section's heading.
  if (!subheading) return isEmptyLabel(line.text) && isJobAfter();
  if (subheading.rest !== '' || line.text.trim().endsWith(':') || matchHeading(line) === undefined) return true;
  return isJobAfter() || (sectionHeading !== '' && isCaps(subheading.label) !== isCaps(sectionHeading));
}

const isCaps = (text: string) => text === text.toUpperCase();

// "LionLike MindState, Pomona, CA  June 2012 – Present" over "Volunteer": a role that is also a
// heading word, right under a dated entry line, is that entry's title.
function isRoleUnderDates(line: Line, previous: Line | undefined): boolean {
  return previous !== undefined && headsDatedEntry(previous) && isJobTitle(line.text) && !isCaps(line.text);
}

// "VOLUNTEER" over "(DEPT. OF ANTHROPOLOGY) 2013 - 2014": a role that is also a heading word, over
// the bracketed note and dates its line wrapped onto, is that entry's title.
function isRoleOverItsNote(line: Line, next: Line | undefined): boolean {
  return next !== undefined && next.text.startsWith('(') && headsDatedEntry(next) && isJobTitle(line.text);
}

// For each line, whether a dated job heading comes after it before the next section heading.
function jobFollowsEach(lines: Line[], isSectionHeading: (line: Line) => boolean): boolean[] {
  const follows = lines.map(() => false);
  for (let index = lines.length - 2; index >= 0; index -= 1) {
    const next = lines[index + 1] as Line;
    const isBoundary = isSectionHeading(next) && readSubheading(next.text) === undefined;
    // A range, not a lone year: "Employee of the Year, 2021" in an awards list heads no job.
    const isJob = headsDatedEntry(next) && findDuration(next.text)?.isRange === true;
    follows[index] = isJob || (!isBoundary && (follows[index + 1] ?? false));
  }
  return follows;
}

/**
 * A name found inside a section (a sidebar read before the main column) starts the real
 * header: it and the lines after it up to the next heading move out of that section.
 */
export function detachHeaderAt(sections: Section[], text: string): Section[] {
  return sections.flatMap((section): Section[] => {
    const index = section.key === 'header' ? -1 : section.lines.findIndex((line) => line.text === text);
    if (index < 0) return [section];
    return [
      { ...section, lines: section.lines.slice(0, index) },
      { key: 'header', heading: '', lines: section.lines.slice(index) },
    ];
  });
}

/**
 * All lines of the sections with this key (or these keys), in document order. An empty line parts
 * two sections, so the last lines of one ("Fellow, Critical Care", dates) never head the first
 * entry of the next.
 */
export function linesOf(sections: Section[], key: SectionKey | readonly SectionKey[]): Line[] {
  const keys: readonly SectionKey[] = typeof key === 'string' ? [key] : key;
  return sections
    .filter((section) => keys.includes(section.key) && section.lines.length > 0)
    .flatMap((section, index) => (index === 0 ? section.lines : [{ text: '', indent: 0, isBullet: false }, ...section.lines]));
}
