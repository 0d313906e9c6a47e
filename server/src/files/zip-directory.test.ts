import { describe, expect, it } from 'vitest';
import { makeZip } from '../../test/support/test-files.js';
import { readZipDirectory, ZipFormatError } from './zip-directory.js';

describe('readZipDirectory', () => {
  it('When read, then it lists each entry with its declared sizes', () => {
    const zip = makeZip([
      { name: 'word/document.xml', data: Buffer.alloc(1000, 0x61) },
      { name: 'ünïcode.txt', data: Buffer.from('hi'), declaredSize: 123 },
    ]);

    const entries = readZipDirectory(zip);

    expect(entries.map(({ name, uncompressedSize }) => ({ name, uncompressedSize }))).toEqual([
      { name: 'word/document.xml', uncompressedSize: 1000 },
      { name: 'ünïcode.txt', uncompressedSize: 123 },
    ]);
    expect(entries[0]!.compressedSize).toBeLessThan(1000);
  });

  it('When the archive ends with a comment, then its directory is still found', () => {
    const zip = makeZip([{ name: 'a.txt', data: Buffer.from('a') }]);
    const comment = Buffer.from('a comment');
    zip.writeUInt16LE(comment.length, zip.length - 2);

    expect(readZipDirectory(Buffer.concat([zip, comment])).map((entry) => entry.name)).toEqual(['a.txt']);
  });

  it('When an entry needs ZIP64, then its size reads as unbounded', () => {
    expect(readZipDirectory(makeZip([{ name: 'big', data: Buffer.from('x'), declaredSize: 0xffffffff }]))[0]!.uncompressedSize).toBe(
      Infinity,
    );
  });

  it.each([
    ['not a zip', Buffer.from('hello world, this is not a zip archive')],
    ['too short', Buffer.from('PK')],
    ['a damaged directory', (() => {
      const zip = makeZip([{ name: 'a.txt', data: Buffer.from('a') }]);
      zip.writeUInt32LE(0, zip.length - 22 - 'a.txt'.length - 46);
      return zip;
    })()],
  ])('When given %s, then it throws ZipFormatError', (_what, bytes) => {
    expect(() => readZipDirectory(bytes)).toThrow(ZipFormatError);
  });
});
