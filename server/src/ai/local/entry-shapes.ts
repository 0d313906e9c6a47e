// A template sets every entry of a section in the same runs of type: moderncv's "dates ⟂ degree ⟂,
// school ⟂, town", RenderCV's "degree ⟂, school – place ⟂ dates". Where the words of some entries
// name their degree and their school, the runs in the same places of an entry whose words name
// neither hold the same fields ("The Complete 2020 Web Development Bootcamp⟂, Udemy - Online
// course ⟂Aug 2020" under "Diploma: Full Stack Web Development⟂, Lighthouse Labs - Victoria, BC
// ⟂Nov 2020"). This reads those entries by the shape of their siblings, not by their words.
import { findDates, isDatesOnly } from './dates.js';
import { splitFields } from './fields.js';
import type { Line } from './lines.js';
import { isPlace, isTownName } from './places.js';
import { visualSegments } from './visual-fields.js';

export type Role = 'degree' | 'school';
// The degree's run may go on after its first field: "Probabilistic Graphical Models, Machine Learning".
export type Slots = { degree: string; school: string; degreeGoesOn?: string };

type Shape = { key: string; fields: (string | undefined)[]; runs: string[][] };

// A run's own punctuation is the separator the template prints between runs, not part of a field.
const EDGE_PUNCTUATION = /^[\s,;|–—-]+|[\s,;|–—-]+$/g;

/**
 * The degree and school of each line, by index, whose runs of type name neither but sit where the
 * section's other lines of the same shape name them. `roleOf` tells what a run's first field names.
 */
export function slotsByShape(lines: Line[], roleOf: (field: string) => Role | undefined): Map<number, Slots> {
  const shapes = lines.map((line) => (line.isBullet ? undefined : shapeOf(line.text)));
  const roles = shapes.map((shape) => shape?.fields.map((field) => (field === undefined ? undefined : roleOf(field))) ?? []);
  // Where in its shape each known line names its degree and its school; lines that disagree spoil the shape.
  const learned = new Map<string, { degree: number; school: number } | 'mixed'>();
  for (const [index, shape] of shapes.entries()) {
    if (!shape) continue;
    const named = roles[index] ?? [];
    const [degree, school] = [named.indexOf('degree'), named.indexOf('school')];
    const isModel = degree >= 0 && school >= 0 && named.filter(Boolean).length === 2;
    if (!isModel) continue;
    const earlier = learned.get(shape.key);
    const agrees = earlier === undefined || (earlier !== 'mixed' && earlier.degree === degree && earlier.school === school);
    learned.set(shape.key, agrees ? { degree, school } : 'mixed');
  }
  const slots = new Map<number, Slots>();
  for (const [index, shape] of shapes.entries()) {
    const places = shape === undefined ? undefined : learned.get(shape.key);
    if (!shape || places === undefined || places === 'mixed' || roles[index]?.some(Boolean)) continue;
    const [degree, school] = [shape.fields[places.degree], shape.fields[places.school]];
    const goesOn = shape.runs[places.degree]?.slice(1).filter((field) => !isPlace(field)).join(', ');
    if (degree && school && degree !== school && isName(degree) && isName(school)) slots.set(index, { degree, school, ...(goesOn ? { degreeGoesOn: goesOn } : {}) });
  }
  return slots;
}

// Runs of dates count by their place only; a run of words by its first field ("Lighthouse Labs"
// of "Lighthouse Labs - Victoria, BC"). A line of fewer runs, or without dates, has no shape to share.
function shapeOf(text: string): Shape | undefined {
  const runs = visualSegments(text).flatMap(withDatesApart).map((run) => run.replaceAll(EDGE_PUNCTUATION, '')).filter(Boolean);
  const isDates = runs.map(isDatesOnly);
  // An entry has its dates; a run of labels ("TOPIC ⟂ …", "MENTOR ⟂ …") has none.
  if (runs.length < 3 || !isDates.includes(true)) return undefined;
  const split = runs.map((run, at) => (isDates[at] ? [] : splitFields(run)));
  return { key: isDates.map((dates) => (dates ? 'D' : 'W')).join(''), fields: split.map(([first]) => first), runs: split };
}

// "1999 – 2005 República Francesa, ": dates that open or close a run the page sets them in are
// a run of their own (no mark parts a run of figures from the words beside it).
function withDatesApart(run: string): string[] {
  const [first] = findDates(run);
  const start = first === undefined ? -1 : run.length - run.trimStart().length;
  if (first === undefined || first.index !== start || isDatesOnly(run)) return [run];
  return [first.text, run.slice(first.index + first.text.length)];
}

// A town's name alone is where the studies were, not a school.
const isName = (field: string) => /^\p{Lu}/u.test(field) && !isPlace(field) && !isTownName(field);
