import { isContactLine } from './contact.js';
import { findDates } from './dates.js';
import { matchHeading, type SectionKey } from './headings.js';
import type { Line } from './lines.js';
import { isDegree, isInstitution, startsWithActionVerb, titleScore } from './vocabulary.js';

// Headings glued to content on several lines mean the extractor read a two-column page
// row by row; one glued heading can be a table cell or a stray tab.
const MIN_GLUED = 3;
// What a sidebar holds: short items. Jobs, degrees and prose belong to the main column.
const SIDEBAR_KEYS = new Set<SectionKey>(['contact', 'skills', 'languages', 'certifications', 'achievements', 'other']);

/**
 * Undoes row-by-row reading of a sidebar layout ("HubSpot • Manage 2 specialists"): each
 * line is cut into pieces and every piece sent to the column its content belongs to, so the
 * rest of the parser reads the sidebar, then the main column, as if extracted one after the other.
 */
export function deinterleave(lines: Line[], glued: number): Line[] {
  if (glued < MIN_GLUED) return lines;
  const firstHeading = lines.findIndex((line) => matchHeading(line)?.isLabel === false);
  if (firstHeading < 0) return lines;

  const sidebar: Line[] = [];
  const main: Line[] = [];
  for (const line of lines.slice(firstHeading)) {
    const heading = matchHeading(line);
    if (heading && !heading.isLabel) {
      (SIDEBAR_KEYS.has(heading.key) ? sidebar : main).push(line);
      continue;
    }
    for (const piece of pieces(line)) (isMainColumn(piece) ? main : sidebar).push(piece);
  }
  return [...lines.slice(0, firstHeading), ...sidebar, { text: '', indent: 0, isBullet: false }, ...main];
}

function pieces(line: Line): Line[] {
  const cells = line.text.split(' | ').map((text, index) => ({ ...line, text, isBullet: index === 0 && line.isBullet }));
  return cells.flatMap(splitAtBullets).flatMap(splitLeadingContact).flatMap(splitBeforeDate).flatMap(splitBeforeTitle);
}

// "SEO / SEM • Own a $2.4M budget": the bullet and what follows it are a line of their own.
function splitAtBullets(line: Line): Line[] {
  const [first = '', ...rest] = line.text.split(/\s+[•·▪●]\s+/);
  return [{ ...line, text: first }, ...rest.map((text) => ({ ...line, text, isBullet: true }))].filter((piece) => piece.text !== '');
}

// "carlos@example.com Growth marketer with...": a contact token opens the line.
function splitLeadingContact(line: Line): Line[] {
  const words = line.text.split(' ');
  for (let count = Math.min(4, words.length - 1); count >= 1; count -= 1) {
    const head = words.slice(0, count).join(' ');
    if (isContactLine(head)) return [{ ...line, text: head, isBullet: false }, { ...line, text: words.slice(count).join(' ') }];
  }
  return [line];
}

// "Copywriting Jul 2019 – Dec 2021": a short sidebar item before a job's dates.
function splitBeforeDate(line: Line): Line[] {
  const range = findDates(line.text).find((date) => date.isRange);
  if (!range || range.index === 0) return [line];
  const before = line.text.slice(0, range.index).trim();
  if (before.split(' ').length > 3 || titleScore(before) > 0) return [line];
  return [{ ...line, text: before, isBullet: false }, { ...line, text: line.text.slice(range.index) }];
}

// "Paid social Digital Marketing Specialist, ...": the Title-Case role starts a new piece.
function splitBeforeTitle(line: Line): Line[] {
  const words = line.text.split(' ');
  for (let index = 1; index <= Math.min(3, words.length - 1); index += 1) {
    const before = words.slice(0, index);
    const after = words.slice(index).join(' ');
    const isRoleStart = /^\p{Lu}/u.test(after) && titleScore(after.split(',')[0] ?? '') >= 2;
    if (isRoleStart && before.some((word) => /^\p{Ll}/u.test(word)) && titleScore(before.join(' ')) === 0) {
      return [{ ...line, text: before.join(' '), isBullet: false }, { ...line, text: after }];
    }
  }
  return [line];
}

function isMainColumn(line: Line): boolean {
  const text = line.text;
  if (isContactLine(text)) return false;
  if (line.isBullet || findDates(text).some((date) => date.isRange)) return true;
  if (text.split(' ').length >= 7 || /[.!?]$/.test(text)) return true;
  return isDegree(text) || isInstitution(text) || titleScore(text) >= 2 || startsWithActionVerb(text);
}
