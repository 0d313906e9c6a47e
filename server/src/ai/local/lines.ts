import { removeArtifacts } from './artifacts.js';
import { splitLayoutColumns } from './columns.js';
import { endsWithRange, findDates, isDatesOnly, isTenure, leadingPresent } from './dates.js';
import { isHeaderLike } from './entries.js';
import { isNumberedHeading } from './headings.js';
import { isPlace, isRegionName, isTownName } from './places.js';
import { joinWrappedRun, visualBoundaries } from './visual-fields.js';
import { isInstitution } from './vocabulary.js';

/** One line of resume text after clean-up: the bullet marker removed but remembered. */
export type Line = {
  text: string;
  indent: number;
  isBullet: boolean;
  /** The first line of a page after the first: where a two-column layout's main column goes on. */
  isPageStart?: boolean;
};

// Glyphs people and word processors use as bullets ("λ" and "∠" are how two LaTeX templates' arrow
// icons read). "o" is Word's second-level bullet,
// accepted only before a capital so words like "o" in text are not taken for one; "{" is how
// moderncv's bullet reads in extracted text; "¢" and "«" are how OCR reads a scanned "•". "(11)"
// before "98765-4321" is a phone's area code, not a list's number.
const BULLET =
  /^(?:[•●○◦▪▫■□◆◇♦►▸▹▶➢➣➤→✓✔✗❖⁃‣∙·»«¢>~λ∠]|\{(?=\s)|[-*–—+](?=\s|[A-Z])|o(?=\s+[A-Z])|\(?\d{1,2}[.)](?=\s)(?!\s+\d{4,5}[\s.-]?\d{4}(?!\d))|\(?[a-h]\)(?=\s))\s*/;

// pdf-parse marks page ends; footers repeat page numbers. Neither is resume content. "08/2020"
// alone is the end of a range of dates a narrow column wrapped, not page 8 of 2020.
const PAGE_MARKER = /^(?:--\s*\d+\s+of\s+\d+\s*--|page\s+\d+(?:\s+of\s+\d+)?|\d{1,2}\s*\/\s*\d{1,2})$/i;

// LaTeX without a font's accented glyphs prints "Strat´egie", "M¨uller": the accent as a
// character of its own before its vowel. Put on the vowel, NFKC composes "Stratégie". Only
// vowels, so "Master´s" and "don´t", typed with the accent for an apostrophe, stay as written.
const COMBINING: Record<string, string> = { '´': '\u0301', '`': '\u0300', '¨': '\u0308', 'ˆ': '\u0302', '˜': '\u0303' };
const SPACING_ACCENT = /([´`¨ˆ˜])([aeiouyAEIOUY])/g;

/**
 * Turns extracted text into lines: unicode clean-up, extraction artifacts removed, two-column layouts split, bullets
 * recognised, wide gaps (tabs, right-aligned dates) turned into a " | " field separator.
 */
export function toLines(raw: string): Line[] {
  const text = raw
    .replaceAll(SPACING_ACCENT, (_whole, accent: string, vowel: string) => vowel + (COMBINING[accent] ?? ''))
    // Icon fonts' glyphs the PDF gives as control characters ("\u0013 IUT Créteil-Vitry \u0011"); the
    // tab, line ends and the form feed between pages stay.
    .replaceAll(/[\u0000-\u0008\u000b\u000e-\u001d\u007f]/g, ' ')
    .normalize('NFKC')
    .replaceAll(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replaceAll(/\u00a0/g, ' ')
    // "ENGiNEER", "CiViL": some small-caps fonts give the "i" as a lower-case letter.
    .replaceAll(SMALL_CAPS_WORD, (word) => (isSmallCaps(word) ? word.toUpperCase() : word))
    // Hyphens that fonts map to their own code points (non-breaking, figure) read as "-".
    .replaceAll(/[\u2010-\u2012]/g, '-')
    // "(909) 555--5555", "on--campus": some exports print every hyphen twice.
    .replaceAll(/(?<=[\p{L}\d])--(?=[\p{L}\d])/gu, '-')
    .replaceAll(/\r\n?|\u2028|\u2029/g, '\n')
    // The extractor puts a form feed between pages: a line of its own, read as a mark below.
    .replaceAll(PAGE_BREAK, `\n${PAGE_BREAK}\n`);

  const lines = splitLayoutColumns(removeArtifacts(text.split('\n')))
    .map((line) => (line === PAGE_BREAK ? line : line.replace(/\s+$/, '')))
    .filter((line) => !PAGE_MARKER.test(line.trim()));
  return markOutline(withWrappedRangesJoined(withMarginRangesJoined(markPageStarts(collapseDoubleSpacing(lines)))));
}

const PAGE_BREAK = '\f';
// Capitals with a lower-case "i" among them, opening with a capital or with "i" and three capitals
// ("iNDUSTRiAL"); "iOS" and "iPhone" stay as written.
const SMALL_CAPS_WORD = /(?<!\p{L})(?:\p{Lu}|i(?=\p{Lu}{3}))[\p{Lu}i]*i[\p{Lu}i]*(?!\p{L})/gu;
// A short name with one "i" ("LiDAR", "TiVo") is more likely written so than set in small caps.
const isSmallCaps = (word: string) => word.length >= 6 || word.split('i').length > 2;

function markPageStarts(lines: string[]): Line[] {
  let hasText = false;
  let isAfterBreak = false;
  return lines.flatMap((raw) => {
    if (raw === PAGE_BREAK) {
      isAfterBreak = hasText;
      return [];
    }
    const line = toLine(raw);
    if (line.text === '') return [line];
    hasText = true;
    if (!isAfterBreak) return [line];
    isAfterBreak = false;
    return [{ ...line, isPageStart: true }];
  });
}

// YAAC prints a job's two dates one over the other in its margin, each beside a line of the body:
// "July 2024 Senior software engineer, ORACLE" over "Current date ∠ Created dashboards". The
// dates are one range on the heading's line, earlier first, and what follows the second date is
// the first duty when it reads as a bullet.
function withMarginRangesJoined(lines: Line[]): Line[] {
  const joined: Line[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as Line;
    const next = lines[index + 1];
    const first = leadingPoint(line.text);
    const point = next && !next.isBullet ? leadingPoint(next.text) : undefined;
    const rest = point && next ? next.text.slice(point.text.length).trim() : '';
    // "2018 – FICAN West … Post-doc" over "2018 – University of Colorado … Post-doc": a date and a
    // dash under a date open a range of their own, left open (a job still held), and end nothing.
    const second = point && !point.isPresent && /^[-–—]/.test(rest) ? undefined : point;
    const duty = rest === '' ? undefined : { ...toLine(rest), indent: next?.indent ?? 0 };
    if (!first || !second || line.isBullet || (duty && !duty.isBullet)) {
      joined.push(line);
      continue;
    }
    const isEndFirst = first.isPresent || (second.months !== undefined && first.months !== undefined && first.months > second.months);
    const [start, end] = isEndFirst ? [second.text, first.text] : [first.text, second.text];
    joined.push({ ...line, text: `${start} – ${end} ${line.text.slice(first.text.length).trim()}` });
    if (duty) joined.push(duty);
    index += 1;
  }
  return joined;
}

// "Yellowknife, NT · 06/2020 -" over "08/2020", "08/2009–" over "12/2012", "Sep 2023" over "to
// Present": a column too narrow for a range of dates wraps it; the date under it ends the range.
const RANGE_END = /^(?:to|until|till|through)\s+\S/i;

function withWrappedRangesJoined(lines: Line[]): Line[] {
  return lines.reduce<Line[]>((joined, line) => {
    const previous = joined.at(-1);
    const isRangeOpen = previous !== undefined && /\d\s*[-–—]$/.test(previous.text) && findDates(previous.text).length > 0 && isDatesOnly(line.text);
    // "Sep 2023" over "to Present": a date alone, and the range's end with its word under it.
    const isRangeEnd = previous !== undefined && isDatesOnly(previous.text) && RANGE_END.test(line.text) && isDatesOnly(`${previous.text} ${line.text}`);
    if (previous && !line.isBullet && (isRangeOpen || isRangeEnd)) joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text.trim()}` };
    else joined.push(line);
    return joined;
  }, []);
}

