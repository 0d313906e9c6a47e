// Resumes other people published (test/fixtures/real-resumes, sources in SOURCES.md), each with a
// hand-written <name>.truth.json. Entries are scored as a recruiter reads them: a job is found
// when its title and employer both match, a degree when its degree and school match; anything
// else the analyzer reports (a page header, a project, a date line) counts against precision.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { analyzeResumeText } from '../../src/ai/local/analyze.js';
import type { AiSummary } from '../../src/ai/resume-analysis.js';
import { add, compareItems, emptyCounts, fieldMatches, pairEntries, percent, precision, recall, withoutBrackets, type Counts } from './compare.js';
import { extractResumeText, RESUME_FILE } from './extract.js';

// "Present" is read as this day; the truth's career levels are judged as of it too.
const AS_OF = new Date('2026-01-01T00:00:00Z');
const CONTACT_FIELDS = ['name', 'email', 'phone', 'location', 'linkedin'] as const;
const LEVELS = ['entry', 'junior', 'mid', 'senior', 'lead', 'executive'];
const JOB_FIELDS = ['title', 'company', 'duration'] as const;
const DEGREE_FIELDS = ['degree', 'institution', 'year'] as const;

const truthSchema = z.object({
  file: z.string(),
  layout: z.string(),
  profession: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  linkedin: z.string(),
  jobs: z.array(z.object({ title: z.string(), company: z.string(), duration: z.string() })),
  education: z.array(z.object({ degree: z.string(), institution: z.string(), year: z.string() })),
  skills: z.array(z.string()),
  careerLevel: z.enum(LEVELS),
});
type Truth = z.infer<typeof truthSchema>;

/** Entry-level counts (identity fields all match) plus one count per field. */
type EntryScore = { entries: Counts; fields: Record<string, Counts> };

function scoreEntries<T extends Record<string, string>>(expected: T[], actual: T[], fields: readonly (keyof T & string)[], identity: (keyof T & string)[], misses: string[]): EntryScore {
  const { pairs, missing, extra } = pairEntries(expected, actual, [...fields]);
  const perField = Object.fromEntries(fields.map((field) => [field, { correct: 0, predicted: actual.length, expected: expected.length }]));
  let found = 0;
  for (const pair of pairs) {
    for (const field of fields) {
      if (fieldMatches(field, pair.expected[field] ?? '', pair.actual[field] ?? '')) (perField[field] as Counts).correct += 1;
    }
    if (identity.every((field) => fieldMatches(field, pair.expected[field] ?? '', pair.actual[field] ?? ''))) found += 1;
    else misses.push(`wrong ${JSON.stringify(pair.actual)} for ${JSON.stringify(pair.expected)}`);
  }
  for (const entry of missing) misses.push(`missing ${JSON.stringify(entry)}`);
  for (const entry of extra) misses.push(`extra ${JSON.stringify(entry)}`);
  return { entries: { correct: found, predicted: actual.length, expected: expected.length }, fields: perField };
}

type FileResult = { truth: Truth; contactHits: Record<string, boolean>; jobs: EntryScore; education: EntryScore; skills: Counts; level: string };

function evaluate(truth: Truth, summary: AiSummary, misses: string[]): FileResult {
  const contactHits = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const isHit = fieldMatches(field, truth[field], summary.personalInfo[field]);
      if (!isHit) misses.push(`${field}: expected "${truth[field]}", got "${summary.personalInfo[field]}"`);
      return [field, isHit];
    }),
  );
  const jobs = scoreEntries(truth.jobs, summary.workExperience.map(({ title, company, duration }) => ({ title, company, duration })), JOB_FIELDS, ['title', 'company'], misses);
  const education = scoreEntries(truth.education, summary.education, DEGREE_FIELDS, ['degree', 'institution'], misses);
  const skills = compareItems(truth.skills, summary.skills, misses, 'skill', withoutBrackets);
  if (summary.careerLevel !== truth.careerLevel) misses.push(`careerLevel: expected ${truth.careerLevel}, got ${summary.careerLevel}`);
  return { truth, contactHits, jobs, education, skills, level: summary.careerLevel };
}

const rungsApart = (result: FileResult) => Math.abs(LEVELS.indexOf(result.level) - LEVELS.indexOf(result.truth.careerLevel));

function totals(results: FileResult[]) {
  const sum = (pick: (result: FileResult) => Counts) => results.reduce((total, result) => (add(total, pick(result)), total), emptyCounts());
  const contactHits = results.flatMap((result) => Object.values(result.contactHits));
  return {
    contact: contactHits.filter(Boolean).length / Math.max(1, contactHits.length),
    jobs: sum((result) => result.jobs.entries),
    education: sum((result) => result.education.entries),
    skills: sum((result) => result.skills),
    levelWithinOne: results.filter((result) => rungsApart(result) <= 1).length / Math.max(1, results.length),
    levelExact: results.filter((result) => rungsApart(result) === 0).length / Math.max(1, results.length),
    sum,
  };
}

