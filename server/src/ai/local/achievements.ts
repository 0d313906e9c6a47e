import { isDatesOnly } from './dates.js';
import type { ParsedJob } from './experience.js';
import type { Line } from './lines.js';
import { isPlace } from './places.js';
import { extractListItems } from './skills.js';

const QUANTIFIED = /\d+(?:\.\d+)?\s*%|[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s*(?:k|m|million|billion)\b|\b\d{2,}\b/i;
const OUTCOME =
  /\b(?:increas|reduc|grew|grow|sav|improv|cut|boost|rais|achiev|exceed|won|award|rank|launch|deliver|generat|doubl|tripl|lower|shorten|accelerat|recogni|promot|top)\w*/i;
const MAX_ACHIEVEMENTS = 5;
// "- present" under "9/2003": the end of a date range its cell wrapped (a bullet, read alone).
const OPEN_END = /^(?:[-–—]\s*)?(present|now|today|current)$/i;
// One date among list items may be an item's own; a table dates each record.
const MIN_TABLE_DATES = 2;
// A table's cell holds a few words; a listed achievement usually more.
const MAX_CELL_WORDS = 4;

/**
 * The items of an achievements section. "Northeastern Illinois University" / "Chicago, IL." /
 * "Vice President - Future Writers Club" / "9/2003" / "- present": a Word table of honours comes
 * out of the PDF one cell per line, so each record is one item, its place left out
 * ("Northeastern Illinois University, Vice President - Future Writers Club (9/2003 – present)").
 * Its dates close each record, or head each where the first line is a date (a margin's years).
 */
export function listedAchievements(lines: Line[]): string[] {
  const texts = withBrokenDatesJoined(lines.map((line) => line.text.trim()).filter(Boolean));
  const cells = texts.filter((text) => !isDatesOnly(text));
  const dateLines = texts.length - cells.length;
  // A list's items are its bullets; a table may describe a record or two in a bullet of its own.
  const bullets = lines.filter((line) => line.isBullet && !OPEN_END.test(line.text.trim())).length;
  const isCellTable =
    bullets < dateLines / 2 &&
    dateLines >= MIN_TABLE_DATES &&
    cells.filter((text) => text.split(/\s+/).length <= MAX_CELL_WORDS).length > cells.length / 2;
  if (!isCellTable) return extractListItems(lines);
  const isDateFirst = isDatesOnly(texts[0] ?? '');
  const records: string[] = [];
  let record: string[] = [];
  let dates: string[] = [];
  // A record without dates is kept as it is; dates without a record wait for the next one.
  const close = () => {
    if (record.length === 0) return;
    records.push(dates.length > 0 ? `${joinCells(record)} (${dates.join('; ')})` : joinCells(record));
    [record, dates] = [[], []];
  };
  for (const text of texts) {
    if (isDatesOnly(text)) {
      if (isDateFirst) close();
      dates.push(text);
      continue;
    }
    if (!isDateFirst && dates.length > 0) close();
    if (!isPlace(text)) record.push(text);
  }
  close();
  return records;
}

// "9/2003" over "- present": the end of a range its cell wrapped, read as a bullet of its own. (A
// range broken after its month, "January, 2001 – May," over "2001", was joined with the raw lines.)
function withBrokenDatesJoined(texts: string[]): string[] {
  return texts.reduce<string[]>((joined, text) => {
    const previous = joined.at(-1);
    const openEnd = previous !== undefined && isDatesOnly(previous) ? OPEN_END.exec(text)?.[1] : undefined;
    if (openEnd) return [...joined.slice(0, -1), `${previous} – ${openEnd}`];
    return [...joined, text];
  }, []);
}

// "Y.W.C.A." / "Academic" / "Scholarship": a cell's words wrapped a word a line go on with a
// space, as does a line a comma or a small letter continues; another cell after a comma.
function joinCells(cells: string[]): string {
  return cells.reduce((joined, cell) => {
    const goesOn = /[,;:]$/.test(joined) || /^\p{Ll}/u.test(cell) || !cell.includes(' ');
    return joined === '' ? cell : `${joined}${goesOn ? ' ' : ', '}${cell}`;
  }, '');
}

/**
 * Key achievements: the resume's own achievements or awards list when it has one, otherwise
 * the duties that report a measured outcome ("cut costs by 20%"); then the projects, which the
 * analysis has no other place for.
 */
export function keyAchievements(listed: string[], jobs: ParsedJob[], projects: string[]): string[] {
  const achievements =
    listed.length > 0
      ? listed.slice(0, MAX_ACHIEVEMENTS * 2)
      : jobs
          .flatMap((job) => job.responsibilities)
          .filter((duty) => QUANTIFIED.test(duty) && OUTCOME.test(duty))
          .slice(0, MAX_ACHIEVEMENTS);
  return [...achievements, ...projects];
}

/** How much a duty tells a reader: a measured outcome and a strong verb say more. */
export function informativeness(text: string): number {
  let score = 0;
  if (QUANTIFIED.test(text)) score += 2;
  if (OUTCOME.test(text)) score += 1;
  if (text.length >= 40 && text.length <= 200) score += 1;
  return score;
}
