import { describe, expect, it } from 'vitest';
import { FIELD_MARK as M } from '../../files/field-marks.js';
import { slotsByShape } from './entry-shapes.js';
import { toLines } from './lines.js';
import { readPageMarks } from './visual-fields.js';

const roleOf = (field: string) => (/^(?:MSc|BSc|MA)\b/.test(field) ? 'degree' : /University/.test(field) ? 'school' : undefined);
const slotsOf = (lines: string[]) => [...slotsByShape(toLines(readPageMarks(lines.join('\n'))), roleOf)];

describe('slotsByShape', () => {
  it('When a line of the same runs names neither degree nor school, then its runs in their places are read', () => {
    expect(slotsOf([`2014 ${M}MSc in Physics${M}, University of Leeds`, `2010 ${M}Foundation Year${M}, Kaplan`])).toEqual([[1, { degree: 'Foundation Year', school: 'Kaplan' }]]);
  });

  it('When siblings of one shape disagree on where the degree is, then no line is read by it', () => {
    expect(slotsOf([`2014 ${M}MSc in Physics${M}, University of Leeds`, `2012 ${M}University of York${M}, BSc in Physics`, `2010 ${M}Foundation Year${M}, Kaplan`])).toEqual([]);
  });

  it('When a line has other runs than its siblings, or names a school itself, then it is left to the words', () => {
    const model = `2014 ${M}MSc in Physics${M}, University of Leeds`;
    expect(slotsOf([model, `2010 ${M}Foundation Year${M}, Kaplan${M}, London`])).toEqual([]);
    expect(slotsOf([model, `2010 ${M}Foundation Year${M}, University of Kent`])).toEqual([]);
    expect(slotsOf([model, `2010 ${M}Foundation Year${M}, London`])).toEqual([]);
  });
});
