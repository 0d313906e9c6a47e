import { withoutAccents } from './accents.js';

/** A month and year on a resume; month is 1-12 when the resume gives one. */
export type DatePoint = { year: number; month?: number };

export type DateMatch = {
  text: string;
  /** The two ends as written ("Jan 2020", "Present"); one for a single date or "since 2019". */
  ends: [string] | [string, string];
  index: number;
  start: DatePoint;
  /** undefined for a single date such as "Summer 2017"; "Present" ends at the reference date. */
  end?: DatePoint;
  isPresent: boolean;
  isRange: boolean;
  /** A template's stand-in for dates ("Month 20XX – Ongoing", "Start Date – End Date"): it heads an entry but spans no time. */
  isPlaceholder?: true;
};

// English months, the Spanish and Portuguese ones Latin American and Iberian CVs print ("abr.
// 2020", "dezembro 2019"), the French, German and Italian ones ("Février 2021", "seit Januar
// 2025", "giugno 2019"), and the Dutch, Danish, Norwegian and Swedish ones LinkedIn's export prints
// ("marts 2026", "maart 2019", "augusti 2020"). Abbreviations that are words of their own ("set",
// "out", "gen") count only written out.
const MONTH =
  '(?:jan(?:uary|eiro|vier|uari?)?|j[äa]nner|ene(?:ro)?|gennaio|feb(?:ruary|rero|ruari?|braio)?|f[ée]v(?:ereiro|rier)?|f[ée]vr|mar(?:ch|zo|ço|ts|s)?|maart|m[äa]rz|apr(?:il|ile)?|abr(?:il)?|avr(?:il)?|mayo?|maio|mai|maj|mei|maggio|june?|jun(?:io|ho|i)?|juin|giugno|july?|jul(?:io|ho|i)?|juil(?:let)?|luglio|aug(?:ust(?:i|us)?)?|ao[uû]t|ago(?:sto)?|sept?(?:ember|iembre|embre)?|setembro|settembre|oct(?:ober|ubre|obre)?|okt(?:ober)?|outubro|ottobre|nov(?:ember|iembre|embro|embre)?|d[ée]c(?:ember|embre)?|desember|dic(?:iembre|embre)?|dez(?:embro|ember)?)\\.?';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
// Years a career can plausibly mention; it keeps "managed 2500 accounts" out.
const FULL_YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
// "'19", "’19", "‘19": a year's last two digits after an apostrophe, straight or curled either way.
const YEAR = `(?:${FULL_YEAR}|['‘’]\\d{2})`;
const NUMERIC_MONTH = '(?:0?[1-9]|1[0-2])';
const SHORT_MONTH_YEAR = `${NUMERIC_MONTH}/\\d{2}`;
// "Dec/2023": some templates put a slash between the month's name and its year; Portuguese and
// Spanish CVs put "de" there ("fevereiro de 2023").
const POINT = [
  `(?:${MONTH}|${SEASON})\\s*[,/]?\\s*(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+|de\\s+)?${YEAR}`,
  `${NUMERIC_MONTH}\\s*[/.]\\s*${YEAR}`,
  `${YEAR}\\s*[/.-]\\s*${NUMERIC_MONTH}(?!\\d)`,
  YEAR,
].join('|');
// "Hiện tại" is Vietnamese for "present"; job boards there write it as the end of a current job.
// "Till Date" is how Indian CVs end a current job.
// "Présent", "Presente", "heute", "aujourd'hui", "en cours", "atual": the same in the European languages whose months are read.
const PRESENT =
  "(?:present|current\\s+date|current(?:ly)?|now|today|(?:to|till)\\s+date|date|ongoing|hiện\\s+tại|hien\\s+tai|pr[ée]sent[ea]?|actualidad|atual(?:mente)?|actuel(?:lement)?|aujourd['’]hui|en\\s+cours|in\\s+corso|heute|jetzt|(?:ad\\s+)?oggi)";
const SEPARATOR = '\\s*(?:-|–|—|−|~|→|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b|\\bthru\\b)\\s*';

