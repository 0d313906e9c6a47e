import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import { buildAnalysisDocument, type AnalysisExportData, type Block, type Field } from './analysis-document.js';

// Word draws every character with the reader's fonts, so unlike the PDF no text needs replacing.
const COLORS = { muted: '6B7280', accent: '1D4ED8' };
const FONT = 'Calibri';

/** The analysis as a Word document, with the same outline as the PDF. */
export function renderAnalysisDocx(data: AnalysisExportData): Promise<Buffer> {
  const outline = buildAnalysisDocument(data);
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: outline.title }),
    ...outline.meta.map((field) => fieldParagraph(field, COLORS.muted)),
  ];
  for (const section of outline.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: section.heading, keepNext: true }));
    for (const block of section.blocks) children.push(...blockParagraphs(block));
  }

  const document = new Document({
    title: `${outline.title}: ${data.originalFilename}`,
    creator: 'Recruiting Workspace',
    styles: {
      default: {
        document: { run: { font: FONT, size: 21 }, paragraph: { spacing: { after: 80 } } },
        title: { run: { font: FONT, size: 44, bold: true }, paragraph: { spacing: { after: 160 } } },
        heading1: {
          run: { font: FONT, size: 28, bold: true, color: COLORS.accent },
          paragraph: { spacing: { before: 320, after: 120 } },
        },
        heading2: { run: { font: FONT, size: 23, bold: true }, paragraph: { spacing: { before: 160, after: 40 } } },
      },
    },
    sections: [{ children, footers: { default: pageNumberFooter() } }],
  });
  return Packer.toBuffer(document);
}

function blockParagraphs(block: Block): Paragraph[] {
  switch (block.type) {
    case 'paragraph':
      return [new Paragraph({ text: block.text })];
    case 'note':
      return [new Paragraph({ children: [new TextRun({ text: block.text, italics: true, color: COLORS.muted })] })];
    case 'fields':
      return block.fields.map((field) => fieldParagraph(field));
    case 'entry':
      return [
        new Paragraph({ heading: HeadingLevel.HEADING_2, text: block.title, keepNext: true }),
        ...(block.detail
          ? [new Paragraph({ children: [new TextRun({ text: block.detail, color: COLORS.muted })], keepNext: true })]
          : []),
      ];
    case 'bullets':
      return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
  }
}

function fieldParagraph(field: Field, color?: string): Paragraph {
  return new Paragraph({
    children: [
      new TextRun({ text: `${field.label}: `, bold: true, color }),
      new TextRun({ text: field.value, color }),
    ],
  });
}

function pageNumberFooter(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], color: COLORS.muted, size: 18 }),
        ],
      }),
    ],
  });
}
