import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// pdfkit's built-in Helvetica only encodes WinAnsi (Western European): Polish, Czech, Turkish,
// Greek or Cyrillic names would come out garbled. So the export embeds Liberation Sans (SIL OFL,
// metric-compatible with Helvetica and Arial), which pdf.js ships in pdfjs-dist, the library our
// PDF reader uses; it covers Latin, Greek and Cyrillic and pdfkit subsets it to the glyphs used.
// Characters it lacks (CJK, emoji) are reduced to their base letter when they have one (ệ -> e)
// and shown as '?' otherwise, rather than as empty boxes that also vanish from copied text.
// Showing CJK would need a CJK font, tens of megabytes, for a rare case.

export type PdfFonts = {
  regular: Buffer;
  bold: Buffer;
  italic: Buffer;
  /** The text with every character the fonts cannot draw replaced. */
  printable(text: string): string;
};

// fontkit is pdfkit's own font engine, loaded from pdfkit's dependencies; only this is used.
type FontkitFont = { characterSet: number[] };
type Fontkit = { create(buffer: Buffer): FontkitFont };

let loaded: PdfFonts | undefined;

export function pdfFonts(): PdfFonts {
  loaded ??= loadFonts();
  return loaded;
}

function loadFonts(): PdfFonts {
  const require = createRequire(import.meta.url);
  const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const read = (name: string) => readFileSync(path.join(fontDir, `LiberationSans-${name}.ttf`));
  const fonts = { regular: read('Regular'), bold: read('Bold'), italic: read('Italic') };

  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;
  // A character must be drawable in every style, since any text may end up bold or italic.
  const [first, ...others] = Object.values(fonts).map((font) => new Set(fontkit.create(font).characterSet));
  const covered = new Set([...first!].filter((codePoint) => others.every((set) => set.has(codePoint))));
  const isCovered = (text: string) => Array.from(text).every((character) => covered.has(character.codePointAt(0)!));

  const replacement = (character: string): string => {
    const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
    return base !== '' && isCovered(base) ? base : '?';
  };

  return {
    ...fonts,
    printable: (text) =>
      Array.from(text, (character) => (covered.has(character.codePointAt(0)!) ? character : replacement(character))).join(''),
  };
}
