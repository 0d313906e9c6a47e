import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './use-countdown';

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [599, '9:59'],
    [61, '1:01'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('secondsUntil', () => {
  const now = Date.parse('2026-01-01T10:00:00.000Z');

  it('counts from the returned expiry', () => {
    expect(secondsUntil('2026-01-01T10:02:00.000Z', now)).toBe(120);
    expect(secondsUntil('2026-01-01T10:00:00.400Z', now)).toBe(1);
  });

  it('starts at 600 when no usable expiry was returned', () => {
    expect(secondsUntil(undefined, now)).toBe(600);
    expect(secondsUntil('not a date', now)).toBe(600);
  });

  it('never goes below 0 or above the 600 s a code lives', () => {
    expect(secondsUntil('2026-01-01T09:00:00.000Z', now)).toBe(0);
    expect(secondsUntil('2026-01-01T11:00:00.000Z', now)).toBe(600);
  });
});
