import { describe, expect, it } from 'vitest';
import { formatShortDate } from './dates';
import { statusLabel } from './text';

describe('display formats', () => {
  it('shows dates as short month and day in en-US', () => {
    expect(formatShortDate('2024-03-07T12:00:00.000Z')).toBe('Mar 7');
    expect(formatShortDate('not a date')).toBe('');
  });

  it.each([
    ['processed', 'Processed'],
    ['failed', 'Failed'],
    ['', 'Unknown'],
  ])('labels the status %j as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});