// A month with its year: two of them side by side are a range even when the layout lost the
// dash between them ("Sep. 2023 Mar. 2024", as pdf text of some LaTeX templates reads).
const MONTH_POINT = `${MONTH}\\s*,?\\s*(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+|de\\s+)?${YEAR}`;
const RANGE = new RegExp(
  // "Summers 1996 to 1997": a season in the plural only says when in each year of the range
  // ("Falls" is left to towns: "Great Falls, 2015 – 2018").
  '(?<![\\w/])(?:(?:spring|summer|autumn|winter)s,?\\s+)?(?:' +
  [
    `(?:from\\s+)?(${POINT})${SEPARATOR}(${POINT}|${PRESENT})`,
    `(${MONTH_POINT})\\s+(${MONTH_POINT}|${PRESENT})`,
    // "May – August 2018", "Aug 01 – Nov 25, 2023": the start month takes the end's year.
    `(${MONTH}(?:\\s*\\d{1,2}(?:st|nd|rd|th)?)?)${SEPARATOR}(${MONTH_POINT})`,
    `(?:since|seit|depuis|desde)\\s+(${POINT})`,
    // "2019–21": an end year in two digits, after a dash a year-month never takes, or after a
    // hyphen when the digits can be no month ("2018-19", not "2018-05"); a mark is no year either
    // ("2013 — 94%", "2017 — 8.7").
    `(${FULL_YEAR})\\s*(?:[–—]\\s*|-(?=1[3-9]|[2-9]\\d))(\\d{2})(?!\\.\\d|\\s?%)`,
    // "2021– Research Assistant", "11/2021+": a year and a dash with nothing after them, or a
    // plus, a job still held.
    `(${FULL_YEAR})[–—](?=\\s|$)(?!\\s*(?:${POINT}|${PRESENT}))`,
    `(${POINT})\\+`,
    // "2018/2019", "2018/19", "Summers, 1998/1999": an academic year, or two years in a row, parted by a slash.
    `(${FULL_YEAR})\\s*/\\s*(${FULL_YEAR}|\\d{2})`,
    // "01/09-05/09", "09/19 – Present": months and years in two digits each, as a range only (a
    // lone "05/09" may be a day and a month).
    `(${SHORT_MONTH_YEAR})${SEPARATOR}(${SHORT_MONTH_YEAR}|${PRESENT})`,
  ].join('|') + ')(?![\\w/])',
  'giu',
);
const SINGLE = new RegExp(`(?<![\\w/.])(${POINT})(?![\\w/])`, 'giu');

// What templates print where the dates go: "Month 20XX", "YYYY", "MM/YYYY", "Start Date 1", "year".
// Only a range of them counts, joined by a dash, so "year to date" in a duty stays words.
const PLACEHOLDER_POINT =
  '(?:(?:month|mm)\\s*[/.]?\\s*)?(?:(?:19|20)xx|yyyy)|(?:(?:start|end|begin(?:ning)?|finish|graduation)\\s+)?(?:date|year|month)(?:\\s+\\d)?';
const PLACEHOLDER_RANGE = new RegExp(`(?<![\\w/])(${PLACEHOLDER_POINT})\\s*[-–—−~]\\s*(${PLACEHOLDER_POINT}|${PRESENT})(?![\\w/])`, 'giu');
// "Summer 20xx", "Fall Semester, 20xx", "Jan 19xx – May 20xx", "20xx to present": a sample's years
// with their last digits left out name nothing else, so they count joined by any range's word, or alone.
const PLACEHOLDER_YEAR = `(?:(?:${MONTH}|${SEASON}s?)(?:\\s+semester)?\\s*,?\\s*)?(?:19|20)xx`;
const PLACEHOLDER_YEARS = new RegExp(`(?<![\\w/])(${PLACEHOLDER_YEAR})(?:${SEPARATOR}(${PLACEHOLDER_YEAR}|${PRESENT}))?(?![\\w/])`, 'giu');

