import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTextExtractor, ExtractionError, extractText, type TextExtractor } from './extract-text.js';
import { MAX_DOCX_UNCOMPRESSED_BYTES } from './extractors.js';
import { sniffFile } from './sniff.js';
import { cpuTicks, extractionChildren } from '../../test/support/extraction-children.js';
import { makeDocx, makePdf, makePdfBomb, makeRawDocx, wordXml } from '../../test/support/test-files.js';

const RESUME = ['Jane Doe', 'Registered Nurse at Mercy Hospital', 'Skills: Triage, Wound care'];
const FIXTURES = new URL('../../test/fixtures/resumes/', import.meta.url);

async function extractionError(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('extractText', () => {
  it('When given a PDF made by pdfkit, then it returns its text without page markers', async () => {
    const text = await extractText(await makePdf(RESUME), 'pdf');

    expect(text).toBe(RESUME.join('\n'));
  });

  it('When a PDF has two pages, then a form feed parts them and nothing numbers them', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => `Line ${index + 1}`);
    const text = await extractText(await makePdf(lines), 'pdf');

    const pages = text.split('\f').map((page) => page.trim());
    expect(pages).toHaveLength(2);
    expect(`${pages[0]}\n${pages[1]}`.split('\n')).toEqual(lines);
  });

  it('When given a .docx made by the docx package, then it returns its paragraphs', async () => {
    const text = await extractText(await makeDocx(RESUME), 'docx');

    for (const line of RESUME) expect(text).toContain(line);
  });

  const NAME = 'Zoë Šimić – Nurse';
  it.each([
    ['utf-8', Buffer.from(`${NAME}\n`, 'utf8')],
    ['utf-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${NAME}\n`)])],
    ['utf-16le with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${NAME}\r\n`, 'utf16le')])],
    ['utf-16be with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(`${NAME}\n`, 'utf-16be')])],
  ])('When given a text file in %s, then it decodes it', async (_encoding, bytes) => {
    expect(await extractText(bytes, 'txt')).toBe(NAME);
  });

  it('When given a windows-1252 text file, then its curly quotes and euro sign survive', async () => {
    const text = 'Zoë “Lead Nurse” – salary €50k, Œuvre award';

    expect(await extractText(iconv.encode(text, 'windows-1252'), 'txt')).toBe(text);
  });

  it('When given a Latin-1 text file, then it decodes its accents', async () => {
    const bytes = iconv.encode('José Muñoz, enfermero en Málaga. Años de experiencia en urgencias.', 'latin1');

    expect(await extractText(bytes, 'txt')).toBe('José Muñoz, enfermero en Málaga. Años de experiencia en urgencias.');
  });

  it('When the PDF is damaged, then it says so', async () => {
    const pdf = await makePdf(RESUME);

    const error = await extractionError(extractText(pdf.subarray(0, pdf.length / 2), 'pdf'));

    expect(error.reason).toBe('unreadable');
    expect(error.message).toBe('The PDF could not be read. It may be damaged.');
  });

  it('When the PDF needs a password, then it asks for an unprotected copy', async () => {
    const pdf = await makePdf(RESUME, { userPassword: 'secret' });

    const error = await extractionError(extractText(pdf, 'pdf'));

    expect(error.message).toBe('The PDF is password-protected. Please upload an unprotected copy.');
  });

  it('When the PDF only restricts copying, then its text is still read', async () => {
    const pdf = await makePdf(RESUME, { ownerPassword: 'owner', permissions: { copying: false } });

    expect(await extractText(pdf, 'pdf')).toContain('Jane Doe');
  });

  it('When the PDF has no text (a scan), then it says no text was found', async () => {
    const error = await extractionError(extractText(await makePdf([]), 'pdf'));

    expect(error.message).toBe('No text could be extracted from the file.');
  });

  it('When a small PDF is still well within the inflation limit, then it is read', async () => {
    expect(await extractText(await makePdfBomb(1), 'pdf')).toBe('Jane Doe');
  });

  it('When a PDF inflates to gigabytes (a PDF bomb), then it is refused before pdf.js decodes it', async () => {
    const bomb = await makePdfBomb(1024);
    expect(bomb.length).toBeLessThan(2_000_000);

    const started = Date.now();
    const error = await extractionError(extractText(bomb, 'pdf'));

    expect(error.reason).toBe('too-complex');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('When a .docx declares more than the unpacked size limit, then it is refused before unpacking', async () => {
    const bomb = makeRawDocx(wordXml('<w:p><w:r><w:t>x</w:t></w:r></w:p>'), 0xfffffffe);

    const error = await extractionError(extractText(bomb, 'docx'));

    expect(error.message).toBe('The file is too complex to process.');
  });

  it('When a .docx really unpacks to more than the limit, then it is refused', async () => {
    const padding = ' '.repeat(MAX_DOCX_UNCOMPRESSED_BYTES + 1);
    const bomb = makeRawDocx(wordXml(`<w:p><w:r><w:t>Jane</w:t></w:r></w:p>${padding}`));
    expect(bomb.length).toBeLessThan(200_000);

    const error = await extractionError(extractText(bomb, 'docx'));

    expect(error.reason).toBe('too-complex');
  });

  it('When a .docx lies about its unpacked size, then it is refused as damaged once unpacking shows the lie', async () => {
    const padding = ' '.repeat(120 * 1024 * 1024);
    const bomb = makeRawDocx(wordXml(`<w:p><w:r><w:t>Jane</w:t></w:r></w:p>${padding}`), 1000);

    const error = await extractionError(extractText(bomb, 'docx'));

    expect(error.message).toBe('The Word document could not be read. It may be damaged.');
  });

  describe('When a file ends the child process reading it', () => {
    const longPdf = makePdf(Array.from({ length: 3_000 }, (_, i) => `${RESUME[1]}, shift ${i}`));
    // One pool for these tests: each of them kills its child, and starting one from source costs
    // a second or so. The shared pool's children, started by other tests, are not this pool's.
    let others: number[];
    let extractor: TextExtractor;
    const childOfThisPool = () => extractionChildren().filter((pid) => !others.includes(pid));

    beforeAll(async () => {
      others = extractionChildren();
      extractor = createTextExtractor({ maxOldGenerationSizeMb: 96 });
      await extractor.extract(Buffer.from('warm'), 'txt');
    });

    afterAll(() => extractor.close());

    // Reads a file, then waits for exactly one of the pool's children to end (a kill at the deadline
    // answers the file before its child is gone).
    async function expectOneChildEndedBy(reading: () => Promise<void>) {
      const before = childOfThisPool();
      await reading();
      await vi.waitFor(() => expect(before.filter((pid) => !childOfThisPool().includes(pid))).toHaveLength(1), { timeout: 5_000 });
    }

    it('by crashing (a fault in native code), then only that file is called too complex and the next file is read', async () => {
      // Run first: the warm-up started exactly one child, so the file goes to that one.
      const [child] = childOfThisPool();
      expect(childOfThisPool(), 'the pool reads files in a child process').toEqual([child]);

      const reading = extractionError(extractor.extract(await longPdf, 'pdf'));
      // The child is busy with the file once it has spent CPU time on it.
      const idleTicks = cpuTicks(child!)!;
      await vi.waitFor(() => expect(cpuTicks(child!)).toBeGreaterThan(idleTicks + 2), { timeout: 10_000, interval: 5 });
      process.kill(child!, 'SIGSEGV');

      expect((await reading).reason).toBe('too-complex');
      expect(await extractor.extract(Buffer.from('Next Nurse'), 'txt')).toBe('Next Nurse');
    });

    it('by building more in memory than its heap limit, then the file is called too complex', async () => {
      // 30 kB on disk and 10 MB declared honestly, but a third of a million paragraphs to hold.
      const docx = makeRawDocx(wordXml('<w:p><w:r><w:t>x</w:t></w:r></w:p>'.repeat(300_000)));

      await expectOneChildEndedBy(async () => {
        expect((await extractionError(extractor.extract(docx, 'docx'))).reason).toBe('too-complex');
      });
      expect(await extractor.extract(Buffer.from('Next Nurse'), 'txt')).toBe('Next Nurse');
    });

    it('by outliving its deadline, then its child is killed, the file called too complex, and a file read beside it is unharmed', async () => {
      // About 60 pages: hundreds of milliseconds to read, so the deadline always comes first (a
      // one-page resume once beat even a 1 ms deadline on a warm child).
      const pdf = await longPdf;
      await expectOneChildEndedBy(async () => {
        const [error, beside] = await Promise.all([
          extractionError(extractor.extract(pdf, 'pdf', { timeoutMs: 10 })),
          extractor.extract(Buffer.from('Beside Nurse'), 'txt'),
        ]);
        expect(error.reason).toBe('too-complex');
        expect(beside).toBe('Beside Nurse');
      });
      expect(await extractor.extract(Buffer.from('Next Nurse'), 'txt')).toBe('Next Nurse');
    });
  });

  it('When the child handed a file ends before it starts reading it, then another child reads the file', async () => {
    const others = extractionChildren();
    const extractor = createTextExtractor();
    try {
      const reading = extractor.extract(Buffer.from('Patient Nurse'), 'txt');
      // The new pool forks its first child at once and hands it the file while it still starts.
      const [starting] = extractionChildren().filter((pid) => !others.includes(pid));
      process.kill(starting!, 'SIGKILL');

      expect(await reading).toBe('Patient Nurse');
    } finally {
      await extractor.close();
    }
  });

  it('When several uploads are extracted at once, then each gets its own text', async () => {
    const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

    const texts = await Promise.all(names.map((name) => extractText(Buffer.from(`${name} Nurse`), 'txt')));

    expect(texts).toEqual(names.map((name) => `${name} Nurse`));
  });

  it('When a .doc is not a readable Word file, then it says the document is damaged', async () => {
    const bytes = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

    const error = await extractionError(extractText(bytes, 'doc'));

    expect(error.message).toBe('The Word document could not be read. It may be damaged.');
  });

  // Real resumes in every accepted format, made by another tool than ours.
  const fixtures = existsSync(FIXTURES) ? readdirSync(FIXTURES).filter((name) => /\.(pdf|docx?|txt)$/.test(name)) : [];
  it.runIf(fixtures.length > 0).each(fixtures)('When given the fixture %s, then it is sniffed by content and yields its text', async (name) => {
    const bytes = readFileSync(new URL(name, FIXTURES));
    const firstName = name.split('-')[0]!;

    const { kind } = sniffFile(bytes, name);
    const text = await extractText(bytes, kind);

    expect(kind).toBe(path.extname(name).slice(1));
    expect(text.toLowerCase()).toContain(firstName);
  });
});
