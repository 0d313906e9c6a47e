import { describe, expect, it } from 'vitest';
import { createLimiter } from './limit-concurrency.js';

describe('createLimiter', () => {
  it('When more tasks arrive than the limit, then no more than the limit run at once and all finish', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let mostRunning = 0;
    const task = (value: number) => async () => {
      running++;
      mostRunning = Math.max(mostRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return value;
    };

    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => limit(task(value))));

    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(mostRunning).toBe(2);
  });

  it('When a task fails, then its slot is freed for the next one', async () => {
    const limit = createLimiter(1);

    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
