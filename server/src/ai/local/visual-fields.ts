// Where the page parts a line into fields, and what it sets in its largest type. The PDF reader
// marks a change of type between two runs of words (a bold employer, then the role in regular) and
// a wide gap printed as one space with FIELD_MARK, and the first page's largest type with TITLE_MARK
// (see files/pdf-text.ts). A resume's marks are read once, as its analysis begins, and taken out of
// the text, so every other rule reads its lines as before; an entry's heading then asks where its
// fields are parted, and the name finder what the page's title is. Lines are joined, split and
// trimmed on their way to an entry's heading, so a mark is kept by the words either side of it,
// not by its offset.
import { FIELD_MARK, TITLE_MARK, withoutFieldMarks } from '../../files/field-marks.js';

// Enough of the words either side to find a mark again in a heading, and no more than a short
// heading holds.
const CONTEXT_CHARS = 14;
const MIN_CONTEXT_AFTER_DATES = 8;
// Bold words inside duties are marked too; a resume's headings need far fewer than this.
const MAX_BOUNDARIES = 2_000;

type Boundary = { left: string; right: string; isSpaced: boolean };
let known: Boundary[] = [];
// A heading line is asked about several times; the answers last as long as the resume's analysis.
const answered = new Map<string, number[]>();
let title: string | undefined;

const normal = (text: string) => text.normalize('NFKC').replaceAll(/\s+/g, ' ');

/** Reads a resume's marks, forgetting the last resume's, and answers its text without them. */
export function readPageMarks(marked: string): string {
  known = [];
  answered.clear();
  title = undefined;
  if (!marked.includes(FIELD_MARK) && !marked.includes(TITLE_MARK)) return marked;
  const text = withTypeBullets(marked);
  for (const line of text.split('\n')) {
    const titleAt = line.indexOf(TITLE_MARK);
    // The title's own run of type: "Jesús M. Rueda-Becerril" before "| Ph.D." in smaller type.
    if (titleAt >= 0) title ??= normal(line.slice(titleAt + 1).split(FIELD_MARK)[0] ?? '').trim();
    const parts = line.replaceAll(TITLE_MARK, '').split(FIELD_MARK);
    for (let index = 1; index < parts.length && known.length < MAX_BOUNDARIES; index += 1) {
      const [before, after] = [normal(parts.slice(0, index).join('')), normal(parts.slice(index).join(''))];
      const left = before.trimEnd().slice(-CONTEXT_CHARS).trimStart();
      const right = after.trimStart().slice(0, CONTEXT_CHARS).trimEnd();
      if (!/\p{L}/u.test(left) || !/\p{L}/u.test(right)) continue;
      const isSpaced = /\s$/.test(before) || /^\s/.test(after);
      known.push({ left, right, isSpaced });
      // "2010 - 2012 ⟂A Levels ⟂The Thomas Hardye School": an entry's reader takes its dates out
      // before it asks where the fields part, so the words after the dates find the mark too.
      // Words enough that they are the entry's own; a rank after a comma ("2017 , Intern
      // ⟂Quantitative Researcher") is the start of a title set in two types, and stays whole.
      const afterDates = /\d[^\d]*$/.exec(left)?.[0].slice(1).replace(/^[\s,;:|–—-]+/, '').trim() ?? '';
      if (afterDates.length >= MIN_CONTEXT_AFTER_DATES && afterDates.includes(' ')) known.push({ left: afterDates, right, isSpaced });
    }
  }
  return withoutFieldMarks(text);
}

// A bullet a symbol or icon font draws reads as the letter that font maps it to: Word's Wingdings
// "x", Symbol's "Χ", Font Awesome's "f". The letter then stands in its own run of type before a
// duty ("x ⟂Managed the implementation of…"). One that opens two duties or more is the page's
// bullet wherever it opens a line in its own run before a capital. An icon's line is short ("Ȏ
// ⟂Company in City") or no sentence ("z ⟂Sep 2022 – Present"), and the same letter before
// "https://…" is an icon too.
const TYPE_GLYPH = new RegExp(`^(\\S)[ \\t]*${FIELD_MARK}[ \\t]*(?=\\p{Lu})`, 'u');
const DUTY_START = /^\p{Lu}\p{Ll}+[,;]?\s+\p{Ll}\S*(?:\s+\S+){2}/u;
const MIN_DUTIES = 2;

function withTypeBullets(text: string): string {
  const lines = text.split('\n');
  const glyphs = lines.map((line) => TYPE_GLYPH.exec(line));
  const duties = new Map<string, number>();
  glyphs.forEach((glyph, index) => {
    if (glyph?.[1] && DUTY_START.test(lines[index]?.slice(glyph[0].length) ?? '')) duties.set(glyph[1], (duties.get(glyph[1]) ?? 0) + 1);
  });
  if (![...duties.values()].some((count) => count >= MIN_DUTIES)) return text;
  return lines.map((line, index) => {
    const glyph = glyphs[index];
    return glyph?.[1] && (duties.get(glyph[1]) ?? 0) >= MIN_DUTIES ? `• ${line.slice(glyph[0].length)}` : line;
  }).join('\n');
}

