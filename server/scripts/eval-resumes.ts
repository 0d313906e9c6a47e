// Field-level accuracy of the local resume analyzer on two sets: our own fixtures
// (test/fixtures/resumes) and resumes other people published (test/fixtures/real-resumes).
// Each file's text is extracted the way an upload is, analysed, and compared with hand-written truth.
// Run: npm run eval:resumes [-- --verbose] [-- --fixtures | --real]   (exits 1 when a target is missed)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateFixtureSet } from './eval/fixture-set.js';
import { evaluateRealWorldSet } from './eval/real-world-set.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const isVerbose = process.argv.includes('--verbose');
const onlyReal = process.argv.includes('--real');
const onlyFixtures = process.argv.includes('--fixtures');

const failed: string[] = [];
if (!onlyReal) {
  console.log('== Our fixtures\n');
  if (!(await evaluateFixtureSet(path.join(FIXTURES, 'resumes'), isVerbose))) failed.push('fixtures');
}
if (!onlyFixtures) {
  console.log(`${onlyReal ? '' : '\n'}== Real-world resumes\n`);
  if (!(await evaluateRealWorldSet(path.join(FIXTURES, 'real-resumes'), isVerbose))) failed.push('real-world');
}
if (failed.length > 0) {
  console.log(`\nBelow target: ${failed.join(', ')}.`);
  process.exitCode = 1;
}
