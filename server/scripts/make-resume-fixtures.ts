// Builds the .pdf, .docx and .doc resume fixtures from test/fixtures/resumes/source/*.md.
// Run it by hand after editing a source; name fixtures to rebuild only those, since Word and
// LibreOffice stamp every file with the time it was written:
//   node --import tsx server/scripts/make-resume-fixtures.ts [name ...]
// The generated files are committed and tests never regenerate them.
//
// Source format: "@key value" settings, then blocks [top] (full width), [sidebar] and [main].
// Lines: "! name", "# heading", "## bold line >> right-aligned text", "_ italic line",
// "- bullet", anything else a paragraph. Settings:
//   @format pdf | docx | doc      .doc has no npm writer: we write a .docx (or a .txt for
//                                 @layout text) and convert it with LibreOffice
//                                 (soffice --headless --convert-to doc), skipped if absent.
//   @layout single | sidebar-first | main-first | rows | table | text
//     pdf: sidebar-first and main-first draw one column after the other; rows draws both
//     columns line by line, so extracted text interleaves them. docx/doc: table puts the
//     two columns in the two cells of a borderless table.
//   @bullet • | – | word | none   the glyph drawn, real Word bullets, or no marker at all
//   @font Helvetica | Times-Roman
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import PDFDocument from 'pdfkit';

type Kind = 'name' | 'heading' | 'strong' | 'italic' | 'bullet' | 'text' | 'blank';
type Item = { kind: Kind; text: string; right?: string };
type Block = 'top' | 'sidebar' | 'main';
type Source = { name: string; settings: Record<string, string>; blocks: Record<Block, Item[]>; raw: string };

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/resumes');

function parseSource(name: string, text: string): Source {
  const settings: Record<string, string> = {};
  const blocks: Record<Block, Item[]> = { top: [], sidebar: [], main: [] };
  let block: Block = 'main';
  const raw: string[] = [];
  for (const line of text.split('\n')) {
    const setting = /^@(\w+)\s+(.+)$/.exec(line);
    if (setting?.[1] && setting[2]) settings[setting[1]] = setting[2].trim();
    else if (/^\[(top|sidebar|main)\]$/.test(line)) block = line.slice(1, -1) as Block;
    else {
      raw.push(line);
      blocks[block].push(toItem(line));
    }
  }
  return { name, settings, blocks, raw: raw.join('\n') };
}

function toItem(line: string): Item {
  const [left = '', right] = line.split(' >> ');
  if (line.trim() === '') return { kind: 'blank', text: '' };
  if (left.startsWith('! ')) return { kind: 'name', text: left.slice(2) };
  if (left.startsWith('## ')) return { kind: 'strong', text: left.slice(3), right };
  if (left.startsWith('# ')) return { kind: 'heading', text: left.slice(2) };
  if (left.startsWith('_ ')) return { kind: 'italic', text: left.slice(2) };
  if (left.startsWith('- ')) return { kind: 'bullet', text: left.slice(2) };
  return { kind: 'text', text: left, right };
}

// ---- PDF: lay each column out, then write the text in the order the layout asks for.

type Op = { page: number; x: number; y: number; width: number; text: string; font: string; size: number; align?: 'right' };
type Column = { x: number; width: number; size: number };

const PAGE_TOP = 48;
const PAGE_BOTTOM = 750;

function layoutColumn(doc: PDFKit.PDFDocument, items: Item[], column: Column, startY: number, source: Source): Op[] {
  const ops: Op[] = [];
  const regular = source.settings.font ?? 'Helvetica';
  const bold = regular === 'Times-Roman' ? 'Times-Bold' : 'Helvetica-Bold';
  const italic = regular === 'Times-Roman' ? 'Times-Italic' : 'Helvetica-Oblique';
  const glyph = source.settings.bullet ?? '•';
  let page = 0;
  let y = startY;
  const place = (text: string, font: string, size: number, x: number, width: number, gapAfter: number) => {
    const height = doc.font(font).fontSize(size).heightOfString(text, { width });
    if (y + height > PAGE_BOTTOM) {
      page += 1;
      y = PAGE_TOP;
    }
    ops.push({ page, x, y, width, text, font, size });
    return height + gapAfter;
  };
  for (const item of items) {
    const { x, width, size } = column;
    if (item.kind === 'blank') y += size * 0.6;
    if (item.kind === 'name') y += place(item.text, bold, 20, x, width, 4);
    if (item.kind === 'heading') y += 6 + place(item.text, bold, size + 1.5, x, width, 3);
    if (item.kind === 'italic') y += place(item.text, italic, size, x, width, 2);
    if (item.kind === 'text' || item.kind === 'strong') {
      const font = item.kind === 'strong' ? bold : regular;
      const height = place(item.text, font, size, x, width, 2);
      if (item.right) ops.push({ page, x, y, width, text: item.right, font: regular, size, align: 'right' });
      y += height;
    }
    if (item.kind === 'bullet') {
      const height = place(item.text, regular, size, x + 12, width - 12, 2);
      const text = ops.pop() as Op;
      // The glyph goes first in the content stream, as word processors write it.
      ops.push({ ...text, x, width: 12, text: glyph }, text);
      y += height;
    }
  }
  return ops;
}

