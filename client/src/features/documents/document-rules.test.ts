import { describe, expect, it } from 'vitest';
import { documentStatusTone, formatSimilarity } from './document-display';
import { snippetParts } from './snippet';

describe('snippetParts', () => {
  it.each([
    ['plain text', 'No terms here.', [{ text: 'No terms here.', isMatch: false }]],
    [
      'two marked terms',
      'Nurses get \uE000paid\uE001 time \uE000off\uE001.',
      [
        { text: 'Nurses get ', isMatch: false },
        { text: 'paid', isMatch: true },
        { text: ' time ', isMatch: false },
        { text: 'off', isMatch: true },
        { text: '.', isMatch: false },
      ],
    ],
    ['a mark at each end', '\uE000Leave\uE001', [{ text: 'Leave', isMatch: true }]],
    ['an empty mark', 'a\uE000\uE001b', [{ text: 'a', isMatch: false }, { text: 'b', isMatch: false }]],
    ['a stray end marker', 'a\uE001b', [{ text: 'a', isMatch: false }, { text: 'b', isMatch: false }]],
    ['an unclosed mark', 'a \uE000b', [{ text: 'a ', isMatch: false }, { text: 'b', isMatch: true }]],
    ['markup as text', '<b>x</b>', [{ text: '<b>x</b>', isMatch: false }]],
    ['nothing', '', []],
  ])('splits %s', (_case, snippet, parts) => {
    expect(snippetParts(snippet)).toEqual(parts);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(snippetParts('\uE000😀\uE001 ok')).toEqual([
      { text: '😀', isMatch: true },
      { text: ' ok', isMatch: false },
    ]);
  });
});

describe('formatSimilarity', () => {
  it.each([
    [0.8734, '87.3%'],
    [0.87349, '87.3%'],
    [0.8736, '87.4%'],
    [1, '100.0%'],
    [0, '0.0%'],
    [0.05, '5.0%'],
    // Out of range or broken values never show as more than 100% or less than 0%.
    [1.2, '100.0%'],
    [-0.1, '0.0%'],
    [Number.NaN, '0.0%'],
  ])('shows %f as %s', (similarity, text) => {
    expect(formatSimilarity(similarity)).toBe(text);
  });
});

describe('documentStatusTone', () => {
  it.each([
    ['uploaded', 'warning'],
    ['processed', 'success'],
    ['failed', 'danger'],
    ['indexing', 'danger'],
    ['', 'danger'],
  ])('shows %j as %s', (status, tone) => {
    expect(documentStatusTone(status)).toBe(tone);
  });
});
