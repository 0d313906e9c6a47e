// What extraction and page layout add to a resume's text that the candidate never wrote as
// content: running headers and footers repeated on every page, text doubled by exports that keep
// a hidden copy, dotted leaders, image captions, a "last updated" note, a date range broken over
// lines. Removed (or mended) on raw lines, before anything is parsed, so no later rule has to
// know about them.

import { hasContactDetail } from './contact-patterns.js';
import { continuesBrokenDate, findDates } from './dates.js';

// Digits vary between the copies of a running header or footer (the page number).
const NUMBER = /\d+/g;
// A header or footer is a short line; longer ones are content however often they repeat.
const MAX_FURNITURE_CHARS = 120;
// Exports put an image's caption ("Acme Corp logo") where the image was.
const IMAGE_CAPTION = /^\S.{0,80}\blogo$/i;
// "Last updated in September 2024": RenderCV's note on when the document was made.
const UPDATED_NOTE = /^(?:last\s+)?updated(?:\s+(?:in|on))?:?\s+\S.{0,30}$/i;
// "Acme Co.. . . . .": the leader after an abbreviation leaves its period.
const DOT_LEADER = /(?<=\S\.)(?:\s?\.){3,}|(?<![\p{L}\d])(?:\s?\.){4,}/gu;
// "3 mosJul 2025": a date glued to the word before it by an export.
const GLUED_DATE = /(\p{Ll})((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d{2})/gu;
// "Summers1996 to1997": a season or a range's word glued to the year after it.
const GLUED_YEAR = /\b(to|since|from|until|summers?|springs?|falls?|autumns?|winters?)((?:19|20)\d{2})\b/gi;
// Only lines of this length are checked for doubled text, which keeps the check cheap.
const MAX_DOUBLED_CHECK = 2_000;

/** Raw lines without page furniture, captions and leaders, with doubled text and split ranges mended. */
export function removeArtifacts(lines: string[]): string[] {
  const cleaned = lines.map((line) => undouble(line.replace(DOT_LEADER, ' ')).replace(GLUED_DATE, '$1 $2').replace(GLUED_YEAR, '$1 $2'));
  const furniture = runningLines(cleaned);
  const isNote = (line: string) => IMAGE_CAPTION.test(line.trim()) || (UPDATED_NOTE.test(line.trim()) && findDates(line).length > 0);
  return joinSplitRanges(cleaned.filter((line, index) => !furniture.has(index) && !isNote(line)));
}

/**
 * Lines repeated on every page with a page counter: the same words and numbers each time except
 * one number that counts up by one from the first pages ("June 24, 2019 Jane Doe · Résumé 1",
 * "... Résumé 2"). Lines with a date range are jobs or degrees, whatever their numbers.
 */
function runningLines(lines: string[]): Set<number> {
  const groups = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const text = line.trim();
    // A job or degree line has a date range; a footer's date is a single day.
    if (text === '' || text.length > MAX_FURNITURE_CHARS || !/\d/.test(text) || findDates(text).some((date) => date.isRange)) return;
    const key = text.replace(NUMBER, '#');
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const furniture = new Set<number>();
  for (const indexes of groups.values()) {
    const first = lines[indexes[0] ?? 0] ?? '';
    const isPaged = indexes.length >= 2 && (isPageApart(indexes) || PAGE_WORDS.test(first) || (first.match(NUMBER)?.length ?? 0) >= 2);
    if (isPaged && isPageCounter(indexes.map((index) => (lines[index]?.match(NUMBER) ?? []).map(Number)))) {
      // "joaquin.ibanez@example.com • www.example.com/joaquin-cooks 1/2": a footer that carries the
      // contact details is read once, as the contacts it holds.
      for (const index of hasContactDetail(first) ? indexes.slice(1) : indexes) furniture.add(index);
    }
  }
  return furniture;
}

// "Job Title 1", "Company 1" ... "Job Title 2": a template numbers its placeholders a few lines
// apart, while the copies of a running header or footer are a page apart on average (the last
// page may be short). A line that says "Page 2 of 3", or has a date beside its counter ("May 2,
// 2024 Jane Park · Résumé 1"), is a page counter wherever it sits.
const MIN_PAGE_LINES = 12;
const PAGE_WORDS = /\bpages?\b|\b\d+\s*(?:of|\/)\s*\d+\b/i;

function isPageApart(indexes: number[]): boolean {
  const first = indexes[0] ?? 0;
  const last = indexes.at(-1) ?? 0;
  return last - first >= (indexes.length - 1) * MIN_PAGE_LINES;
}

function isPageCounter(numbers: number[][]): boolean {
  const [first] = numbers;
  if (!first) return false;
  const varying = first.map((_value, position) => position).filter((position) => numbers.some((row) => row[position] !== first[position]));
  if (varying.length !== 1) return false;
  const pages = numbers.map((row) => row[varying[0] as number] ?? 0);
  // Counting starts on the first or second page (a cover page may have none).
  return (pages[0] ?? 0) <= 2 && pages.every((page, index) => index === 0 || page === (pages[index - 1] ?? 0) + 1);
}

/**
 * "Staff EngineerStaff Engineer", "Acme · Full-time Acme · Full-time": profile exports keep a
 * second, hidden copy of each text run, glued to the first or after a space. Where a run that
 * starts a word is repeated right after itself, the copy goes. Runs are looked for only in the
 * last MAX_RUN_LOOKBACK characters and within a budget of comparisons, so any line costs little.
 */
export function undouble(line: string): string {
  // "MadeiraMadeira": a one-word name that repeats itself is a name as written.
  if (line.length > MAX_DOUBLED_CHECK || ONE_WORD_TWICE.test(line.trim())) return line;
  let text = line;
  const budget = { comparisons: MAX_COMPARISONS };
  for (let index = 1; index < text.length && budget.comparisons > 0; index += 1) {
    if (!/\p{Lu}/u.test(text[index] ?? '') || /\p{Lu}/u.test(text[index - 1] ?? '')) continue;
    const end = text[index - 1] === ' ' ? index - 1 : index;
    const length = repeatedRunBefore(text, end, index, budget);
    if (length > 0) text = `${text.slice(0, end)}${text.slice(index + length)}`;
  }
  return text;
}

const ONE_WORD_TWICE = /^(\p{Lu}\p{Ll}+)\1$/u;
const MAX_COMPARISONS = 4_000;
const MAX_RUN_LOOKBACK = 200;
const MIN_RUN = 4;

// The longest run ending at `end` that starts a word and is repeated from `copy` on.
function repeatedRunBefore(text: string, end: number, copy: number, budget: { comparisons: number }): number {
  for (let start = Math.max(0, end - MAX_RUN_LOOKBACK); start <= end - MIN_RUN && budget.comparisons > 0; start += 1) {
    if ((start > 0 && text[start - 1] !== ' ') || text[start] !== text[copy]) continue;
    budget.comparisons -= 1;
    if (text.startsWith(text.slice(start, end), copy)) return end - start;
  }
  return 0;
}

// A range the layout broke over lines is one line again. A line takes at most two more (a date
// wrapped over three), and only its tail is tested, so a long run of broken dates stays linear.
const MAX_DATE_JOINS = 2;
const DATE_TAIL = 40;

function joinSplitRanges(lines: string[]): string[] {
  const joined: string[] = [];
  let joins = 0;
  for (const line of lines) {
    const previous = joined.at(-1);
    const isJoin = previous !== undefined && joins < MAX_DATE_JOINS && continuesBrokenDate(previous.trimEnd().slice(-DATE_TAIL), line.trim());
    joins = isJoin ? joins + 1 : 0;
    // "(to Present)" joins as "to Present", which reads as the end of a range.
    if (isJoin) joined[joined.length - 1] = `${previous?.trimEnd()} ${line.trim().replace(/^\((.*)\)$/, '$1')}`;
    else joined.push(line);
  }
  return joined;
}
