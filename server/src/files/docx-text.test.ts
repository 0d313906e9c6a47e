import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { makeStyledDocx } from '../../test/support/test-files.js';
import { analyzeResumeText } from '../ai/local/analyze.js';
import { readDocxText } from './docx-text.js';
import { FIELD_MARK, withoutFieldMarks } from './field-marks.js';

const read = async (docx: Buffer) => (await readDocxText(docx)).trim();

describe('readDocxText', () => {
  it('When a paragraph sets the employer in bold and the role in regular, then a mark parts them and the text reads as written', async () => {
    const text = await read(await makeStyledDocx([[{ text: 'Quillfeather Analytics', bold: true }, { text: ' Senior Data Scientist' }]]));

    expect(text).toBe(`Quillfeather Analytics${FIELD_MARK} Senior Data Scientist`);
  });

  it('When one word is written in two types, or the type changes only between paragraphs, then nothing is marked', async () => {
    const text = await read(await makeStyledDocx([[{ text: 'B', bold: true }, { text: 'ob Example' }], [{ text: 'Nurse', italics: true }], [{ text: 'Mercy Hospital' }]]));

    expect(text).toBe('Bob Example\n\nNurse\n\nMercy Hospital');
  });

  it('When the marks are taken out, then the text is mammoth\'s raw text, tabs and tables included', async () => {
    const docx = readFileSync(new URL('../../test/fixtures/real-resumes/soup-mickey.docx', import.meta.url));

    const text = await readDocxText(docx);

    expect(text).toContain(FIELD_MARK);
    expect(withoutFieldMarks(text)).toBe((await mammoth.extractRawText({ buffer: docx })).value);
  });

  it('When a Word resume sets a role and its employer in two types on one line, then the analysis reads them as the page shows them', async () => {
    const docx = await makeStyledDocx([
      [{ text: 'Jane Doe', bold: true }],
      [{ text: 'jane@example.com' }],
      [{ text: 'Experience', bold: true }],
      [{ text: 'Senior Data Scientist', bold: true }, { text: ' Quillfeather Analytics' }],
      [{ text: '2019 – 2021' }],
      [{ text: '• Built the churn model' }],
    ]);

    const { summary } = analyzeResumeText(await readDocxText(docx), new Date('2026-01-01T00:00:00Z'));

    expect(summary.workExperience.map(({ title, company }) => ({ title, company }))).toEqual([{ title: 'Senior Data Scientist', company: 'Quillfeather Analytics' }]);
  });
});
