// Field-level accuracy of the local resume analyzer on the fixtures in test/fixtures/resumes:
// each fixture's text is extracted here (pdf-parse, mammoth, word-extractor, utf-8), analysed,
// and compared with the hand-written <name>.expected.json beside it.
// Run: npm run eval:resumes [-- --verbose]   (exits 1 when a target is missed)
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { analyzeResumeText } from '../src/ai/local/analyze.js';
import { aiSummarySchema, type AiSummary } from '../src/ai/resume-analysis.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/resumes');
// "Present" in the fixtures means the day they were written; a fixed date keeps career levels stable.
const AS_OF = new Date('2025-06-01T00:00:00Z');
const MATCH = 0.8;
const isVerbose = process.argv.includes('--verbose');

type WordExtractorType = new () => { extract(input: Buffer): Promise<{ getBody(): string }> };
const WordExtractor = createRequire(import.meta.url)('word-extractor') as WordExtractorType;

/** Text of a resume file, the way an upload would be read. Swap for the app's extractor when it lands. */
async function extractText(file: string): Promise<string> {
  const data = readFileSync(file);
  const extension = path.extname(file).toLowerCase();
  if (extension === '.pdf') {
    const parser = new PDFParse({ data });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }
  if (extension === '.docx') return (await mammoth.extractRawText({ buffer: data })).value;
  if (extension === '.doc') return (await new WordExtractor().extract(data)).getBody();
  return data.toString('utf8');
}

// ---- Normalised, fuzzy comparison

function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replaceAll(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

function similarity(a: string, b: string): number {
  const left = normalize(a);
  const right = normalize(b);
  if (left === right) return 1;
  if (left === '' || right === '') return 0;
  const leftTokens = left.split(' ');
  const rightTokens = new Set(right.split(' '));
  const shared = leftTokens.filter((token) => rightTokens.has(token)).length;
  const dice = (2 * shared) / (leftTokens.length + rightTokens.size);
  return Math.max(dice, 1 - levenshtein(left, right) / Math.max(left.length, right.length));
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function normalizeDuration(text: string): string {
  return normalize(text)
    .replaceAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g, (month) => MONTHS.find((name) => month.startsWith(name)) ?? month)
    .replaceAll(/\b(present|current|now|today|date|ongoing)\b/g, 'present')
    .replaceAll(/\b(to|until|through)\b/g, ' ')
    .replaceAll(/\s+/g, '');
}

const normalizers: Record<string, (text: string) => string> = {
  email: (text) => text.trim().toLowerCase(),
  phone: (text) => text.replaceAll(/\D/g, ''),
  linkedin: (text) => text.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/$/, ''),
  website: (text) => text.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/$/, ''),
  duration: normalizeDuration,
  year: (text) => text.trim(),
};

function fieldMatches(field: string, expected: string, actual: string): boolean {
  const exact = normalizers[field];
  if (exact) return exact(expected) === exact(actual);
  if (expected.trim() === '' || actual.trim() === '') return expected.trim() === actual.trim();
  return similarity(expected, actual) >= MATCH;
}

// ---- Scores

type Counts = { correct: number; predicted: number; expected: number };
const emptyCounts = (): Counts => ({ correct: 0, predicted: 0, expected: 0 });
const add = (total: Counts, part: Counts) => {
  total.correct += part.correct;
  total.predicted += part.predicted;
  total.expected += part.expected;
};
const precision = (counts: Counts) => (counts.predicted === 0 ? 1 : counts.correct / counts.predicted);
const recall = (counts: Counts) => (counts.expected === 0 ? 1 : counts.correct / counts.expected);
const f1 = (counts: Counts) => {
  const [p, r] = [precision(counts), recall(counts)];
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
};

/** Pairs predicted with expected entries (best overall similarity first), then counts matching fields. */
function compareEntries<T extends Record<string, unknown>>(expected: T[], actual: T[], fields: (keyof T & string)[], misses: string[]): Counts {
  const score = (a: T, b: T) => fields.reduce((sum, field) => sum + similarity(String(a[field]), String(b[field])), 0) / fields.length;
  const pairs = expected
    .flatMap((want, i) => actual.map((got, j) => ({ i, j, score: score(want, got) })))
    .filter((pair) => pair.score >= 0.4)
    .sort((a, b) => b.score - a.score);
  const [usedExpected, usedActual] = [new Set<number>(), new Set<number>()];
  let correct = 0;
  for (const pair of pairs) {
    if (usedExpected.has(pair.i) || usedActual.has(pair.j)) continue;
    usedExpected.add(pair.i);
    usedActual.add(pair.j);
    for (const field of fields) {
      const [want, got] = [String(expected[pair.i]?.[field] ?? ''), String(actual[pair.j]?.[field] ?? '')];
      if (fieldMatches(field, want, got)) correct += 1;
      else misses.push(`${field}: expected "${want}", got "${got}"`);
    }
  }
  expected.forEach((want, i) => {
    if (!usedExpected.has(i)) misses.push(`missing entry ${JSON.stringify(want)}`);
  });
  actual.forEach((got, j) => {
    if (!usedActual.has(j)) misses.push(`extra entry ${JSON.stringify(got)}`);
  });
  return { correct, predicted: actual.length * fields.length, expected: expected.length * fields.length };
}

