// Reads a ZIP file's central directory without inflating anything, so a .docx can be recognised
// and its declared sizes checked before any library decompresses it.

export type ZipEntry = {
  name: string;
  compressedSize: number;
  // Infinity when the entry needs ZIP64 (over 4 GB): never a real resume.
  uncompressedSize: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_HEADER = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT_SIZE = 0xffff;
const ZIP64_MARKER = 0xffffffff;

export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

export function readZipDirectory(zip: Uint8Array): ZipEntry[] {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndOfDirectory(bytes);
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (directoryOffset === ZIP64_MARKER || directoryOffset + directorySize > end) {
    throw new ZipFormatError('The ZIP directory is out of bounds');
  }

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== DIRECTORY_HEADER) {
      throw new ZipFormatError('The ZIP directory is damaged');
    }
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const uncompressedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const next = offset + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw new ZipFormatError('The ZIP directory is damaged');
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      compressedSize,
      uncompressedSize: uncompressedSize === ZIP64_MARKER ? Infinity : uncompressedSize,
    });
    offset = next;
  }
  return entries;
}

// The end record sits in the last 22 bytes unless the archive has a comment (at most 64 KB).
function findEndOfDirectory(bytes: Buffer): number {
  const last = bytes.length - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT_SIZE);
  for (let offset = last; offset >= first; offset--) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new ZipFormatError('Not a ZIP archive');
}