/** The run of words the first page sets in its largest type: most often the name. */
export const pageTitle = (): string | undefined => title;

/** Offsets in a line's text where the page parts it into fields, in order. */
export function visualBoundaries(text: string): number[] {
  if (known.length === 0) return [];
  const cached = answered.get(text);
  if (cached) return cached;
  const offsets = new Set<number>();
  for (const { left, right, isSpaced } of known) {
    const joined = `${left}${isSpaced ? ' ' : ''}${right}`;
    for (let at = text.indexOf(joined); at >= 0; at = text.indexOf(joined, at + 1)) offsets.add(at + joined.length - right.length);
  }
  const found = [...offsets].sort((a, b) => a - b);
  if (answered.size >= MAX_BOUNDARIES) answered.clear();
  answered.set(text, found);
  return found;
}

// "R ⟂Jobs", "B ⟂Franca, São Paulo - Brazil": an icon font's glyph the PDF gives as a letter, set in
// a run of type of its own before a heading or a contact detail.
const ICON_LETTER = /^\p{L}\s+/u;

/** The line without an icon's letter before its first run of type. */
export function withoutIconLetter(text: string): string {
  const icon = ICON_LETTER.exec(text)?.[0];
  return icon !== undefined && visualBoundaries(text)[0] === icon.length ? text.slice(icon.length) : text;
}

/** A line's text cut where the page parts it into fields. */
export function visualSegments(text: string): string[] {
  return cutAt(text, visualBoundaries(text));
}

const cutAt = (text: string, cuts: number[]) => [0, ...cuts].map((start, index) => text.slice(start, cuts[index] ?? text.length));

// "Consultant Data Scientist" in bold beside "Urban Science" in regular: two runs of type the page
// parts with nothing but a space are two fields, parted as a separator would.
const SEPARATOR_NEAR = /[,;:|–—·•()/@-]/;
// "MSc (Tech) ⟂Aalto University": a bracket closed before the run parts nothing of its own.
const CLOSED_BRACKET_BEFORE = /^[^,;:|–—·•(/@-]*\)\s[^,;:|–—·•()/@-]*$/;

/** The line with " | " where the page parts two runs of words that nothing else parts. */
export function withFieldSeparators(text: string): string {
  const cuts = visualBoundaries(text).filter((at) => {
    const near = text.slice(Math.max(0, at - 2), at + 2);
    return !SEPARATOR_NEAR.test(near) || CLOSED_BRACKET_BEFORE.test(near);
  });
  if (cuts.length === 0) return text;
  return cutAt(text, cuts)
    .map((part) => part.trim())
    .join(' | ');
}

/** Whether the page sets the field in a run of type of its own: "London" after a wide gap, "Nottingham" in italic before ", UK", "– Edinburgh" between a school and its dates. */
export function isOwnRun(text: string, field: string): boolean {
  return visualSegments(text).some((segment) => segment.trim().replace(/^[,;|–—-]\s*|\s*[,;|–—-]$/g, '') === field);
}

/** The index of the first of a line's runs of type (its visualSegments) that holds the part, or -1. */
export function segmentHolding(segments: string[], part: string): number {
  return segments.findIndex((segment) => segment.includes(part));
}

/** Whether the page sets two parts of a line in different runs of type (false when it cannot tell). */
export function isSetApart(text: string, first: string, second: string): boolean {
  const segments = visualSegments(text);
  const [a = -1, b = -1] = [first, second].map((part) => segmentHolding(segments, part));
  return segments.length > 1 && a >= 0 && b >= 0 && a !== b;
}

/**
 * "Undergraduate Research Assistant, Power Electronics Laboratory, Texas A&M" over "University, College
 * Station, TX.": a run of type the line's end broke goes on at the next line's start, up to where that
 * line's first run ends before a comma. Answers the two lines as one, or undefined when the next line
 * does not open so. A line that ends on a comma ended its run there: the join is a boundary too.
 */
export function joinWrappedRun(above: string, below: string): string | undefined {
  const [end] = visualBoundaries(below);
  const opensWithRunEnd = end !== undefined && end > 0 && /^\s*,/.test(below.slice(end)) && !below.slice(0, end).includes(',');
  const isRunOpen = /,$/.test(above.trimEnd()) || visualBoundaries(above).length > 0;
  if (!opensWithRunEnd || !isRunOpen) return undefined;
  if (/,$/.test(above.trimEnd()) && known.length < MAX_BOUNDARIES) {
    known.push({ left: above.trimEnd().slice(-CONTEXT_CHARS).trimStart(), right: below.trimStart().slice(0, CONTEXT_CHARS).trimEnd(), isSpaced: true });
    answered.clear();
  }
  return `${above.trimEnd()} ${below.trimStart()}`;
}
