import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePdf, makeStyledPdf } from '../../test/support/test-files.js';
import { FIELD_MARK, TITLE_MARK, withoutFieldMarks } from './field-marks.js';
import { PdfPasswordError, readPdfText } from './pdf-text.js';

const bold = (text: string) => ({ text, font: 'Helvetica-Bold' });
const regular = (text: string) => ({ text, font: 'Helvetica' });
// A page ends on a form feed, which trimming takes too.
const read = async (pdf: Buffer) => (await readPdfText(new Uint8Array(pdf))).trim();

describe('readPdfText', () => {
  it('When a line sets the employer in bold and the role in regular, then a mark parts them and the text reads as printed', async () => {
    const text = await read(await makeStyledPdf([[bold('Harrowgate & Finch Capital LLP'), regular(', Head of Quantitative Research, Fixed Income')]]));

    expect(text).toBe(`Harrowgate & Finch Capital LLP${FIELD_MARK}, Head of Quantitative Research, Fixed Income`);
    expect(withoutFieldMarks(text)).toBe('Harrowgate & Finch Capital LLP, Head of Quantitative Research, Fixed Income');
  });

  it('When one word is set in two fonts (small capitals), then nothing parts it', async () => {
    const text = await read(await makeStyledPdf([[bold('SOFT'), regular('WARE ENGINEER')]]));

    expect(text).toBe('SOFTWARE ENGINEER');
  });

  it('When the type changes only from one line to the next, then no mark is put', async () => {
    const text = await read(await makeStyledPdf([[bold('Senior Software Engineer')], [regular('Stripe')]]));

    expect(text).not.toContain(FIELD_MARK);
    expect(text).toBe('Senior Software Engineer\nStripe');
  });

  it('When a font gives a lost ligature as a control code, then it is none of the marks the reader adds', async () => {
    const pdf = readFileSync(new URL('../../test/fixtures/tuning-resumes/twentysec-branquinho.pdf', import.meta.url));
    const text = await read(pdf);

    expect(text).toContain('Modeling Trac Flow');
    expect(text.split(TITLE_MARK)).toHaveLength(2);
    expect(text).toContain(`${TITLE_MARK}Pedro Gomes`);
  });

  it('When a page sets the employer apart from its town (moderncv banking), then the gap is marked', async () => {
    const pdf = readFileSync(new URL('../../test/fixtures/tuning-resumes/synth-moderncv-banking-albrecht.pdf', import.meta.url));
    const text = await read(pdf);

    expect(text).toContain(`Havelland Energie AG ${FIELD_MARK}Berlin`);
    expect(text).toContain(`Chief Financial Officer, Member of the Executive Board ${FIELD_MARK}2020–present`);
  });

  it('When a font gives the space a width the page never used (a justified Word line), then the words read as one line of text; real gaps stay', async () => {
    const justified = await read(readFileSync(new URL('../../test/fixtures/tuning-resumes/word-mohamed.pdf', import.meta.url)));
    expect(justified).toContain('Student at Faculty of Computers and Artificial Intelligence Cairo University [2022-2026] (GPA:3.77), Student Rank: 41.');

    // The same font's wide spaces between skills set in boxes: the boxes stand apart on the page.
    const boxes = await read(readFileSync(new URL('../../test/fixtures/unseen-resumes/zalke-data-engineer.pdf', import.meta.url)));
    expect(boxes).toContain(`Python ${FIELD_MARK}\tPyspark ${FIELD_MARK}\tHadoop`);
  });

  it('When a PDF is plain text in one font and one size, then its text carries no mark', async () => {
    const text = await read(await makePdf(['Jane Doe', 'Registered Nurse at Mercy Hospital']));

    expect(text).toBe('Jane Doe\nRegistered Nurse at Mercy Hospital');
  });

  it('When the first page sets the name in its largest type, then the title mark opens the name, and no later page gets one', async () => {
    const pdf = readFileSync(new URL('../../test/fixtures/tuning-resumes/synth-moderncv-banking-albrecht.pdf', import.meta.url));
    const text = await read(pdf);

    expect(text.split(TITLE_MARK)).toHaveLength(2);
    expect(text.startsWith(`${TITLE_MARK}Jürgen Albrecht`)).toBe(true);
  });

  it('When the PDF needs a password, then reading it says so', async () => {
    const pdf = await makePdf(['Jane Doe'], { userPassword: 'secret', ownerPassword: 'secret' });

    await expect(readPdfText(new Uint8Array(pdf))).rejects.toBeInstanceOf(PdfPasswordError);
  });
});
