// Our own fixtures (test/fixtures/resumes): each file beside a hand-written <name>.expected.json
// in the aiSummary shape. Field-level scores, as the eval has always reported them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeResumeText } from '../../src/ai/local/analyze.js';
import { aiSummarySchema } from '../../src/ai/resume-analysis.js';
import { add, compareEntries, compareItems, emptyCounts, f1, fieldMatches, percent, precision, recall, withoutBrackets, type Counts } from './compare.js';
import { extractResumeText, RESUME_FILE } from './extract.js';

// "Present" in the fixtures means the day they were written; a fixed date keeps career levels stable.
const AS_OF = new Date('2025-06-01T00:00:00Z');
const CONTACT_FIELDS = ['name', 'email', 'phone', 'location', 'linkedin', 'website'] as const;

/** Prints the fixture set's table and totals; answers whether it met its targets. */
export async function evaluateFixtureSet(directory: string, isVerbose: boolean): Promise<boolean> {
  const files = readdirSync(directory).filter((file) => RESUME_FILE.test(file)).sort();
  const contact = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 0])) as Record<(typeof CONTACT_FIELDS)[number], number>;
  const totals = { experience: emptyCounts(), education: emptyCounts(), skills: emptyCounts(), duties: emptyCounts(), certifications: emptyCounts() };
  let careerLevels = 0;

  console.log(`${'fixture'.padEnd(34)}contact  experience  education  skills`);
  for (const file of files) {
    const name = file.replace(/\.[^.]+$/, '');
    const expected = aiSummarySchema.parse(JSON.parse(readFileSync(path.join(directory, `${name}.expected.json`), 'utf8')));
    const actual = analyzeResumeText(await extractResumeText(path.join(directory, file)), AS_OF).summary;
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
  return contactAccuracy >= 0.9 && headline.slice(1).every((value) => value >= 0.8);
}
