// A chunk is what search finds and shows: a passage of a few hundred words under one heading,
// with the document's title in front so that every chunk says what it belongs to.
const TARGET_WORDS = 180;
const OVERLAP_WORDS = 40;

// The client marks query terms in snippets with these private-use characters; text from a
// document must never contain them, or it could fake a mark.
const PRIVATE_USE = /[\uE000-\uF8FF]/g;

type Section = { heading?: string; paragraphs: string[] };

/**
 * Splits a document into chunks by its structure: sections under headings, then paragraphs,
 * packed up to about TARGET_WORDS; a paragraph too long for one chunk is cut between sentences,
 * and a chunk that continues a section repeats the last OVERLAP_WORDS words of the one before.
 */
export function chunkDocument(options: { title: string; description?: string | null; text: string }): string[] {
  const title = clean(options.title).replace(/\s+/g, ' ');
  const sections = sectionsOf(clean(options.text));
  const description = options.description ? clean(options.description).trim() : '';
  if (description) sections.unshift({ paragraphs: [description] });

  const chunks: string[] = [];
  for (const section of sections) {
    const header = section.heading ? `${title}\n${section.heading}` : title;
    for (const body of packSection(section.paragraphs)) chunks.push(`${header}\n${body}`);
  }
  // A file with no text (a scanned PDF) is still found by its title.
  return chunks.length > 0 ? chunks : [title];
}

function clean(text: string): string {
  return text.replace(PRIVATE_USE, '').replace(/\r\n?/g, '\n').replace(/[^\S\n]+/g, ' ');
}

function sectionsOf(text: string): Section[] {
  const sections: Section[] = [{ paragraphs: [] }];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    // A heading opens a section: a short line on its own, or the first line of a block when the
    // rest of the block is its body.
    if (isHeading(lines[0]!) && !isListItemContinued(lines[0]!, lines[1])) {
      sections.push({ heading: lines[0]!.replace(/:$/, ''), paragraphs: [] });
      lines.shift();
    }
    if (lines.length > 0) sections.at(-1)!.paragraphs.push(lines.join(' '));
  }
  return sections.filter((section) => section.paragraphs.length > 0 || section.heading);
}

function isHeading(line: string): boolean {
  const words = line.split(' ').length;
  if (words > 10 || line.length > 80) return false;
  // Sentences end in punctuation; headings ("3. Annual Leave", "BENEFITS", "Eligibility:") do not.
  return !/[.,;!?]$/.test(line) && /^[\p{Lu}\d]/u.test(line);
}

/**
 * Whether a numbered or bulleted line is a list item rather than a heading, as the next line shows:
 * the next item ("1. Log in" / "2. Sign the form") or the rest of the item wrapped ("1. Submit" /
 * "this form to your supervisor"). Published handbooks are full of short numbered steps, and taking
 * one for a heading drops the real heading from every chunk after it. "3. Annual Leave" followed
 * by its body stays a heading.
 */
function isListItemContinued(line: string, next: string | undefined): boolean {
  return LIST_ITEM.test(line) && next !== undefined && (LIST_ITEM.test(next) || /^\p{Ll}/u.test(next));
}
const LIST_ITEM = /^(\d+[.)]|[-*•])\s/;

function packSection(paragraphs: string[]): string[] {
  const pieces = paragraphs.flatMap((paragraph) => splitLongParagraph(paragraph));
  const bodies: string[] = [];
  let current: string[] = [];
  let currentWords = 0;
  for (const piece of pieces) {
    const words = wordCount(piece);
    if (currentWords > 0 && currentWords + words > TARGET_WORDS) {
      bodies.push(current.join('\n'));
      const overlap = lastWords(current.join(' '), OVERLAP_WORDS);
      current = [overlap];
      currentWords = wordCount(overlap);
    }
    current.push(piece);
    currentWords += words;
  }
  if (current.length > 0) bodies.push(current.join('\n'));
  return bodies;
}

/** Cuts a paragraph longer than a chunk between sentences (or, lacking any, between words). */
function splitLongParagraph(paragraph: string): string[] {
  if (wordCount(paragraph) <= TARGET_WORDS) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((s) => splitWords(s.trim(), TARGET_WORDS))) {
    if (current && wordCount(current) + wordCount(sentence) > TARGET_WORDS) {
      pieces.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) pieces.push(current);
  return pieces;
}

function splitWords(text: string, size: number): string[] {
  const words = text.split(' ');
  const parts: string[] = [];
  for (let start = 0; start < words.length; start += size) parts.push(words.slice(start, start + size).join(' '));
  return parts;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const lastWords = (text: string, count: number) => text.split(/\s+/).filter(Boolean).slice(-count).join(' ');
