import type { AiSummary } from '../resume-analysis.js';
import { findDates, lastYear } from './dates.js';
import type { Line } from './lines.js';
import { isDegree, isInstitution } from './vocabulary.js';

type Education = AiSummary['education'][number];

// LinkedIn's "Save to PDF" export lists each school on a line of its own, then the degree and
// field, closed by a middle dot and the dates in brackets: "University of Birmingham" over
// "M.Sc., Applied Radiation Physics · (1994 - 1995)". A long name wraps onto more lines; a school's
// short name in brackets wraps onto one of its own ("(Sampad)"); an entry without a degree puts its
// dates in brackets alone ("(septembre 2016 - juillet 2017)"); one without dates has no closing line.
const DOT_DATES = /\s·\s\(([^()]*)\)$/u;
const BRACKETED_DATES = /^\(([^()]*)\)$/;
// "Master of Science - MS, Telecommunication System’s · (May" over "2003 - December 2005)".
const OPEN_DOT_DATES = /\s·\s\([^()]*$/u;

/** The degrees of a LinkedIn export's education section, or undefined when the section is laid out otherwise. */
export function readProfileExportEducation(sectionLines: Line[]): Education[] | undefined {
  const texts = joinWraps(sectionLines.map((line) => line.text.trim()).filter((text) => text !== ''));
  if (!texts.some((text) => datesOf(DOT_DATES, text) !== undefined)) return undefined;
  const education: Education[] = [];
  let entry: string[] = [];
  for (const text of texts) {
    const dates = datesOf(DOT_DATES, text) ?? datesOf(BRACKETED_DATES, text);
    if (dates === undefined) {
      entry.push(text);
      continue;
    }
    education.push(...readEntry(entry, text.slice(0, text.lastIndexOf('(')).replace(/\s·\s*$/u, '').trim(), lastYear(dates)));
    entry = [];
  }
  return [...education, ...undatedEntries(entry)];
}

function datesOf(pattern: RegExp, text: string): string | undefined {
  const inBrackets = pattern.exec(text)?.[1];
  return inBrackets !== undefined && findDates(inBrackets).length > 0 ? inBrackets : undefined;
}

// Dates broken after their month join the line they opened on; a name in brackets joins the school above it.
function joinWraps(texts: string[]): string[] {
  return texts.reduce<string[]>((joined, text) => {
    const previous = joined.at(-1);
    const closesDates = previous !== undefined && OPEN_DOT_DATES.test(previous) && /^[^()]*\)$/.test(text);
    const isShortName = previous !== undefined && /^\([^()]*\)$/.test(text) && datesOf(BRACKETED_DATES, text) === undefined;
    if (closesDates || isShortName) joined[joined.length - 1] = `${previous} ${text}`;
    else joined.push(text);
    return joined;
  }, []);
}

// The lines before a dated line: the school (the last line naming one; the first where none
// does), the degree's first lines after it, and entries without dates before it.
function readEntry(lines: string[], degreeEnd: string, year: string): Education[] {
  const named = lines.findLastIndex((text) => isInstitution(text) && !isDegree(text));
  const school = Math.max(0, named);
  const degree = [...lines.slice(school + 1), degreeEnd].filter((text) => text !== '').join(' ');
  return [...undatedEntries(lines.slice(0, school)), { degree: withLinkedInDegree(degree), institution: lines[school] ?? '', year }];
}

// "Campus Montsouris" over "BTS (SIO), Informatique": a school over its degree, with no dates.
function undatedEntries(lines: string[]): Education[] {
  const entries: Education[] = [];
  for (let index = 0; index < lines.length; index += 2) {
    entries.push({ degree: withLinkedInDegree(lines[index + 1] ?? ''), institution: lines[index] ?? '', year: '' });
  }
  return entries;
}

// "Bachelor of Technology - BTech, CS": the export writes the degree, its short form after a dash,
// then the field after a comma. The short form is the degree's, not a field parted by the dash, and
// the field stays with the degree.
const LINKEDIN_DEGREE = /^(?<degree>[^,|]+?) - (?<short>\p{Lu}[\p{L}.]{0,9}),\s+(?=\S)/u;
// "BTech", "BE", "MBA", "PhD": capitals, each with a few small letters at most ("Diploma" is a word).
const SHORT_FORM = /^(?:\p{Lu}[\p{Ll}.]{0,3}){1,4}$/u;

/** "Bachelor of Technology - BTech, CS" as "Bachelor of Technology (BTech), CS"; other texts as they are. */
export function withLinkedInDegree(text: string): string {
  const match = LINKEDIN_DEGREE.exec(text.trim());
  const { degree = '', short = '' } = match?.groups ?? {};
  if (!match || !isDegree(degree) || isInstitution(degree) || !SHORT_FORM.test(short)) return text;
  return `${degree} (${short}), ${text.trim().slice(match[0].length)}`;
}
