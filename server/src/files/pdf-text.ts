// The text of a PDF, read from pdf.js's text items. Lines and gaps are put together as pdf-parse
// does (a new line where the baseline moves, a tab where two items stand apart), so the text is
// the one every rule was written against; pages are parted by a form feed. What pdf-parse does
// not give, and a reader sees, is where one field of a line ends and the next begins: a change of
// font between two runs of words (a bold employer, then the role in regular) or a gap of more
// than two spaces' worth printed as one wide space (LaTeX's \hfill before a right-aligned
// employer). Those places get FIELD_MARK, which the resume analyzer reads and everything else
// drops (withoutFieldMarks). The first page's run in a size that stands out from the body's, where
// a resume prints its owner's name, opens with TITLE_MARK.
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { FIELD_MARK, TITLE_MARK } from './field-marks.js';

// pdf-parse's defaults: items further apart vertically start a new line; items on one line with
// more than this much room between them are parted by a tab.
const LINE_THRESHOLD = 4.6;
const CELL_THRESHOLD = 7;
// A space item wider than this many font sizes is a gap the page set between two fields.
const WIDE_SPACE_EMS = 2;
// Two runs of letters closer than this share a word (a small-capitals font set in two fonts).
const WORD_GAP_EMS = 0.1;

export class PdfPasswordError extends Error {}

/** The text of every page, a form feed between pages. */
export async function readPdfText(data: Uint8Array): Promise<string> {
  const task = getDocument({ data, verbosity: VerbosityLevel.ERRORS });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw error instanceof Error && error.name === 'PasswordException' ? new PdfPasswordError(error.message) : error;
    });
    let text = '';
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const viewport = page.getViewport({ scale: 1 });
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      const title = number === 1 ? largestType(items) : undefined;
      text += `${pageText(items, (item) => viewport.convertToViewportPoint(item.transform[4], item.transform[5]), title)}\n\f\n\n`;
      page.cleanup();
    }
    return text;
  } finally {
    // A document that failed to open is let go too, with the worker that read it.
    await task.destroy();
  }
}

/** Where an item starts on the page, as a reader sees it (y grows downwards). */
type Position = (item: TextItem) => number[];

// The first item of words set in the page's largest type, when that type stands out from the
// body's (the size most of the page's letters are set in); a page in one size has no title.
const TITLE_SCALE = 1.15;
function largestType(items: TextItem[]): TextItem | undefined {
  const words = items.filter((item) => hasLetters(item.str));
  const letters = new Map<number, number>();
  for (const item of words) letters.set(fontSize(item), (letters.get(fontSize(item)) ?? 0) + item.str.length);
  const body = [...letters].reduce((most, entry) => (entry[1] > most[1] ? entry : most), [0, 0])[0];
  const largest = Math.max(0, ...letters.keys());
  return largest > body * TITLE_SCALE ? words.find((item) => fontSize(item) === largest) : undefined;
}

function pageText(items: TextItem[], position: Position, title?: TextItem): string {
  const parts: string[] = [];
  let lastX: number | undefined;
  // Where the last item started, when it was a space: some fonts give the space a width the page
  // never used (a Word export's justified line: "Student", a space 48 points wide, "at" 2.5 points on).
  let spaceStart: number | undefined;
  let lastY: number | undefined;
  let lineHeight = 0;
  let run: Run | undefined;
  for (const item of items) {
    const [x = 0, y = 0] = position(item);
    const isNewLine = lastY !== undefined && Math.abs(lastY - y) > LINE_THRESHOLD;
    if (isNewLine) {
      const last = parts.at(-1);
      const opensLine = item.str.startsWith('\n') || (item.str.trim() === '' && item.hasEOL);
      if (last?.endsWith('\n') === false && !opensLine && Math.abs((lastY as number) - y) - 1 > lineHeight) {
        parts.push('\n');
        lineHeight = 0;
      }
      run = undefined;
    }
    // A font's glyph the PDF maps to a control code ("Tra\u001ec" for a lost "ffi") is none of the
    // marks this reader adds.
    let text = item.str.replaceAll(/[\u001e\u001f]/g, '');
    // The next item starting a word's space after that space began, well inside its width, is where
    // the space really ended: no gap, no field.
    const isInsideSpace = !isNewLine && spaceStart !== undefined && lastX !== undefined && x >= spaceStart && x - spaceStart <= CELL_THRESHOLD && x < lastX - CELL_THRESHOLD;
    if (isInsideSpace && run) run = { ...run, wideSpaceAfter: false };
    if (lastY !== undefined && !isNewLine && !isInsideSpace && lastX !== undefined && Math.abs(lastX - x) > CELL_THRESHOLD) text = `\t${text}`;
    if (isFieldBoundary(item, run, x)) text = `${FIELD_MARK}${text}`;
    if (item === title) text = `${TITLE_MARK}${text}`;
    parts.push(text);
    run = nextRun(item, run, x);
    spaceStart = item.str.trim() === '' && item.str !== '' ? x : undefined;
    lastX = x + item.width;
    lastY = y;
    lineHeight = Math.max(lineHeight, item.height);
    if (item.hasEOL) parts.push('\n');
    if (item.hasEOL || item.str.endsWith('\n')) lineHeight = 0;
  }
  return parts.join('');
}

/** The last run of letters on the current line: its font, its size and where it ends. */
type Run = { font: string; size: number; end: number; endsWord: boolean; wideSpaceAfter: boolean };

const fontSize = (item: TextItem) => Math.hypot(item.transform[2] as number, item.transform[3] as number) || 10;
const hasLetters = (text: string) => /[\p{L}\p{N}]/u.test(text);

function isFieldBoundary(item: TextItem, run: Run | undefined, x: number): boolean {
  if (!run || !hasLetters(item.str)) return false;
  if (run.wideSpaceAfter) return true;
  if (item.fontName === run.font) return false;
  const isOneWord = run.endsWord && /^[\p{L}\p{N}]/u.test(item.str) && x - run.end < WORD_GAP_EMS * run.size;
  return !isOneWord;
}

function nextRun(item: TextItem, run: Run | undefined, x: number): Run | undefined {
  if (hasLetters(item.str)) {
    return { font: item.fontName, size: fontSize(item), end: x + item.width, endsWord: /[\p{L}\p{N}]$/u.test(item.str), wideSpaceAfter: false };
  }
  if (run && item.str.trim() === '' && item.width > WIDE_SPACE_EMS * run.size) return { ...run, wideSpaceAfter: true };
  return run;
}
