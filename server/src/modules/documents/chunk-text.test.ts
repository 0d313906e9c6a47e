import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunk-text.js';

const words = (count: number, word = 'word') => Array.from({ length: count }, (_, i) => `${word}${i}`).join(' ');

describe('chunkDocument', () => {
  it('When a document has headings, then each section is its own chunk under its heading, with the title first', () => {
    const text = 'Eligibility\nAll staff after probation.\n\nHow to apply\nAsk your manager in writing.';
    expect(chunkDocument({ title: 'Leave Policy', text })).toEqual([
      'Leave Policy\nEligibility\nAll staff after probation.',
      'Leave Policy\nHow to apply\nAsk your manager in writing.',
    ]);
  });

  it('When a block is a numbered or wrapped list, then its first item is not taken for a heading', () => {
    const text = 'How to apply\n1. Log in to HR Links\n2. Follow the steps.\n\n1. Submit\nthis form to your supervisor.';
    expect(chunkDocument({ title: 'Name change', text })).toEqual([
      'Name change\nHow to apply\n1. Log in to HR Links 2. Follow the steps.\n1. Submit this form to your supervisor.',
    ]);
  });

  it('When a numbered heading is followed by its body, then it still opens a section', () => {
    expect(chunkDocument({ title: 'Policy', text: '3. Annual Leave\nStaff accrue 20 days a year.' })).toEqual(['Policy\n3. Annual Leave\nStaff accrue 20 days a year.']);
  });

  it('When a section is long, then it is cut near 180 words with a 40-word overlap', () => {
    const paragraphs = Array.from({ length: 6 }, (_, p) => `${words(60, `p${p}w`)}.`).join('\n\n');
    const chunks = chunkDocument({ title: 'Handbook', text: paragraphs });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.split(/\s+/).length).toBeLessThanOrEqual(1 + 40 + 180);
    const [first, second] = chunks;
    const tail = first!.split(/\s+/).slice(-40).join(' ');
    expect(second!.startsWith(`Handbook\n${tail}`)).toBe(true);
  });

  it('When one paragraph is longer than a chunk, then it is cut between sentences', () => {
    const sentences = Array.from({ length: 30 }, (_, i) => `Sentence ${i} has exactly eight words in it.`).join(' ');
    const chunks = chunkDocument({ title: 'T', text: sentences });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk).toMatch(/\.$/);
  });

  it('When the text has no words, then the title alone is the one chunk', () => {
    expect(chunkDocument({ title: 'Scanned contract.pdf', text: '' })).toEqual(['Scanned contract.pdf']);
  });

  it('When a description is given, then it is indexed as a passage of its own, first', () => {
    expect(chunkDocument({ title: 'T', description: 'Owned by HR', text: 'body text here.' })).toEqual(['T\nOwned by HR', 'T\nbody text here.']);
  });

  it('When the text holds the private-use mark characters, then they are removed', () => {
    const [chunk] = chunkDocument({ title: 'T\uE000', text: 'fake \uE000mark\uE001 here.' });
    expect(chunk).toBe('T\nfake mark here.');
  });
});
