import { describe, expect, it } from 'vitest';
import { MARK_END, MARK_START, snippetOf } from './snippet.js';

const marked = (word: string) => `${MARK_START}${word}${MARK_END}`;

describe('snippetOf', () => {
  it('When the query words appear, then the passage holding most of them is chosen and they are marked', () => {
    const chunk = [
      'Leave Policy',
      'Our hospital values rest. Managers plan rosters a month ahead.',
      'The canteen opens at seven. New nurses receive fifteen vacation days in their first year.',
    ].join('\n');
    const snippet = snippetOf(chunk, 'vacation days for new nurses');
    expect(snippet).toContain(`${marked('New')} ${marked('nurses')} receive fifteen ${marked('vacation')} ${marked('days')}`);
    expect(snippet).not.toContain('Leave Policy');
  });

  it('When plurals and verb forms differ, then they still match both ways', () => {
    expect(snippetOf('T\nEach policy covers claims filed late.', 'policies claim filing')).toBe(
      `Each ${marked('policy')} covers ${marked('claims')} ${marked('filed')} late.`,
    );
  });

  it('When no query word appears (a paraphrase), then the opening passage comes back unmarked', () => {
    const snippet = snippetOf('T\nStaff accrue annual leave monthly. Other text follows.', 'time off');
    expect(snippet.startsWith('Staff accrue annual leave monthly.')).toBe(true);
    expect(snippet).not.toContain(MARK_START);
  });

  it('When stop words are in the query, then they are not marked', () => {
    expect(snippetOf('T\nThe rules of the ward.', 'the rules of')).toBe(`The ${marked('rules')} of the ward.`);
  });

  it('When the passage is long, then it is cut around the first match on word boundaries', () => {
    const long = `${'filler '.repeat(120)}the overtime rule applies. ${'more '.repeat(120)}`;
    const snippet = snippetOf(`T\n${long}`, 'overtime');
    expect(snippet.length).toBeLessThanOrEqual(330);
    expect(snippet).toContain(marked('overtime'));
    expect(snippet.startsWith('…')).toBe(true);
  });
});
