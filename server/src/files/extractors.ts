// The parsing itself. It runs in a child process of the extraction pool, so a hostile file that
// exhausts memory, loops or crashes a parser only takes that child down.
import WordExtractor from 'word-extractor';
import { decodeText } from './decode-text.js';
import { readDocxText } from './docx-text.js';
import type { ExtractionFailure } from './extraction-error.js';
import { exceedsInflatedSize } from './pdf-inflation.js';
import { PdfPasswordError, readPdfText } from './pdf-text.js';
import type { FileKind } from './sniff.js';
import { readZipDirectory } from './zip-directory.js';

export type ExtractionJob = { bytes: Uint8Array; kind: FileKind };

export type ExtractionOutcome = { ok: true; text: string } | { ok: false; reason: ExtractionFailure };

// A resume unpacks to a few megabytes at most; anything far bigger is a zip or PDF bomb. PDFs get
// more room because pages with deflated images count too.
export const MAX_DOCX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const MAX_PDF_INFLATED_BYTES = 256 * 1024 * 1024;
const MAX_DOCX_ENTRIES = 5_000;

class Refusal extends Error {
  constructor(readonly reason: ExtractionFailure) {
    super(reason);
  }
}

const EXTRACTORS: Record<FileKind, (bytes: Buffer) => Promise<string>> = {
  pdf: extractPdf,
  docx: extractDocx,
  doc: extractDoc,
  txt: extractTxt,
};

export async function runExtraction({ bytes, kind }: ExtractionJob): Promise<ExtractionOutcome> {
  try {
    const raw = await EXTRACTORS[kind](Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const text = normalize(raw);
    return text === '' ? { ok: false, reason: 'no-text' } : { ok: true, text };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    if (error instanceof PdfPasswordError) return { ok: false, reason: 'password-protected' };
    return { ok: false, reason: 'unreadable' };
  }
}

async function extractPdf(bytes: Buffer): Promise<string> {
  if (exceedsInflatedSize(bytes, MAX_PDF_INFLATED_BYTES)) throw new Refusal('too-complex');
  // A form feed between pages and no page numbers: the analyzer reads where a page starts.
  return readPdfText(new Uint8Array(bytes));
}

async function extractDocx(bytes: Buffer): Promise<string> {
  // Check the sizes the archive declares before mammoth inflates it. An archive that lies about
  // them is caught by jszip once inflated (a size mismatch: unreadable), and the child's heap
  // limit and deadline bound the work until then.
  const entries = readZipDirectory(bytes);
  const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (entries.length > MAX_DOCX_ENTRIES || declared > MAX_DOCX_UNCOMPRESSED_BYTES) {
    throw new Refusal('too-complex');
  }
  return readDocxText(bytes);
}

async function extractDoc(bytes: Buffer): Promise<string> {
  const document = await new WordExtractor().extract(bytes);
  return document.getBody();
}

async function extractTxt(bytes: Buffer): Promise<string> {
  const text = decodeText(bytes);
  if (text === null) throw new Refusal('unreadable');
  return text;
}

function normalize(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '').trim();
}
