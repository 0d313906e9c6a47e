import { describe, expect, it } from 'vitest';
import { formatExperienceLength } from './experience-length.js';

describe('formatExperienceLength', () => {
  it.each([
    [89, '7 years 5 months'],
    [24, '2 years'],
    [13, '1 year 1 month'],
    [8, '8 months'],
    [0, 'Less than a month'],
  ])('When a career covers %i months, then it reads "%s"', (months, text) => {
    expect(formatExperienceLength(months)).toBe(text);
  });
});
