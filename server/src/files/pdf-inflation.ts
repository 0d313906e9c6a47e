import { constants, inflateSync } from 'node:zlib';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Whether the PDF's Flate streams together inflate to more than `limitBytes`. pdf.js keeps decoded
 * streams in typed arrays, which live outside the child's heap limit, so a few megabytes of
 * deflated zeros (a PDF bomb) would otherwise grow the process by gigabytes. Streams are found by
 * their keywords rather than their /Length, which a hostile file can misstate, and counting stops
 * at the limit.
 */
export function exceedsInflatedSize(pdf: Buffer, limitBytes: number): boolean {
  let remaining = limitBytes;
  let keyword = pdf.indexOf(STREAM);
  while (keyword !== -1) {
    const isEndKeyword = keyword >= 3 && pdf.toString('latin1', keyword - 3, keyword) === 'end';
    if (isEndKeyword) {
      keyword = pdf.indexOf(STREAM, keyword + STREAM.length);
      continue;
    }
    const start = dataStart(pdf, keyword + STREAM.length);
    const end = pdf.indexOf(END_STREAM, start);
    if (end === -1) return false;
    remaining -= inflatedSize(pdf.subarray(start, end), remaining + 1);
    if (remaining < 0) return true;
    keyword = pdf.indexOf(STREAM, end + END_STREAM.length);
  }
  return false;
}

function dataStart(pdf: Buffer, afterKeyword: number): number {
  let start = afterKeyword;
  if (pdf[start] === 0x0d) start++;
  if (pdf[start] === 0x0a) start++;
  return start;
}

// Z_SYNC_FLUSH counts a truncated stream as far as it goes, as pdf.js would decode it. Data that
// is not zlib (images, encrypted streams) counts as nothing.
function inflatedSize(data: Buffer, limit: number): number {
  try {
    return inflateSync(data, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? limit : 0;
  }
}