// Keyed by the first three letters without accents ("juin" and "juillet" by four); seasons map
// to a month in the middle of them.
const MONTH_NUMBERS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
  ene: 1, fev: 2, abr: 4, mai: 5, ago: 8, set: 9, out: 10, dic: 12, dez: 12,
  gen: 1, avr: 4, mag: 5, giu: 6, lug: 7, aou: 8, ott: 10, okt: 10, juin: 6, juil: 7,
  maa: 3, maj: 5, mei: 5, des: 12,
  spr: 4, sum: 7, fal: 10, aut: 10, win: 1,
};

// The rules ask for the dates of one line many times over; the answers are kept for the lines of
// the resume at hand (a bounded number, forgotten all at once when full or when the next resume
// is read) and never changed.
const MAX_REMEMBERED_LINES = 2_000;
const remembered = new Map<string, readonly DateMatch[]>();

/** Forgets the dates read so far: called as the analysis of a resume begins. */
export function forgetReadDates(): void {
  remembered.clear();
}

/** Every date range in the text, then every single date outside them, in reading order. */
export function findDates(text: string): DateMatch[] {
  const known = remembered.get(text);
  if (known) return [...known];
  if (remembered.size >= MAX_REMEMBERED_LINES) remembered.clear();
  const dates = readDates(text);
  remembered.set(text, dates);
  return [...dates];
}

function readDates(text: string): DateMatch[] {
  // "Windows Server 2008/2012": two years a slash parts are a range only when one follows the other.
  const slashEnd = (match: RegExpMatchArray) => (match[13]?.length === 2 ? centuryYear(Number(match[12]), Number(match[13])) : Number(match[13]));
  // "2011/12" may be December 2011: two digits after the slash are a year only when no month can be.
  const isYearAfterYear = (match: RegExpMatchArray) =>
    match[12] === undefined || (slashEnd(match) === Number(match[12]) + 1 && !(match[13]?.length === 2 && Number(match[13]) <= 12));
  const ranges = [...text.matchAll(RANGE)].filter(isYearAfterYear).map((match): DateMatch => {
    const endText = match[2] ?? match[4] ?? match[6] ?? match[9] ?? match[13] ?? match[15];
    const yearOfEnd = /\d+$/.exec(match[6] ?? '')?.[0];
    const startText = match[1] ?? match[3] ?? (match[5] && yearOfEnd ? `${match[5]} ${yearOfEnd}` : (match[7] ?? match[8] ?? match[10] ?? match[11] ?? match[12] ?? match[14])) ?? '';
    const isPresent = endText === undefined || new RegExp(`^${PRESENT}$`, 'iu').test(endText);
    const start = parsePoint(startText);
    return {
      text: match[0].trim(),
      ends: endText === undefined ? [match[0].trim()] : [(match[5] ?? startText).trim(), endText.trim()],
      index: match.index,
      start,
      end: endText === undefined || isPresent ? undefined : match[9] ? { year: centuryYear(start.year, Number(match[9])) } : match[12] ? { year: slashEnd(match) } : parsePoint(endText),
      isPresent,
      isRange: true,
    };
  });
  // Ranges and singles both come in reading order, so one walk over the ranges tells which
  // singles fall inside one: linear however many dates a line holds.
  let next = 0;
  const covered = (index: number) => {
    while (next < ranges.length && index >= (ranges[next]?.index ?? 0) + (ranges[next]?.text.length ?? 0)) next += 1;
    const range = ranges[next];
    return range !== undefined && index >= range.index;
  };
  const singles = [...text.matchAll(SINGLE)]
    .filter((match) => !covered(match.index))
    .map((match): DateMatch => ({
      text: match[0].trim(),
      ends: [match[0].trim()],
      index: match.index,
      start: parsePoint(match[1] ?? ''),
      isPresent: false,
      isRange: false,
    }));
  const dates = [...ranges, ...singles];
  return (dates.length > 0 ? dates : placeholderRanges(text)).sort((a, b) => a.index - b.index);
}

