import path from 'node:path';
import { decodeText } from './decode-text.js';
import { readZipDirectory } from './zip-directory.js';

export type FileKind = 'pdf' | 'doc' | 'docx' | 'txt';

export type SniffResult = { kind: FileKind; mimeType: string };

export type UnsupportedFileReason = 'unsupported-type' | 'empty' | 'content-mismatch' | 'password-protected';

/** A file the upload refuses; the message is meant for the user as is. */
export class UnsupportedFileError extends Error {
  override name = 'UnsupportedFileError';

  constructor(
    readonly reason: UnsupportedFileReason,
    message: string,
  ) {
    super(message);
  }
}

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

export const MIME_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

const CONTENT_CHECKS: Record<FileKind, (bytes: Buffer) => boolean> = {
  pdf: isPdf,
  doc: (bytes) => hasOleStream(bytes, 'WordDocument'),
  docx: isWordZip,
  txt: (bytes) => decodeText(bytes) !== null,
};

/**
 * Decides what an upload is from its name and its bytes, which must agree. Throws
 * UnsupportedFileError otherwise.
 */
export function sniffFile(bytes: Uint8Array, filename: string): SniffResult {
  const extension = path.extname(filename).toLowerCase();
  const kind = kindOf(extension);
  if (kind === null) {
    throw new UnsupportedFileError(
      'unsupported-type',
      'Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.',
    );
  }
  if (bytes.byteLength === 0) throw new UnsupportedFileError('empty', 'The file is empty.');

  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Word saves a password-protected .docx (and .doc) as an OLE container holding the encrypted
  // package: say so rather than blaming the extension.
  if ((kind === 'docx' || kind === 'doc') && hasOleStream(buffer, 'EncryptedPackage')) {
    throw new UnsupportedFileError(
      'password-protected',
      'The document is password-protected. Please upload an unprotected copy.',
    );
  }
  if (!CONTENT_CHECKS[kind](buffer)) {
    throw new UnsupportedFileError(
      'content-mismatch',
      `The file content does not match its ${extension} extension.`,
    );
  }
  return { kind, mimeType: MIME_TYPES[kind] };
}

function kindOf(extension: string): FileKind | null {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) return null;
  return extension.slice(1) as FileKind;
}

// Readers accept the header anywhere in the first kilobyte, after junk some generators prepend.
function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes('%PDF-');
}

function isWordZip(bytes: Buffer): boolean {
  try {
    return readZipDirectory(bytes).some((entry) => entry.name === 'word/document.xml');
  } catch {
    return false;
  }
}

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const OLE_HEADER_SIZE = 512;
const OLE_ENTRY_SIZE = 128;
const OLE_STREAM = 2;

// An OLE2 compound file lists its streams in 128-byte directory entries, each starting with the
// UTF-16LE name, then at +64 the name's byte length (with terminator) and at +66 the entry type.
// Directory sectors are aligned, so looking at aligned offsets only finds real entries without
// walking the sector allocation table.
function hasOleStream(bytes: Buffer, streamName: string): boolean {
  if (!bytes.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) return false;
  const name = Buffer.from(`${streamName}\0`, 'utf16le');
  for (let at = bytes.indexOf(name, OLE_HEADER_SIZE); at !== -1; at = bytes.indexOf(name, at + 1)) {
    const isEntry =
      at % OLE_ENTRY_SIZE === 0 &&
      at + OLE_ENTRY_SIZE <= bytes.length &&
      bytes.readUInt16LE(at + 64) === name.length &&
      bytes[at + 66] === OLE_STREAM;
    if (isEntry) return true;
  }
  return false;
}