function compareItems(expected: string[], actual: string[], misses: string[], label: string, strip = (text: string) => text): Counts {
  const remaining = [...actual];
  let correct = 0;
  for (const want of expected) {
    const index = remaining.findIndex((got) => similarity(strip(want), strip(got)) >= MATCH);
    if (index >= 0) {
      correct += 1;
      remaining.splice(index, 1);
    } else misses.push(`${label} missing "${want}"`);
  }
  for (const got of remaining) misses.push(`${label} extra "${got}"`);
  return { correct, predicted: actual.length, expected: expected.length };
}

const CONTACT_FIELDS = ['name', 'email', 'phone', 'location', 'linkedin', 'website'] as const;
const withoutBrackets = (text: string) => text.replaceAll(/\([^)]*\)/g, ' ');

async function main() {
  const files = readdirSync(FIXTURES)
    .filter((file) => /\.(pdf|docx|doc|txt)$/.test(file))
    .sort();
  const contact = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 0])) as Record<(typeof CONTACT_FIELDS)[number], number>;
  const totals = { experience: emptyCounts(), education: emptyCounts(), skills: emptyCounts(), duties: emptyCounts(), certifications: emptyCounts() };
  let careerLevels = 0;

  console.log(`${'fixture'.padEnd(34)}contact  experience  education  skills`);
  for (const file of files) {
    const name = file.replace(/\.[^.]+$/, '');
    const expected = aiSummarySchema.parse(JSON.parse(readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')));
    const actual: AiSummary = analyzeResumeText(await extractText(path.join(FIXTURES, file)), AS_OF).summary;
    const misses: string[] = [];

    let contactHits = 0;
    for (const field of CONTACT_FIELDS) {
      const [want, got] = [expected.personalInfo[field], actual.personalInfo[field]];
      if (fieldMatches(field, want, got)) {
        contact[field] += 1;
        contactHits += 1;
      } else misses.push(`${field}: expected "${want}", got "${got}"`);
    }
    const experience = compareEntries(expected.workExperience, actual.workExperience, ['title', 'company', 'duration'], misses);
    const education = compareEntries(expected.education, actual.education, ['degree', 'institution', 'year'], misses);
    const skills = compareItems(expected.skills, actual.skills, misses, 'skill', withoutBrackets);
    const duties = compareItems(
      expected.workExperience.flatMap((job) => job.responsibilities),
      actual.workExperience.flatMap((job) => job.responsibilities),
      [],
      'duty',
    );
    const certifications = compareItems(expected.certifications, actual.certifications, misses, 'certification');
    if (expected.careerLevel === actual.careerLevel) careerLevels += 1;
    else misses.push(`careerLevel: expected ${expected.careerLevel}, got ${actual.careerLevel}`);

    add(totals.experience, experience);
    add(totals.education, education);
    add(totals.skills, skills);
    add(totals.duties, duties);
    add(totals.certifications, certifications);
    const cell = (counts: Counts) => f1(counts).toFixed(2).padEnd(11);
    console.log(`${file.padEnd(34)}${`${contactHits}/6`.padEnd(9)}${cell(experience)}${cell(education)}${f1(skills).toFixed(2)}`);
    if (isVerbose) for (const miss of misses) console.log(`    - ${miss}`);
  }

  const count = files.length;
  const contactAccuracy = Object.values(contact).reduce((sum, hits) => sum + hits, 0) / (count * CONTACT_FIELDS.length);
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);
  const row = (label: string, counts: Counts, target?: number) =>
    console.log(`${label.padEnd(30)}${percent(precision(counts))}${percent(recall(counts))}${percent(f1(counts))}${target ? `   target ${target * 100}%` : ''}`);

  console.log(`\n${count} fixtures, as of ${AS_OF.toISOString().slice(0, 10)}`);
  console.log(`${'contact fields (accuracy)'.padEnd(44)}${percent(contactAccuracy)}   target 90%`);
  for (const field of CONTACT_FIELDS) console.log(`  ${field.padEnd(42)}${percent(contact[field] / count)}`);
  console.log(`${''.padEnd(30)}   prec    rec     F1`);
  row('experience entries (fields)', totals.experience, 0.8);
  row('education entries (fields)', totals.education, 0.8);
  row('skills entries', totals.skills, 0.8);
  row('responsibilities (bullets)', totals.duties);
  row('certifications', totals.certifications);
  console.log(`${'career level (accuracy)'.padEnd(44)}${percent(careerLevels / count)}`);
  const headline = [contactAccuracy, f1(totals.experience), f1(totals.education), f1(totals.skills)];
  console.log(`${'overall (mean of the four groups)'.padEnd(44)}${percent(headline.reduce((sum, value) => sum + value, 0) / headline.length)}`);

  const isOnTarget = contactAccuracy >= 0.9 && headline.slice(1).every((value) => value >= 0.8);
  if (!isOnTarget) {
    console.log('\nBelow target.');
    process.exitCode = 1;
  }
}

await main();