/** A date at a line's start as written, with its months since year 0 to tell which of two comes first. */
type Point = { text: string; months?: number; isPresent: boolean };

// A single date (not a range) at the very start of a line, with words after it, or the word for
// a job still held.
function leadingPoint(text: string): Point | undefined {
  const present = leadingPresent(text);
  if (present) return { text: present, isPresent: true };
  const [date] = findDates(text);
  if (!date || date.index !== 0 || date.isRange || date.text.length === text.trim().length) return undefined;
  return { text: date.text, months: date.start.year * 12 + (date.start.month ?? 1), isPresent: false };
}

// "A. Undergraduate", "B. Graduate and Professional": the lettered points of an outline label
// what follows them, like bullets. Only an outline that has both an A and a B counts, so "A. Smith"
// alone stays a name.
const OUTLINE = /^([A-H])\.(?:\s+\|)?\s+(?=\p{Lu})/u;
const MAX_OUTLINE_WORDS = 8;

function markOutline(lines: Line[]): Line[] {
  const points = lines.map((line) => {
    const marker = line.isBullet ? null : OUTLINE.exec(line.text);
    const rest = marker ? line.text.slice(marker[0].length) : '';
    return marker && rest.split(' ').length <= MAX_OUTLINE_WORDS && !/\d/.test(rest) ? { letter: marker[1], rest } : undefined;
  });
  const letters = new Set(points.map((point) => point?.letter));
  if (!letters.has('A') || !letters.has('B')) return lines;
  return lines.map((line, index) => {
    const point = points[index];
    return point ? { ...line, text: point.rest, isBullet: true } : line;
  });
}

