import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exceedsInflatedSize } from './pdf-inflation.js';
import { makePdf, makePdfBomb } from '../../test/support/test-files.js';

const MB = 1024 * 1024;

function pdfWithStream(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n4 0 obj\n<< /Length 999 >>\nstream\r\n'), data, Buffer.from('\r\nendstream\nendobj\n')]);
}

describe('exceedsInflatedSize', () => {
  it('When an ordinary PDF is checked, then it is within a small limit', async () => {
    expect(exceedsInflatedSize(await makePdf(['Jane Doe', 'Registered Nurse']), MB)).toBe(false);
  });

  it('When a stream inflates past the limit, then it is caught', async () => {
    const bomb = await makePdfBomb(20);

    expect(exceedsInflatedSize(bomb, 10 * MB)).toBe(true);
    expect(exceedsInflatedSize(bomb, 30 * MB)).toBe(false);
  });

  it('When several streams add up past the limit, then it is caught', () => {
    const stream = pdfWithStream(deflateSync(Buffer.alloc(4 * MB)));
    const pdf = Buffer.concat([stream, stream, stream]);

    expect(exceedsInflatedSize(pdf, 10 * MB)).toBe(true);
    expect(exceedsInflatedSize(pdf, 13 * MB)).toBe(false);
  });

  it('When the deflated data is cut short, then what it does inflate to still counts', () => {
    const deflated = deflateSync(Buffer.alloc(20 * MB));

    expect(exceedsInflatedSize(pdfWithStream(deflated.subarray(0, deflated.length - 100)), 10 * MB)).toBe(true);
  });

  it('When a stream is not zlib data (a JPEG), then it counts as nothing', () => {
    expect(exceedsInflatedSize(pdfWithStream(Buffer.alloc(MB, 0xff)), 10)).toBe(false);
  });
});
