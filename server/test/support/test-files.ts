// Real files built in tests: PDFs with pdfkit, .docx with the docx package, and hand-made ZIPs
// for archives no honest tool would write (bombs, lying headers).
import { once } from 'node:events';
import { crc32, createDeflate, deflateRawSync, deflateSync } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

export function makePdf(lines: string[], options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return pdfOf((doc) => lines.forEach((line) => doc.text(line)), options);
}

function pdfOf(write: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    write(doc);
    doc.end();
  });
}

/** A run of words in one of PDFKit's standard fonts ("Helvetica", "Helvetica-Bold", …). */
export type StyledRun = { text: string; font: string };

/** A PDF whose lines are each set in runs of type, as a template sets a bold employer before its role. */
export function makeStyledPdf(lines: StyledRun[][]): Promise<Buffer> {
  return pdfOf((doc) => {
    for (const runs of lines) runs.forEach((run, index) => doc.font(run.font).text(run.text, { continued: index < runs.length - 1 }));
  });
}

export function makeDocx(lines: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph(line)) }],
  });
  return Packer.toBuffer(document);
}

/** A run of words in a Word document, in bold or italic as a template sets an employer before its role. */
export type WordRun = { text: string; bold?: boolean; italics?: boolean };

/** A .docx whose paragraphs are each written in runs. */
export function makeStyledDocx(paragraphs: WordRun[][]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: paragraphs.map((runs) => new Paragraph({ children: runs.map((run) => new TextRun(run)) })) }],
  });
  return Packer.toBuffer(document);
}

export type ZipInput = {
  name: string;
  data: Buffer;
  // Written into the headers instead of the real size, to imitate a lying archive.
  declaredSize?: number;
};

export function makeZip(inputs: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const name = Buffer.from(input.name, 'utf8');
    const compressed = deflateRawSync(input.data);
    const checksum = crc32(input.data);
    const size = input.declaredSize ?? input.data.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** A minimal .docx whose document.xml is `documentXml`, with an optionally false declared size and more parts. */
export function makeRawDocx(documentXml: Buffer, declaredSize?: number, moreParts: ZipInput[] = []): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'word/document.xml', data: documentXml, declaredSize },
    ...moreParts,
  ]);
}

export function wordXml(body: string): Buffer {
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  );
}

/**
 * A one-page PDF whose content stream says "Jane Doe" and then inflates to `inflatedMb` megabytes
 * of spaces: a PDF bomb of a few hundred kilobytes.
 */
export async function makePdfBomb(inflatedMb: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  deflate.write('BT /F1 12 Tf 72 712 Td (Jane Doe) Tj ET\n');
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  for (let index = 0; index < inflatedMb; index++) {
    if (!deflate.write(spaces)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const stream = Buffer.concat(chunks);

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A PDF-shaped file of `streams` small Flate streams. Extraction's inflation check opens a zlib
 * stream for each, so with thousands of them a deadline almost always lands mid-zlib: where
 * stopping a worker thread could abort the whole process ("close before init").
 */
export function makeManyStreamsPdf(streams: number): Buffer {
  const object = Buffer.concat([
    Buffer.from('1 0 obj\n<< /Filter /FlateDecode >>\nstream\n'),
    deflateSync(Buffer.from('BT /F1 12 Tf (Jane Doe) Tj ET')),
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), ...Array.from({ length: streams }, () => object), Buffer.from('%%EOF\n')]);
}