// Word exports (mammoth) put an empty line after every paragraph; then only runs of empty
// lines separate anything, and single ones would split a job's heading lines apart.
function collapseDoubleSpacing(lines: string[]): string[] {
  const isBlank = (index: number) => lines[index]?.trim() === '';
  const blanks = lines.filter((_line, index) => isBlank(index)).length;
  if (lines.length < 8 || blanks < lines.length * 0.35) return lines;
  // A lone empty line goes; a run of them becomes one.
  return lines.filter((_line, index) => !isBlank(index) || (isBlank(index - 1) && !isBlank(index - 2)));
}

// Icon fonts without a text mapping come out as a Latin letter of their own before the detail
// ("Ȏ Company in City", "Ç Moved the foo"). No such letter stands alone as a word, unlike the
// accented vowels of French, Portuguese and Italian ("à", "é", "è") and the Nordic "å", "ø", "ö".
const ICON_GLYPH = /^(?![àáèéìíòóùúåøöÀÁÈÉÌÍÒÓÙÚÅØÖ])[\u00C0-\u024F]\s+(?=\S)/u;

// Icon fonts whose glyphs carry names give them as words: moderncv's banking template opens a
// job's line of technologies with "Laptop-Code", YAAC its duties with "Angle-Right". Only
// hyphenated names are read so, as no word of a resume takes that shape.
const NAMED_ICON_BULLET = /^(?:laptop-code|angle-(?:double-)?right|caret-right|chevron-right|arrow-right|hand-point-right|check-(?:circle|square))\s+(?=\S)/i;

function toLine(raw: string): Line {
  const expanded = raw.replaceAll('\t', '   ');
  const indent = expanded.length - expanded.trimStart().length;
  let text = expanded.trim().replace(ICON_GLYPH, '');
  const marker = NAMED_ICON_BULLET.exec(text) ?? BULLET.exec(text);
  const isBullet = marker !== null && marker[0].length < text.length && !isDecoratedHeading(text) && !isNumberedHeading(text);
  if (isBullet) text = text.slice(marker[0].length);
  text = text.replaceAll(/\s{3,}/g, ' | ').replaceAll(/\s+/g, ' ').trim();
  return { text, indent, isBullet };
}

// "— EXPERIENCE —" or "== SKILLS ==" decorate a heading on both sides; they are not a bullet.
function isDecoratedHeading(text: string): boolean {
  if (!/[^\p{L}\p{N}).%]$/u.test(text)) return false;
  const core = text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return core.length > 2 && core === core.toUpperCase() && /\p{Lu}/u.test(core) && core.split(/\s+/).length <= 4;
}

