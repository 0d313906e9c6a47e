import { describe, expect, it } from 'vitest';
import { hasAcceptedExtension } from './accepted-files';
import { formatFileSize, formatKilobytes } from './file-size';

describe('file sizes', () => {
  it('shows a resume size in KB to one decimal', () => {
    expect(formatKilobytes(52_429)).toBe('51.2 KB');
    expect(formatKilobytes(100)).toBe('0.1 KB');
  });

  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [52_429, '51.2 KB'],
    [1_048_524, '1023.9 KB'],
    // Would round to "1024.0 KB": shown in MB instead.
    [1_048_575, '1.0 MB'],
    [1_048_576, '1.0 MB'],
    [3_565_158, '3.4 MB'],
    [10 * 1024 * 1024, '10.0 MB'],
  ])('shows a document of %i bytes as %s', (sizeBytes, text) => {
    expect(formatFileSize(sizeBytes)).toBe(text);
  });
});

describe('accepted files', () => {
  it.each([
    ['cv.pdf', true],
    ['CV.DOCX', true],
    ['notes.txt', true],
    ['old.doc', true],
    ['setup.exe', false],
    ['cv.pdf.exe', false],
    ['pdf', false],
  ])('accepts %s: %s', (name, isAccepted) => {
    expect(hasAcceptedExtension(name)).toBe(isAccepted);
  });
});
