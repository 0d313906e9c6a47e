import { describe, expect, it } from 'vitest';
import { fieldMatches } from '../scripts/eval/compare.js';

describe('the resume eval compares a degree\'s year', () => {
  it.each([
    ['June 2016', '2016'],
    ['Jun’22', '2022'],
    ['2014 - 2018', '2018'],
    ['2016', '2016'],
    ["Class of '97", '1997'],
  ])('When the truth writes "%s" and the analysis gives "%s", then the years match', (expected, actual) => {
    expect(fieldMatches('year', expected, actual)).toBe(true);
  });

  it.each([
    ['June 2016', '2017'],
    ['Graduate Date 1', ''],
    ['', '2016'],
  ])('When the truth writes "%s" and the analysis gives "%s", then they differ', (expected, actual) => {
    expect(fieldMatches('year', expected, actual)).toBe(false);
  });
});
