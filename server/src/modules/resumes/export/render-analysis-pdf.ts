import PDFDocument from 'pdfkit';
import { buildAnalysisDocument, type AnalysisExportData, type Block, type Field } from './analysis-document.js';
import { pdfFonts } from './pdf-fonts.js';

const MARGIN = 56;
const COLORS = { text: '#1f2937', muted: '#6b7280', accent: '#1d4ed8', rule: '#d1d5db' };
const SIZES = { title: 22, heading: 14, entry: 11.5, body: 10.5, small: 9 };
const BULLET_INDENT = 14;

type Doc = PDFKit.PDFDocument;

/** The analysis as a PDF: title, file details, the detailed summary, then the analysis sections. */
export function renderAnalysisPdf(data: AnalysisExportData): Promise<Buffer> {
  const outline = buildAnalysisDocument(data);
  const fonts = pdfFonts();
  const text = fonts.printable;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: text(`${outline.title}: ${data.originalFilename}`), Creator: 'Recruiting Workspace' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('italic', fonts.italic);

  const done = collect(doc);

  doc.font('bold').fontSize(SIZES.title).fillColor(COLORS.text).text(outline.title);
  doc.moveDown(0.3);
  for (const field of outline.meta) writeField(doc, field, text, COLORS.muted);
  rule(doc);

  for (const section of outline.sections) {
    keepWithNext(doc, 50);
    doc.moveDown(0.6);
    doc.font('bold').fontSize(SIZES.heading).fillColor(COLORS.accent).text(text(section.heading));
    doc.moveDown(0.25);
    for (const block of section.blocks) writeBlock(doc, block, text);
  }

  numberPages(doc);
  doc.end();
  return done;
}

function writeBlock(doc: Doc, block: Block, text: (value: string) => string): void {
  const left = doc.page.margins.left;
  switch (block.type) {
    case 'paragraph':
      doc.font('regular').fontSize(SIZES.body).fillColor(COLORS.text).text(text(block.text), left, undefined, {
        lineGap: 2,
        paragraphGap: 5,
      });
      return;
    case 'note':
      doc.font('italic').fontSize(SIZES.body).fillColor(COLORS.muted).text(text(block.text), left);
      return;
    case 'fields':
      for (const field of block.fields) writeField(doc, field, text, COLORS.text);
      doc.moveDown(0.3);
      return;
    case 'entry':
      keepWithNext(doc, 40);
      doc.moveDown(0.3);
      doc.font('bold').fontSize(SIZES.entry).fillColor(COLORS.text).text(text(block.title), left);
      if (block.detail) doc.font('regular').fontSize(SIZES.body).fillColor(COLORS.muted).text(text(block.detail), left);
      doc.moveDown(0.2);
      return;
    case 'bullets':
      for (const item of block.items) writeBullet(doc, text(item));
      doc.moveDown(0.3);
      return;
  }
}

function writeField(doc: Doc, field: Field, text: (value: string) => string, color: string): void {
  doc
    .fontSize(SIZES.body)
    .fillColor(color)
    .font('bold')
    .text(`${text(field.label)}: `, doc.page.margins.left, undefined, { continued: true })
    .font('regular')
    .text(text(field.value));
}

function writeBullet(doc: Doc, item: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc) - BULLET_INDENT;
  doc.font('regular').fontSize(SIZES.body).fillColor(COLORS.text);
  keepWithNext(doc, doc.currentLineHeight(true) * 2);
  const top = doc.y;
  doc.text('•', left + 3, top, { lineBreak: false });
  doc.text(item, left + BULLET_INDENT, top, { width, lineGap: 2, paragraphGap: 2 });
  doc.x = left;
}

function rule(doc: Doc): void {
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.75)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.moveDown(0.3);
}

// Starts a new page rather than leave a heading or a bullet alone at the bottom of one.
function keepWithNext(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function numberPages(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(SIZES.small)
      .fillColor(COLORS.muted)
      .text(`Page ${index + 1} of ${count}`, doc.page.margins.left, doc.page.height - bottom / 2 - SIZES.small, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
