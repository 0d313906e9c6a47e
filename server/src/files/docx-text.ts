// The text of a Word document, as mammoth's raw text gives it (a paragraph ends in a blank line, a
// tab stays a tab), with what the raw text drops and a reader sees: where one field of a line ends
// and the next begins. A change of type between two runs of words (a bold employer, then the role
// in regular) gets FIELD_MARK, as the PDF reader marks it (see pdf-text.ts). No TITLE_MARK: a
// Word document sets its name's size in a style more often than on the run, and mammoth gives
// only the run's, so the largest size it knows is often a headline's. mammoth reads the document's
// tree; its transformDocument hook hands the tree over before it is turned into HTML, which is
// not used.
import mammoth from 'mammoth';
import { FIELD_MARK } from './field-marks.js';

// The parts of mammoth's document tree this reads (mammoth's own types stop at its options).
type Node = { type: string; value?: string; children?: Node[] };
type Run = Node & { type: 'run'; isBold: boolean; isItalic: boolean; isUnderline: boolean; font: string | null; fontSize: number | null; styleId: string | null };

/** The document's text with the marks the resume analyzer reads. */
export async function readDocxText(bytes: Buffer): Promise<string> {
  let tree: Node | undefined;
  await mammoth.convertToHtml(
    { buffer: bytes },
    {
      transformDocument: (document: Node) => {
        tree = document;
        return document;
      },
      // The HTML is not read: a photo is not encoded into it.
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    },
  );
  return tree ? textOf(tree) : '';
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'tab') return '\t';
  if (node.type === 'paragraph') return `${paragraphText(node)}\n\n`;
  return (node.children ?? []).map(textOf).join('');
}

// A paragraph's runs in order, FIELD_MARK where the type changes between two runs of words.
function paragraphText(paragraph: Node): string {
  let text = '';
  let previous: Run | undefined;
  for (const child of paragraph.children ?? []) {
    const part = textOf(child);
    const run = child.type === 'run' ? (child as Run) : undefined;
    // A run of words after another, not inside a word ("B" in bold, "ob" in regular).
    const isInsideWord = /[\p{L}\p{N}]$/u.test(text) && /^[\p{L}\p{N}]/u.test(part);
    if (run && previous && /[\p{L}\p{N}]/u.test(part) && !isInsideWord && typeOf(run) !== typeOf(previous)) text += FIELD_MARK;
    text += part;
    if (run && /[\p{L}\p{N}]/u.test(part)) previous = run;
  }
  return text;
}

const typeOf = (run: Run) => [run.isBold, run.isItalic, run.isUnderline, run.font ?? '', run.fontSize ?? '', run.styleId ?? ''].join('|');

