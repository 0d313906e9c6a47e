// Builds the hostile-file corpus: files made to exhaust, crash, trick or leak the upload path.
// `npx tsx server/scripts/make-hostile-files.ts [dir]` writes them (and manifest.json) into a
// temporary directory; server/test/hardening-hostile-files.test.ts uploads every one.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDocx, makePdf, makePdfBomb, makeRawDocx, wordXml } from '../test/support/test-files.js';

/** refused: a clear 4xx; accepted: stored, with nothing leaked (a long or odd name is cleaned). */
export type HostileFile = { label: string; filename: string; bytes: Buffer; outcome: 'refused' | 'accepted' };

export type CorpusOptions = {
  /** A local file whose contents must never show up in extracted text. */
  localFile: string;
  /** An address that must never be fetched while reading an upload. */
  httpUrl: string;
};

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/resumes');
const RESUME_LINES = ['Jane Doe', 'jane@example.com', '', 'EXPERIENCE', 'ICU Nurse, St. Mary, 2019 - 2024'];

/** A PDF of numbered objects; `bodies` are the objects' bodies, object 1 the catalog. */
function rawPdf(bodies: string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets = bodies.map((body, index) => {
    const offset = out.length;
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${out.length}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A .docx whose only picture is an external image (`r:link`) pointing at `target`. */
function docxWithExternalImage(target: string): Buffer {
  const drawing =
    '<w:p><w:r><w:t>Jane Doe, ICU Nurse</w:t></w:r></w:p><w:p><w:r><w:drawing>' +
    '<wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:docPr id="1" name="p"/>' +
    '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">' +
    '<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:blipFill>' +
    '<a:blip xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:link="rId9"/>' +
    '</pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${target}" TargetMode="External"/>` +
    '</Relationships>';
  return makeRawDocx(wordXml(drawing), undefined, [{ name: 'word/_rels/document.xml.rels', data: Buffer.from(rels) }]);
}

/** A real .doc whose WordDocument stream claims to be 2 GB long. */
function docWithHugeStream(): Buffer {
  const doc = Buffer.from(readFileSync(path.join(FIXTURES, 'emily-nguyen-teacher.doc')));
  const name = Buffer.from('WordDocument\0', 'utf16le');
  for (let at = doc.indexOf(name); at !== -1; at = doc.indexOf(name, at + 1)) {
    if (at % 128 === 0) doc.writeUInt32LE(0x7fff_fff0, at + 120);
  }
  return doc;
}

const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
const windowsExe = () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(60), Buffer.from('PE\0\0'), Buffer.alloc(4096, 0xcc)]);

export async function buildHostileCorpus(options: CorpusOptions): Promise<HostileFile[]> {
  const resumeText = Buffer.from(RESUME_LINES.join('\n'));
  const pdf = await makePdf(RESUME_LINES);
  const docx = await makeDocx(RESUME_LINES);
  const nesting = 50_000;
  return [
    { label: 'a PDF whose stream inflates to 300 MB', filename: 'bomb.pdf', bytes: await makePdfBomb(300), outcome: 'refused' },
    {
      label: 'a PDF nested 50,000 arrays deep',
      filename: 'nested.pdf',
      bytes: rawPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Deep ${'['.repeat(nesting)}${']'.repeat(nesting)} >>`,
      ]),
      outcome: 'refused',
    },
    {
      label: 'a PDF whose page tree loops',
      filename: 'loop.pdf',
      bytes: rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']),
      outcome: 'refused',
    },
    { label: 'a truncated PDF', filename: 'truncated.pdf', bytes: pdf.subarray(0, Math.floor(pdf.length / 3)), outcome: 'refused' },
    { label: 'a PDF header and noise', filename: 'corrupt.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20_000, 0xa7)]), outcome: 'refused' },
    { label: 'a truncated .docx', filename: 'truncated.docx', bytes: docx.subarray(0, Math.floor(docx.length / 2)), outcome: 'refused' },
    {
      label: 'a .docx declaring 400 MB of XML',
      filename: 'bomb.docx',
      bytes: makeRawDocx(wordXml(`<w:p><w:r><w:t>${'A'.repeat(8 * 1024 * 1024)}</w:t></w:r></w:p>`), 400 * 1024 * 1024),
      outcome: 'refused',
    },
    {
      label: 'a .docx that inflates to 120 MB while declaring 1 kB',
      filename: 'lying-bomb.docx',
      bytes: makeRawDocx(wordXml(`<w:p><w:r><w:t>${'A'.repeat(120 * 1024 * 1024)}</w:t></w:r></w:p>`), 1024),
      outcome: 'refused',
    },
    { label: 'a .docx with a file:// r:link image', filename: 'file-link.docx', bytes: docxWithExternalImage(`file://${options.localFile}`), outcome: 'accepted' },
    { label: 'a .docx with an http:// r:link image', filename: 'http-link.docx', bytes: docxWithExternalImage(options.httpUrl), outcome: 'accepted' },
    // The reader follows the sector chain, not the claimed size: the real text is read, nothing more.
    { label: 'a .doc whose WordDocument stream claims 2 GB', filename: 'huge-stream.doc', bytes: docWithHugeStream(), outcome: 'accepted' },
    { label: 'a .doc cut in half', filename: 'truncated.doc', bytes: docWithHugeStream().subarray(0, 3000), outcome: 'refused' },
    { label: 'a PDF that is also a ZIP (.docx appended)', filename: 'polyglot.pdf', bytes: Buffer.concat([pdf, docx]), outcome: 'accepted' },
    // Prepending shifts every ZIP offset, so the directory no longer checks out.
    { label: 'a .docx that starts with a PDF', filename: 'polyglot.docx', bytes: Buffer.concat([pdf, docx]), outcome: 'refused' },
    { label: 'text that is also HTML with a script', filename: 'polyglot.txt', bytes: Buffer.from(`${RESUME_LINES.join('\n')}\n<script>alert(document.cookie)</script>\n`), outcome: 'accepted' },
    { label: 'a Linux executable named .pdf', filename: 'resume.pdf', bytes: elf(), outcome: 'refused' },
    { label: 'a Windows executable named .docx', filename: 'resume.docx', bytes: windowsExe(), outcome: 'refused' },
    { label: 'a Windows executable named .txt', filename: 'resume.txt', bytes: windowsExe(), outcome: 'refused' },
    { label: 'a Windows executable named .exe', filename: 'resume.exe', bytes: windowsExe(), outcome: 'refused' },
    // 10,000,000 bytes, under the 10 MiB MAX_UPLOAD_MB: refused for its 1.7 million words, not its size.
    { label: '10 MB of text on one line', filename: 'one-line.txt', bytes: Buffer.alloc(10_000_000, 'nurse '), outcome: 'refused' },
    { label: 'a name with path separators', filename: '../../etc/cron.d/resume.txt', bytes: resumeText, outcome: 'accepted' },
    { label: 'a name with backslashes', filename: '..\\..\\Windows\\resume.txt', bytes: resumeText, outcome: 'accepted' },
    { label: 'a name with CR/LF', filename: 'resume\r\nX-Injected: 1.txt', bytes: resumeText, outcome: 'accepted' },
    { label: 'a name with a right-to-left override', filename: 'resume\u202Efdp.txt', bytes: resumeText, outcome: 'accepted' },
    { label: 'a name of 300 characters', filename: `${'r'.repeat(296)}.txt`, bytes: resumeText, outcome: 'accepted' },
    { label: 'a name that is only an extension', filename: '.txt', bytes: resumeText, outcome: 'refused' },
  ];
}

/** Writes the corpus into `dir` (a new temporary directory by default) with a manifest. */
export async function writeHostileCorpus(options: CorpusOptions, dir = mkdtempSync(path.join(tmpdir(), 'hostile-files-'))) {
  mkdirSync(dir, { recursive: true });
  const files = await buildHostileCorpus(options);
  const manifest = files.map((file, index) => {
    const stored = `${String(index).padStart(2, '0')}-${file.filename.replaceAll(/[^\w.-]/g, '_').slice(-60)}`;
    writeFileSync(path.join(dir, stored), file.bytes);
    return { label: file.label, filename: file.filename, stored, outcome: file.outcome };
  });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return { dir, manifest };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { dir, manifest } = await writeHostileCorpus({ localFile: '/etc/passwd', httpUrl: 'http://127.0.0.1:9/pixel.png' }, process.argv[2]);
  console.log(`${manifest.length} hostile files in ${dir}`);
}
