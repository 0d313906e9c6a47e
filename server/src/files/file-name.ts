import path from 'node:path';

// A client's file name is only ever shown (lists, Content-Disposition), never used as a path, but
// it must still read as what it is: no directories, no control characters that split headers or
// log lines, no bidirectional overrides that make "cv\u202Efdp.exe" look like "cvexe.pdf".
const UNSAFE = /[\u0000-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
export const MAX_FILE_NAME_LENGTH = 255;

/** The last path segment without unsafe characters, cut to 255 characters keeping the extension. */
export function cleanFileName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '').replace(UNSAFE, '').trim();
  const characters = [...base];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return base;
  const extension = [...path.extname(base)].slice(0, 16);
  return [...characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length), ...extension].join('');
}