// Written in lower case but for "The": a capital "A" at a line's end is a grade ("Mathematics: A").
const ARTICLE_END = /\s(?:[Tt]he|an?)$/;
const CONNECTOR_END =
  /(?:[,;:\-–—&/(]|\b(?:and|or|of|the|to|for|with|in|on|by|a|an|at|from|including|across|into|via|as|per|than|while|through|over|under|within|using|between|during|among|towards?|upon|without|throughout|such as))$/i;

// "Barcelona Institute" over "of Systems Genetics": a name's connector opening the next line.
const NAME_GOES_ON = /^(?:of|for|and|de|del|des|der|di|du|da|at)\s+\p{Lu}/u;
// "Department of Bioproducts and Biosystems, Aalto" over "University", "ESIC Business & Marketing"
// over "School": a school's name that a narrow column wrapped before its last word.
const SCHOOL_NAME_END = /^(?:University|School|College|Institute|Academy|Polytechnic)(?:$|,\s)/;
// "Sales Representative, Field Sales Northern Germany, Hansa Fasteners" over "GmbH, Bremen",
// "HANGZHOU LANSHAN TECHNOLOGY CO.," over "LTD. - Visual Designer": an employer's legal form
// opening the next line finishes the employer's name.
const LEGAL_FORM_GOES_ON = /^(?:Ltd|LTD|Limited|GmbH|Inc|LLC|LLP|plc|PLC|AG|A\/S|Pty|S\.A|S\.r\.l|B\.V)\.?(?=$|\s*[,;)|–-])/u;
// How far an employer's run of type may go on past a line's end: "Initiative", "Rural Enterprise".
const MAX_RUN_END_WORDS = 3;
// "Zealand.": up to three capitalised words closed by a full stop.
const CLOSING_NAME = /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}\.$/u;
const endsWithPlace = (text: string) => isPlace(text.split(/,\s*|\s[–—-]\s/).at(-1) ?? '');
// "The Ohio State University, Fisher" over "College of Business", "University at Buffalo, The State"
// over "University of New York": a university's named school or full name, wrapped after the
// name's first words; the part after the comma holds one or two of them and no school's word.
const SCHOOL_OF_GOES_ON = /^(?:University|School|College|Institute)\s+of\s+\p{Lu}/u;
const OPEN_SCHOOL_NAME = /,\s*(?:The\s+)?\p{Lu}\p{Ll}+$/u;

/**
 * Re-joins lines that a PDF or a hard-wrapped text file broke in the middle of a sentence:
 * the next line starts in lower case, the previous one ends mid-phrase, a hanging indent
 * continues a bullet, or a bullet filled the whole line width.
 */
export function joinContinuations(lines: Line[]): Line[] {
  const wrapWidth = typicalFullWidth(lines);
  const joined: Line[] = [];
  // The page's last line, not the text joined so far: whether a bullet filled its line.
  let lastLine = '';
  lines.forEach((line) => {
    const previous = joined.at(-1);
    // A line with a date starts the next job or degree, however the previous line ended; a line
    // that ends on its dates ("• Analyst (2019 – 2021)") is a heading, whatever follows it.
    // Only a line cut after its article ("… (SCE), The" over "American University in Cairo (AUC),
    // 2020- 2021") goes on whatever it holds: nothing else can follow the article.
    const isCutAfterArticle = previous !== undefined && ARTICLE_END.test(previous.text) && !line.isBullet && /^\p{L}/u.test(line.text);
    const opensEntry = findDates(line.text).some((date) => date.isRange) && !isCutAfterArticle;
    if (previous && isContinuation(previous, line, wrapWidth, lastLine) && !opensEntry && !endsWithRange(previous.text)) {
      // "Single-" over "Cell Biology": a compound keeps its hyphen; "visual-" over "ization" does not.
      const isCompound = /^\p{Lu}/u.test(line.text);
      previous.text = previous.text.endsWith('-') ? `${isCompound ? previous.text : previous.text.slice(0, -1)}${line.text}` : `${previous.text} ${line.text}`;
    } else joined.push({ ...line });
    lastLine = line.text;
  });
  return joined;
}