async function renderPdf(source: Source): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40, info: { CreationDate: new Date(0), Title: source.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  const layout = source.settings.layout ?? 'single';
  const top = layoutColumn(doc, source.blocks.top, { x: 40, width: 532, size: 11 }, PAGE_TOP, source);
  const columnsTop = top.length > 0 ? PAGE_TOP + 56 : PAGE_TOP;
  const isMainFirst = layout === 'main-first';
  const main: Column = layout === 'single' ? { x: 50, width: 512, size: 10 } : isMainFirst ? { x: 40, width: 360, size: 9.5 } : { x: 225, width: 347, size: 9.5 };
  const sidebar: Column = isMainFirst ? { x: 420, width: 152, size: 9 } : { x: 40, width: 165, size: 9 };
  const mainOps = layoutColumn(doc, source.blocks.main, main, columnsTop, source);
  const sidebarOps = layoutColumn(doc, source.blocks.sidebar, sidebar, columnsTop, source);
  const ordered =
    layout === 'rows'
      ? [...sidebarOps, ...mainOps].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x)
      : isMainFirst
        ? [...mainOps, ...sidebarOps]
        : [...sidebarOps, ...mainOps];

  const pages = Math.max(0, ...ordered.map((op) => op.page));
  for (let page = 0; page <= pages; page += 1) {
    if (page > 0) doc.addPage();
    for (const op of [...(page === 0 ? top : []), ...ordered.filter((candidate) => candidate.page === page)]) {
      doc.font(op.font).fontSize(op.size).text(op.text, op.x, op.y, { width: op.width, align: op.align ?? 'left' });
    }
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

// ---- Word: headings, bold job lines with a right tab stop for dates, real bullet lists.

function docxParagraphs(items: Item[], bullet: string): Paragraph[] {
  return items.flatMap((item): Paragraph[] => {
    if (item.kind === 'blank') return [];
    if (item.kind === 'name') return [new Paragraph({ children: [new TextRun({ text: item.text, bold: true, size: 36 })] })];
    if (item.kind === 'heading') return [new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(item.text)] })];
    if (item.kind === 'bullet') {
      return [bullet === 'word' ? new Paragraph({ text: item.text, bullet: { level: 0 } }) : new Paragraph({ text: item.text })];
    }
    const runs = [new TextRun({ text: item.text, bold: item.kind === 'strong', italics: item.kind === 'italic' })];
    if (item.right) runs.push(new TextRun({ children: [new Tab(), item.right] }));
    return [new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }], children: runs })];
  });
}

async function renderDocx(source: Source): Promise<Buffer> {
  const bullet = source.settings.bullet ?? 'word';
  const { top, sidebar, main } = source.blocks;
  const children =
    source.settings.layout === 'table'
      ? [
          ...docxParagraphs(top, bullet),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: TableBorders.NONE,
            rows: [
              new TableRow({
                children: [
                  new TableCell({ width: { size: 32, type: WidthType.PERCENTAGE }, children: docxParagraphs(sidebar, bullet) }),
                  new TableCell({ width: { size: 68, type: WidthType.PERCENTAGE }, children: docxParagraphs(main, bullet) }),
                ],
              }),
            ],
          }),
        ]
      : docxParagraphs([...top, ...main], bullet);
  const doc = new Document({ creator: 'resume fixtures', title: source.name, sections: [{ children }] });
  return Packer.toBuffer(doc);
}

// LibreOffice writes Word 97 (.doc); nothing on npm does.
function convertToDoc(input: string, outDir: string): string {
  const filter = input.endsWith('.txt') ? ['--infilter=Text (encoded):UTF8,LF,,,'] : [];
  execFileSync('soffice', ['--headless', ...filter, '--convert-to', 'doc', '--outdir', outDir, input], { stdio: 'ignore' });
  return path.join(outDir, `${path.basename(input, path.extname(input))}.doc`);
}

function hasLibreOffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const sourceDir = path.join(FIXTURES, 'source');
  const canWriteDoc = hasLibreOffice();
  const work = mkdtempSync(path.join(tmpdir(), 'resume-fixtures-'));
  const only = process.argv.slice(2);
  const files = readdirSync(sourceDir).filter((name) => name.endsWith('.md') && (only.length === 0 || only.includes(name.slice(0, -3))));
  for (const file of files.sort()) {
    const source = parseSource(path.basename(file, '.md'), readFileSync(path.join(sourceDir, file), 'utf8'));
    const format = source.settings.format ?? 'pdf';
    const target = path.join(FIXTURES, `${source.name}.${format}`);
    if (format === 'pdf') writeFileSync(target, await renderPdf(source));
    if (format === 'docx') writeFileSync(target, await renderDocx(source));
    if (format === 'doc') {
      if (!canWriteDoc) {
        console.warn(`skipped ${source.name}.doc: LibreOffice (soffice) is not installed`);
        continue;
      }
      const input = path.join(work, `${source.name}.${source.settings.layout === 'text' ? 'txt' : 'docx'}`);
      writeFileSync(input, input.endsWith('.txt') ? `${source.raw.trim()}\n` : await renderDocx(source));
      copyFileSync(convertToDoc(input, work), target);
    }
    console.log(`wrote ${path.relative(process.cwd(), target)}${existsSync(target) ? '' : ' (missing!)'}`);
  }
}

await main();
