import { describe, expect, it } from 'vitest';
import { successRate } from './dashboard.js';

describe('successRate', () => {
  it('When nothing left the drafts, then it is 0', () => {
    expect(successRate({})).toBe(0);
    expect(successRate({ draft: 4 })).toBe(0);
  });

  it('counts delivered, opened and replied over every message that left the drafts, to one decimal', () => {
    expect(successRate({ delivered: 1, sent: 2 })).toBe(33.3);
    expect(successRate({ opened: 2, failed: 1 })).toBe(66.7);
    expect(successRate({ delivered: 4, opened: 2, replied: 1, sent: 3, failed: 2, draft: 9, queued: 1, sending: 1 })).toBe(50);
    // Still on their way: they count against the rate until they arrive.
    expect(successRate({ delivered: 1, queued: 3 })).toBe(25);
  });

  it('When every message that left the drafts succeeded, then it is 100 and never more', () => {
    expect(successRate({ opened: 5, replied: 3, draft: 7 })).toBe(100);
    expect(successRate({ delivered: 2 })).toBe(100);
  });
});