// Looked for only where no real date is, so a filled-in resume never pays for it.
function placeholderRanges(text: string): DateMatch[] {
  const ranges = [...text.matchAll(PLACEHOLDER_RANGE)];
  const matches = ranges.length > 0 || !/xx/i.test(text) ? ranges : [...text.matchAll(PLACEHOLDER_YEARS)];
  return matches.map((match) => ({
    text: match[0].trim(),
    ends: match[2] === undefined ? [match[0].trim()] : [match[1] ?? '', match[2]],
    index: match.index,
    start: { year: 0 },
    isPresent: new RegExp(`^${PRESENT}$`, 'iu').test(match[2] ?? ''),
    isRange: match[2] !== undefined,
    isPlaceholder: true,
  }));
}

// A date the layout broke over lines: "Jan 2013 -" over "Present", "June 2019 – July" over "2020",
// and moderncv's narrow margin: "October" over "2014–Present", "May 2014–" over "October" over "2014";
// "January, 2001 – May," over "2001", a Word table's cell.
const ENDS_IN_MONTH = new RegExp(`(?:^|[–—-]\\s*)${MONTH},?$`, 'iu');
const ENDS_IN_OPEN_YEAR = new RegExp(`(?:^|\\s)(?:${MONTH}\\s+)?${YEAR}\\s*[–—-]$`, 'iu');
const OPENS_WITH_YEAR = new RegExp(`^${FULL_YEAR}(?![\\w.])`, 'u');
// The words that open a line with the end of a job still held.
const PRESENT_AT_START = '(?:present|current(?:\\s+date)?|now|today|ongoing)';
const OPENS_WITH_POINT = new RegExp(`^(?:${MONTH}|${FULL_YEAR}|${PRESENT_AT_START})(?![\\w.])`, 'iu');
const OPENS_WITH_PRESENT = new RegExp(`^${PRESENT_AT_START}(?!\\p{L})`, 'iu');

/** "Current date ∠ Created dashboards": the word for a job still held at the start of a line, as written. */
export function leadingPresent(text: string): string | undefined {
  return OPENS_WITH_PRESENT.exec(text)?.[0];
}

// "Sep 2023" over "(to Present)": Friggeri-style CVs put the end under the start.
const ENDS_IN_POINT = new RegExp(`(?:^|\\s)(?:${MONTH}\\s+)?${FULL_YEAR}$`, 'iu');
const END_IN_BRACKETS = /^\((?:to|until|till)\s+(?:present|now|today|date)\)$/i;

/** True when `next` goes on with a date that was broken off at the end of `line`. */
export function continuesBrokenDate(line: string, next: string): boolean {
  return (
    (ENDS_IN_MONTH.test(line) && OPENS_WITH_YEAR.test(next)) ||
    (ENDS_IN_OPEN_YEAR.test(line) && OPENS_WITH_POINT.test(next)) ||
    (ENDS_IN_POINT.test(line) && END_IN_BRACKETS.test(next))
  );
}

/** The date range of a line (or its only single date), the way a job header shows it. */
export function findDuration(text: string): DateMatch | undefined {
  const dates = findDates(text);
  return dates.find((date) => date.isRange) ?? dates[0];
}

// "3 yrs 6 mos": the length of a job that profile exports print beside its dates.
// "Medical Assistant - 160 hours": the length of an externship or placement, likewise.
// "1 año 5 meses", "2 anos", "3 ans 2 mois", "2 Jahre 1 Monat", "1 anno 3 mesi", "2 jaar 1 maand",
// "3 år 3 måneder", "1 år 2 månader": the same in the languages whose CVs the rules read.
const MONTHS_WORD = 'mos?|months?|meses|mes|mês|mois|monate?|mesi|mese|maand(?:en)?|måned(?:er)?|månad(?:er)?';
const LENGTH = `\\d+\\s*(?:yrs?|years?|hours?|hrs?|años?|anos?|ans?|jahre?|anni|anno|jaar|år|${MONTHS_WORD})(?:\\s+\\d+\\s*(?:${MONTHS_WORD}))?`;
const TENURE = new RegExp(`^${LENGTH}$`, 'iu');
const TRAILING_TENURE = new RegExp(`(?<=\\S)\\s+${LENGTH}$`, 'iu');

