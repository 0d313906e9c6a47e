import { describe, expect, it } from 'vitest';
import type { Candidate } from './chunk-repository.js';
import { fuseDocuments, fuseRanks, nearTheBest, RELATIVE_CUT_OFF } from './fuse-ranks.js';

/** A list of candidates, one chunk per document unless a chunk id is given as "document/chunk". */
const list = (...ids: string[]): Candidate[] =>
  ids.map((id) => {
    const [documentId, chunk] = id.split('/');
    return { documentId: documentId!, chunkId: chunk ?? documentId! };
  });

describe('fuseDocuments', () => {
  it('When a document is first by meaning and by words, then its relevance is 1 and the rest fall in the order they are given', () => {
    const ranked = fuseDocuments([list('a', 'b', 'c'), list('a', 'c')]);
    expect(ranked.map((document) => document.documentId)).toEqual(['a', 'c', 'b']);
    expect(ranked[0]!.relevance).toBe(1);
    const relevances = ranked.map((document) => document.relevance);
    expect(relevances).toEqual([...relevances].sort((x, y) => y - x));
  });

  it('When only one measure finds anything, then its first document is still 1, not half', () => {
    expect(fuseDocuments([list('a', 'b'), []])[0]).toEqual({ documentId: 'a', relevance: 1 });
  });

  it('When a document has several chunks in a list, then it ranks by its best one', () => {
    const ranked = fuseDocuments([list('a/1', 'b/2', 'a/3')]);
    expect(ranked.map((document) => document.documentId)).toEqual(['a', 'b']);
  });
});

describe('nearTheBest', () => {
  it('When documents fall far below the best, then they are cut and the rest keep their order', () => {
    const best = { documentId: 'best', relevance: 0.9 };
    const near = { documentId: 'near', relevance: 0.9 * RELATIVE_CUT_OFF };
    const far = { documentId: 'far', relevance: 0.9 * RELATIVE_CUT_OFF - 0.01 };
    expect(nearTheBest([best, near, far])).toEqual([best, near]);
  });

  it('When the best is found by both measures, then a document found by one measure deep in its list is cut', () => {
    const byMeaning = list('best', ...Array.from({ length: 12 }, (_, i) => `other${i}`));
    const kept = nearTheBest(fuseDocuments([byMeaning, list('best')])).map((document) => document.documentId);
    expect(kept[0]).toBe('best');
    expect(kept.length).toBeGreaterThan(1);
    expect(kept).not.toContain('other11');
  });

  it('When nothing is found, then nothing is shown', () => {
    expect(nearTheBest([])).toEqual([]);
  });
});

describe('fuseRanks', () => {
  it('When one list weighs twice, then its first outranks the other lists\' first and relevance 1 stays "first everywhere"', () => {
    const ranked = fuseRanks([
      { ids: ['meaning', 'both'], weight: 2 },
      { ids: ['words', 'both'], weight: 1 },
      { ids: ['terms', 'both'], weight: 1 },
    ]);
    expect(ranked.map((result) => result.id)).toEqual(['both', 'meaning', 'words', 'terms']);
    expect(fuseRanks([{ ids: ['a'], weight: 2 }, { ids: ['a'], weight: 1 }])[0]!.relevance).toBe(1);
  });
});
