// Field-level accuracy of the local resume analyzer on our own fixtures (test/fixtures/resumes),
// resumes other people published that the rules were written against (test/fixtures/real-resumes),
// and published resumes the rules had not seen (test/fixtures/unseen-resumes), split once into a
// tuning half and a held-out half. More tuning material gathered after the split
// (test/fixtures/tuning-resumes) is read with the tuning half; none of it shares a content with the
// held-out half. Each file's text is extracted the way an upload is, analysed, and compared with
// hand-written truth.
// Run: npm run eval:resumes [-- --verbose] [-- --fixtures | --real | --tuning | --held-out]
// (exits 1 when a target is missed). The held-out half is for measuring only: --tuning is the run
// to read while changing rules; the default run and --held-out print the held-out half too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import { percent } from './eval/compare.js';
import { RESUME_FILE } from './eval/extract.js';
import { evaluateFixtureSet } from './eval/fixture-set.js';
import { heldOutOverlap, MAX_SHARED } from './eval/held-out-overlap.js';
import { evaluateRealWorldSet, REAL_WORLD_GOALS, type Goals, type SetFigures } from './eval/real-world-set.js';
import { readUnseenSplit } from './eval/unseen-split.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const UNSEEN = path.join(FIXTURES, 'unseen-resumes');
const TUNING_ADDED = path.join(FIXTURES, 'tuning-resumes');
// The goals issue 20 set for layouts the rules were not written against.
const UNSEEN_GOALS: Goals = { contact: 0.95, jobsRecall: 0.85, jobsPrecision: 0.9, education: 0.85 };

const SETS = ['fixtures', 'real', 'tuning', 'held-out'] as const;
const isVerbose = process.argv.includes('--verbose');
const chosen = SETS.filter((set) => process.argv.includes(`--${set}`));
const runs = chosen.length > 0 ? chosen : SETS;

const failed: string[] = [];
const figures: SetFigures[] = [];
const heading = (title: string) => console.log(`${figures.length > 0 || runs.includes('fixtures') ? '\n' : ''}== ${title}\n`);
if (runs.includes('fixtures')) {
  console.log('== Our fixtures\n');
  if (!(await evaluateFixtureSet(path.join(FIXTURES, 'resumes'), isVerbose))) failed.push('fixtures');
}
const split = runs.includes('tuning') || runs.includes('held-out') ? readUnseenSplit(UNSEEN) : undefined;
const published = [
  { set: 'real', title: 'Real-world resumes', options: { label: 'real-world resumes', directory: path.join(FIXTURES, 'real-resumes'), goals: REAL_WORLD_GOALS } },
  { set: 'tuning', title: 'Unseen resumes, tuning half', options: { label: 'unseen resumes (tuning half)', directory: UNSEEN, goals: UNSEEN_GOALS, files: split?.tuning } },
  { set: 'tuning', title: 'Tuning resumes gathered after the split', options: { label: 'tuning resumes (added)', directory: TUNING_ADDED, goals: UNSEEN_GOALS } },
  { set: 'held-out', title: 'Unseen resumes, held-out half (measure only)', options: { label: 'unseen resumes (held-out half)', directory: UNSEEN, goals: UNSEEN_GOALS, files: split?.heldOut } },
] as const;

// An added tuning file that shares its content with a held-out file would leak the held-out half.
async function refuseHeldOutContent(heldOut: string[]): Promise<void> {
  const added = readdirSync(TUNING_ADDED).filter((file) => RESUME_FILE.test(file)).map((file) => path.join(TUNING_ADDED, file));
  const overlaps = await heldOutOverlap(added, heldOut.map((file) => path.join(UNSEEN, file)));
  const leaks = overlaps.filter((overlap) => overlap.share > MAX_SHARED);
  if (leaks.length > 0) throw new Error(`Tuning files sharing a held-out file's content: ${leaks.map((leak) => `${leak.file} (${percent(leak.share)} of ${leak.heldOutFile})`).join(', ')}`);
  const nearest = Math.max(...overlaps.map((overlap) => overlap.share));
  console.log(`(none shares its content with the held-out half: at most ${percent(nearest)} of a file's word 5-grams)\n`);
}

for (const { set, title, options } of published) {
  if (!runs.includes(set)) continue;
  heading(title);
  if (options.directory === TUNING_ADDED && split) await refuseHeldOutContent(split.heldOut);
  const result = await evaluateRealWorldSet({ ...options, isVerbose });
  figures.push(result);
  if (!result.isMet) failed.push(set);
}

if (figures.length > 1) {
  console.log(`\n${'set'.padEnd(32)}files  contact  jobs R   jobs P   educ R   educ P`);
  for (const row of figures) {
    const cells = [row.contact, row.jobsRecall, row.jobsPrecision, row.educationRecall, row.educationPrecision].map((value) => percent(value).padEnd(9)).join('');
    console.log(`${row.label.padEnd(32)}${String(row.files).padEnd(5)}${cells}`);
  }
}
if (failed.length > 0) {
  console.log(`\nBelow target: ${failed.join(', ')}.`);
  process.exitCode = 1;
}