export type Goals = { contact: number; jobsRecall: number; jobsPrecision: number; education: number; skillsPrecision?: number; levelWithinOne?: number };
export const REAL_WORLD_GOALS: Goals = { contact: 0.95, jobsRecall: 0.85, jobsPrecision: 0.9, education: 0.9, skillsPrecision: 0.85, levelWithinOne: 0.9 };

/** The headline figures of one set, for the side-by-side table at the end of a run. */
export type SetFigures = { label: string; files: number; contact: number; jobsRecall: number; jobsPrecision: number; educationRecall: number; educationPrecision: number; isMet: boolean };

type SetOptions = { label: string; directory: string; isVerbose: boolean; goals: Goals; files?: string[] };

/** Prints a set of published resumes per file, per field and per layout; answers its headline figures and whether it met its goals. */
export async function evaluateRealWorldSet({ label, directory, isVerbose, goals, files: chosen }: SetOptions): Promise<SetFigures> {
  const files = chosen ?? readdirSync(directory).filter((file) => RESUME_FILE.test(file)).sort();
  const results: FileResult[] = [];
  const pr = (counts: Counts) => `${percent(recall(counts))}${percent(precision(counts))}`;

  console.log(`${'resume'.padEnd(44)}${'layout'.padEnd(18)}contact  jobs R/P        education R/P   skills P  level`);
  for (const file of files) {
    const truth = truthSchema.parse(JSON.parse(readFileSync(path.join(directory, file.replace(RESUME_FILE, '.truth.json')), 'utf8')));
    const summary = analyzeResumeText(await extractResumeText(path.join(directory, file)), AS_OF).summary;
    const misses: string[] = [];
    const result = evaluate(truth, summary, misses);
    results.push(result);
    const contact = Object.values(result.contactHits).filter(Boolean).length;
    console.log(
      `${file.padEnd(44)}${truth.layout.padEnd(18)}${`${contact}/${CONTACT_FIELDS.length}`.padEnd(7)}${pr(result.jobs.entries)}  ${pr(result.education.entries)}  ${percent(precision(result.skills))}  ${result.level}/${truth.careerLevel}`,
    );
    if (isVerbose) for (const miss of misses) console.log(`    - ${miss}`);
  }

  const all = totals(results);
  console.log(`\n${results.length} ${label}, as of ${AS_OF.toISOString().slice(0, 10)}`);
  console.log(`${'contact fields (accuracy)'.padEnd(44)}${percent(all.contact)}   goal ${goals.contact * 100}%`);
  for (const field of CONTACT_FIELDS) {
    console.log(`  ${field.padEnd(42)}${percent(results.filter((result) => result.contactHits[field]).length / results.length)}`);
  }
  console.log(`${''.padEnd(37)}recall  prec`);
  const row = (label: string, counts: Counts, goal = '') => console.log(`${label.padEnd(37)}${pr(counts)}${goal}`);
  row('jobs (title and company)', all.jobs, `   goal recall ${goals.jobsRecall * 100}%, precision ${goals.jobsPrecision * 100}%`);
  for (const field of JOB_FIELDS) row(`  ${field}`, all.sum((result) => result.jobs.fields[field] ?? emptyCounts()));
  row('education (degree and institution)', all.education, `   goal ${goals.education * 100}%`);
  for (const field of DEGREE_FIELDS) row(`  ${field}`, all.sum((result) => result.education.fields[field] ?? emptyCounts()));
  row('skills', all.skills, goals.skillsPrecision === undefined ? '' : `   goal precision ${goals.skillsPrecision * 100}%`);
  console.log(`${'career level (exact / within one rung)'.padEnd(37)}${percent(all.levelExact)}${percent(all.levelWithinOne)}${goals.levelWithinOne === undefined ? '' : `   goal within one ${goals.levelWithinOne * 100}%`}`);

  console.log(`\n${'layout'.padEnd(20)}files  contact  jobs R/P        education R/P   skills R/P      level±1`);
  for (const layout of [...new Set(results.map((result) => result.truth.layout))].sort()) {
    const group = results.filter((result) => result.truth.layout === layout);
    const part = totals(group);
    console.log(`${layout.padEnd(20)}${String(group.length).padEnd(5)}${percent(part.contact)}  ${pr(part.jobs)}  ${pr(part.education)}  ${pr(part.skills)}  ${percent(part.levelWithinOne)}`);
  }

  const isMet =
    all.contact >= goals.contact &&
    recall(all.jobs) >= goals.jobsRecall &&
    precision(all.jobs) >= goals.jobsPrecision &&
    Math.min(recall(all.education), precision(all.education)) >= goals.education &&
    precision(all.skills) >= (goals.skillsPrecision ?? 0) &&
    all.levelWithinOne >= (goals.levelWithinOne ?? 0);
  const figures = { contact: all.contact, jobsRecall: recall(all.jobs), jobsPrecision: precision(all.jobs), educationRecall: recall(all.education), educationPrecision: precision(all.education) };
  return { label, files: results.length, ...figures, isMet };
}
