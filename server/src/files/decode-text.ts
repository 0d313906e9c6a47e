import chardet from 'chardet';
import iconv from 'iconv-lite';

// C0 control characters other than tab, line feed, vertical tab, form feed and carriage return
// (and DEL) never occur in a text document: their presence means binary content.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/**
 * Decodes a plain-text file in any common encoding: UTF-8 (with or without BOM), UTF-16 with BOM,
 * windows-1252/Latin-1 and whatever else chardet recognises. Returns null when the bytes are not
 * text.
 */
export function decodeText(bytes: Uint8Array): string | null {
  const text = decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return CONTROL_CHARACTERS.test(text) ? null : text;
}

function decode(bytes: Buffer): string {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return bytes.toString('utf8', 3);
  if (startsWith(bytes, [0xff, 0xfe])) return iconv.decode(bytes.subarray(2), 'utf-16le');
  if (startsWith(bytes, [0xfe, 0xff])) return iconv.decode(bytes.subarray(2), 'utf-16be');

  const utf8 = strictUtf8(bytes);
  if (utf8 !== null) return utf8;

  return iconv.decode(bytes, legacyEncoding(chardet.detect(bytes)));
}

function strictUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// Like browsers, read ISO-8859-1 as its superset windows-1252 (curly quotes, euro sign), and fall
// back to it when chardet has no answer iconv-lite knows.
function legacyEncoding(detected: string | null): string {
  if (detected === null || detected === 'ISO-8859-1') return 'windows-1252';
  return iconv.encodingExists(detected) ? detected : 'windows-1252';
}

function startsWith(bytes: Buffer, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}
