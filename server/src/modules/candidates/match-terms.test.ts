import { describe, expect, it } from 'vitest';
import { normalizeTerm, phrasesOf } from './match-terms.js';

describe('normalizeTerm', () => {
  it.each([
    ['Critical Care (ICU)', 'critical care icu'],
    ['  PostgreSQL ', 'postgresql'],
    ['C++', 'c++'],
    ['C#/.NET', 'c#/.net'],
    ['Node.js.', 'node.js'],
    ['Café Management', 'cafe management'],
    ['---', ''],
  ])('When the term is %j, then it is compared as %j', (term, compared) => {
    expect(normalizeTerm(term)).toBe(compared);
  });
});

describe('phrasesOf', () => {
  it('When a requirement names skills, then each is one of its phrases, in the compared form', () => {
    const phrases = phrasesOf('Strong PostgreSQL skills: schema design, query tuning');
    expect(phrases).toEqual(expect.arrayContaining(['postgresql', 'schema design', 'query tuning', 'strong postgresql skills']));
  });

  it('When two lines meet, then no phrase joins the end of one to the start of the next', () => {
    expect(phrasesOf('Critical care\nNursing leadership')).not.toContain('care nursing');
  });

  it('When a run is longer than five words, then only its shorter runs are phrases', () => {
    const phrases = phrasesOf('one two three four five six');
    expect(phrases).toContain('two three four five six');
    expect(phrases).not.toContain('one two three four five six');
  });
});