/** "Buda.com 1 año 5 meses": the name without the length of the job printed after it. */
export function withoutTrailingTenure(text: string): string {
  return text.replace(TRAILING_TENURE, '');
}

/** The length of a job as printed beside its dates: "3 yrs 6 mos", "1 year 1 month", "160 hours". */
export function isTenure(text: string): boolean {
  return TENURE.test(text.trim());
}

/** The text without one of its dates, a field separator in its place; "(2019 - Present)" leaves no empty brackets behind. */
export function removeDate(text: string, date: string): string {
  const escaped = date.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`[(\\[]?\\s*${escaped}\\s*[)\\]]?`), ' | ');
}

/** "08/2020", "Sep 2019 – Present": a text that holds dates and nothing else. */
export function isDatesOnly(text: string): boolean {
  const dates = findDates(text);
  return dates.length > 0 && removeDates(text, dates).replaceAll(/[|\s]/g, '') === '';
}

/** The text without the given dates (all of its own by default), each a field separator. */
export function removeDates(text: string, dates: DateMatch[] = findDates(text)): string {
  return dates.reduce((rest, date) => removeDate(rest, date.text), text);
}

/** True when a date range closes the text ("Analyst (2019 – 2021)"): the line heads an entry. */
export function endsWithRange(text: string): boolean {
  const last = findDates(text).at(-1);
  return last?.isRange === true && text.slice(last.index + last.text.length).replace(/[)\]\s]/g, '') === '';
}

/** The last year a text mentions, e.g. the graduation year of "2014 – 2018". */
export function lastYear(text: string): string {
  const dates = findDates(text);
  const last = dates.at(-1);
  if (!last || last.isPlaceholder) return '';
  return String(last.end?.year ?? last.start.year);
}

// "1998–02" ends in 2002: the two digits are the first year at or after the start that has them.
function centuryYear(start: number, twoDigits: number): number {
  const year = start - (start % 100) + twoDigits;
  return year < start ? year + 100 : year;
}

function parsePoint(text: string): DatePoint {
  const lower = text.toLowerCase();
  const fullYear = /(19|20)\d{2}/.exec(lower)?.[0];
  const shortYear = /['‘’](\d{2})/.exec(lower)?.[1];
  const short = Number(shortYear ?? 0);
  // "'97" is 1997, "'17" is 2017.
  const year = fullYear ? Number(fullYear) : short + (short < 50 ? 2000 : 1900);
  const name = /\p{L}+/u.exec(withoutAccents(lower))?.[0];
  const named = name ? (MONTH_NUMBERS[name.slice(0, 4)] ?? MONTH_NUMBERS[name.slice(0, 3)]) : undefined;
  if (named) return { year, month: named };
  const monthAndYear = /^(\d{1,2})\/(\d{2})$/.exec(lower.trim());
  if (monthAndYear) return { year: Number(monthAndYear[2]) + (Number(monthAndYear[2]) < 50 ? 2000 : 1900), month: Number(monthAndYear[1]) };
  const numeric = /(?:^|\D)(\d{1,2})\s*[/.-]\s*(?:19|20)\d{2}|(?:19|20)\d{2}\s*[/.-]\s*(\d{1,2})/.exec(lower);
  const month = Number(numeric?.[1] ?? numeric?.[2] ?? 0);
  return month >= 1 && month <= 12 ? { year, month } : { year };
}

/** Months covered by a date, counting "Present" up to now; whole years count from January. */
export function monthSpan(date: DateMatch, now: Date): { from: number; to: number } {
  const from = date.start.year * 12 + (date.start.month ?? 1) - 1;
  if (date.isPresent) return { from, to: now.getFullYear() * 12 + now.getMonth() };
  const end = date.end ?? date.start;
  // "2018 – 2020" means until some time in 2020; counting its last month keeps whole years whole.
  const to = end.year * 12 + (end.month ?? 12) - 1;
  return { from, to: Math.max(from, to) };
}