function isContinuation(previous: Line, line: Line, wrapWidth: number, lastLine: string): boolean {
  if (line.isBullet || line.text === '' || previous.text === '') return false;
  // "information visual-" over "ization", "Single-" over "Cell Biology": a word hyphenated at the end
  // of a line, however short the line; a link broken at its hyphen ("linkedin.com/in/jane-") is no word.
  if (/(?:^|\s)\p{L}*\p{Ll}-$/u.test(previous.text) && /^\p{L}/u.test(line.text)) return true;
  // "Postdoctoral Research Fellow, Barcelona Institute" over "of Systems Genetics, Barcelona.": a
  // name wrapped before its connector goes on, however short its line; so does one wrapped before
  // the word that makes it a school's.
  if (!previous.isBullet && !/[.:;!?]$/.test(previous.text) && (NAME_GOES_ON.test(line.text) || SCHOOL_NAME_END.test(line.text) || LEGAL_FORM_GOES_ON.test(line.text))) return true;
  // "Programme Director, East Africa, Shamba Bora Markets" over "Initiative, Nairobi.": the
  // employer's run of type, broken by the line's end, goes on for a word or three up to the comma
  // that ends it. A line with dates, a full stop or a closing place is whole, and so is the next
  // entry's ("Bilingual Experimental High School, High School Diploma …").
  // Only a line the page parts into runs can go on with one (the cheap test first: this runs on every line).
  const isRunEnd = visualBoundaries(line.text).length > 0 && (line.text.split(',')[0] ?? '').trim().split(/\s+/).length <= MAX_RUN_END_WORDS;
  const isOpenHeading =
    isRunEnd && !previous.isBullet && !/[.;:!?]$/.test(previous.text) && findDates(previous.text).length === 0 && findDates(line.text).length === 0 && !endsWithPlace(previous.text);
  if (isOpenHeading && joinWrappedRun(previous.text, line.text) !== undefined) return true;
  const openName = OPEN_SCHOOL_NAME.exec(previous.text);
  if (!previous.isBullet && openName && isInstitution(previous.text.slice(0, openName.index)) && !isInstitution(openName[0]) && SCHOOL_OF_GOES_ON.test(line.text)) return true;
  // "Department of Computational and Data Sciences," over "Indian Institute of Science": a unit's
  // name whose comma leads on to its school; "Research Fellow, Rift Valley Agricultural Policy
  // Institute," over "Nairobi.", to its place; "Pharmacovigilance Intern, Sahyadri Life Sciences
  // Ltd., Thane," over "5 months.", to the job's length.
  if (!previous.isBullet && previous.text.endsWith(',')) {
    const place = line.text.replace(/\.$/, '');
    if ((isInstitution(line.text) && findDates(line.text).length === 0) || isPlace(place) || isTownName(place) || isTenure(place)) return true;
  }
  // "Assistant Winemaker, Kowhai Ridge Estate, Marlborough, New" over "Zealand.": a place's name
  // broken by the line's end.
  if (!previous.isBullet && !/[.;:!?,]$/.test(previous.text) && CLOSING_NAME.test(line.text)) {
    const name = `${previous.text.split(/,\s*/).at(-1) ?? ''} ${line.text.slice(0, -1)}`;
    if (isRegionName(name) || isTownName(name)) return true;
  }
  const isProse = previous.isBullet || previous.text.split(' ').length >= 8;
  if (!isProse) return false;
  // "iMedRIS Data Corporation", "eBay": a name in camel case opens a line of its own.
  if (/^[\p{Ll}(]/u.test(line.text) && !/^\p{Ll}{1,3}\p{Lu}/u.test(line.text)) return true;
  if (/^\d+(?:\.\d+)?%/.test(line.text)) return true;
  if (CONNECTOR_END.test(previous.text)) return true;
  if (previous.isBullet && line.indent > previous.indent && line.indent > 0) return true;
  // "... with J. Idier and A." over "Espic": a bullet that ends on an initial goes on with the name.
  if (previous.isBullet && /\s\p{Lu}\.$/u.test(previous.text) && /^\p{Lu}\p{Ll}+[.,]?$/u.test(line.text)) return true;
  // A bullet that filled the line wrapped, unless the next line is a job or degree heading. After
  // "… deserts and" over "wines", the short "wines" filled no line: "Walt Disney World" is no part of it.
  const filledLine = previous.isBullet && !/[.!?]$/.test(previous.text) && lastLine.length >= wrapWidth * 0.85;
  return filledLine && !isHeaderLike(line);
}

// The width a wrapped line reaches: long lines cluster near it, short ones do not matter.
function typicalFullWidth(lines: Line[]): number {
  const lengths = lines.map((line) => line.text.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.9)] ?? 80;
}
