import { describe, expect, it } from 'vitest';
import { startBackgroundLoop } from './background-loop.js';

describe('startBackgroundLoop', () => {
  it('When stopped mid-step, then stop waits for that step and no other starts', async () => {
    const events: string[] = [];
    let release = () => {};
    const loop = startBackgroundLoop({
      delayAfterError: 1,
      onError: () => events.push('error'),
      async step() {
        events.push('start');
        await new Promise<void>((resolve) => (release = resolve));
        events.push('end');
        return 1;
      },
    });
    const stopped = loop.stop().then(() => events.push('stopped'));
    release();
    await stopped;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['start', 'end', 'stopped']);
  });

  it('When a step throws, then the error is reported and the loop goes on', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const loop = startBackgroundLoop({
      delayAfterError: 1,
      onError: (error) => errors.push(error),
      async step() {
        calls += 1;
        if (calls === 1) throw new Error('database restarting');
        return 1;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await loop.stop();
    expect(errors).toHaveLength(1);
    expect(calls).toBeGreaterThan(1);
  });

  it('When woken while it waits, then the next step runs at once; woken mid-step, it runs right after', async () => {
    let calls = 0;
    let release = () => {};
    const loop = startBackgroundLoop({
      delayAfterError: 60_000,
      onError: () => undefined,
      async step() {
        calls += 1;
        if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
        return 60_000;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(2);
    loop.wake();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(3);
    await loop.stop();
  });
});
