import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aiSummarySchema } from '../resume-analysis.js';
import { analyzeResumeText } from './analyze.js';

// The plain-text fixtures need no extraction, so a parser regression fails here in CI;
// `npm run eval:resumes` measures all formats field by field.
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/resumes');
const AS_OF = new Date('2025-06-01T00:00:00Z');

const fixtures = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => ({
    file,
    text: readFileSync(path.join(FIXTURES, file), 'utf8'),
    expected: aiSummarySchema.parse(JSON.parse(readFileSync(path.join(FIXTURES, file.replace(/\.txt$/, '.expected.json')), 'utf8'))),
  }));

const normalize = (text: string) => text.toLowerCase().replaceAll(/[^a-z0-9]+/g, ' ').trim();

describe('local analyzer on the text fixtures', () => {
  it('When the fixtures are listed, then there are several to check', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(5);
  });

  it.each(fixtures)('When $file is analysed, then name, e-mail, phone and jobs match the ground truth', ({ text, expected }) => {
    const { summary } = analyzeResumeText(text, AS_OF);

    expect(summary.personalInfo.name).toBe(expected.personalInfo.name);
    expect(summary.personalInfo.email).toBe(expected.personalInfo.email);
    expect(summary.personalInfo.phone.replaceAll(/\D/g, '')).toBe(expected.personalInfo.phone.replaceAll(/\D/g, ''));
    expect(summary.workExperience.length).toBeGreaterThanOrEqual(expected.workExperience.length);
    expect(summary.workExperience.map((job) => normalize(job.title))).toEqual(expected.workExperience.map((job) => normalize(job.title)));
    expect(summary.education.length).toBe(expected.education.length);
    expect(summary.careerLevel).toBe(expected.careerLevel);
  });
});
