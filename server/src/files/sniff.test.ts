import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { sniffFile, UnsupportedFileError } from './sniff.js';
import { makeDocx, makePdf, makeZip } from '../../test/support/test-files.js';

const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

// An OLE2 file whose directory (at the first sector after the header) lists one stream.
function oleFile(streamName: string): Buffer {
  const file = Buffer.alloc(2048);
  OLE_SIGNATURE.copy(file);
  const name = Buffer.from(`${streamName}\0`, 'utf16le');
  name.copy(file, 512);
  file.writeUInt16LE(name.length, 512 + 64);
  file[512 + 66] = 2;
  return file;
}

function refusal(bytes: Uint8Array, filename: string): UnsupportedFileError {
  try {
    sniffFile(bytes, filename);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedFileError);
    return error as UnsupportedFileError;
  }
  throw new Error(`${filename} was accepted`);
}

describe('sniffFile', () => {
  it('When given a real PDF, then it is a pdf', async () => {
    expect(sniffFile(await makePdf(['Jane Doe']), 'Jane Doe CV.PDF')).toEqual({
      kind: 'pdf',
      mimeType: 'application/pdf',
    });
  });

  it('When given a real .docx, then it is a docx', async () => {
    expect(sniffFile(await makeDocx(['Jane Doe']), 'cv.docx')).toEqual({
      kind: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('When given an OLE2 file with a WordDocument stream, then it is a doc', () => {
    expect(sniffFile(oleFile('WordDocument'), 'cv.doc')).toEqual({ kind: 'doc', mimeType: 'application/msword' });
  });

  it.each([
    ['utf-8', Buffer.from('Zoë Šimić\nNurse\n')],
    ['utf-16le with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Zoë\r\nNurse', 'utf16le')])],
    ['windows-1252', iconv.encode('José “Pepe” Muñoz\tNurse\f', 'windows-1252')],
  ])('When given text in %s, then it is a txt', (_encoding, bytes) => {
    expect(sniffFile(bytes, 'cv.txt')).toEqual({ kind: 'txt', mimeType: 'text/plain' });
  });

  it.each(['cv.exe', 'cv.html', 'cv.rtf', 'cv', 'pdf'])('When the file is named %s, then its type is refused', (name) => {
    const error = refusal(Buffer.from('hello'), name);

    expect(error.reason).toBe('unsupported-type');
    expect(error.message).toBe('Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.');
  });

  it('When the file is empty, then it says so', () => {
    expect(refusal(Buffer.alloc(0), 'cv.pdf').message).toBe('The file is empty.');
  });

  it('When a .pdf holds something else, then the content does not match', async () => {
    const error = refusal(await makeDocx(['Jane']), 'cv.pdf');

    expect(error.reason).toBe('content-mismatch');
    expect(error.message).toBe('The file content does not match its .pdf extension.');
  });

  it('When a .docx is a ZIP without word/document.xml, then the content does not match', () => {
    const zip = makeZip([{ name: 'hello.txt', data: Buffer.from('hi') }]);

    expect(refusal(zip, 'cv.docx').message).toBe('The file content does not match its .docx extension.');
  });

  it('When a .docx only starts like a ZIP, then the content does not match', () => {
    expect(refusal(Buffer.from('PK\u0003\u0004 not really a zip'), 'cv.docx').reason).toBe('content-mismatch');
  });

  it('When a .doc is an OLE2 file of another kind (a spreadsheet), then the content does not match', () => {
    expect(refusal(oleFile('Workbook'), 'cv.doc').message).toBe('The file content does not match its .doc extension.');
  });

  it('When a .docx is an encrypted Office package, then it asks for an unprotected copy', () => {
    const error = refusal(oleFile('EncryptedPackage'), 'cv.docx');

    expect(error.reason).toBe('password-protected');
    expect(error.message).toBe('The document is password-protected. Please upload an unprotected copy.');
  });

  it.each([
    ['a PDF', () => makePdf(['Jane'])],
    ['NUL bytes', async () => Buffer.from('Jane\u0000Doe')],
    ['control bytes', async () => Buffer.from([0x4a, 0x61, 0x01, 0x02, 0x1b])],
  ])('When a .txt holds %s, then the content does not match', async (_what, make) => {
    expect(refusal(await make(), 'cv.txt').message).toBe('The file content does not match its .txt extension.');
  });
});
