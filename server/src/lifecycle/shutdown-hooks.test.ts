import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ShutdownHooks } from './shutdown-hooks.js';

describe('shutdown hooks', () => {
  it('When the process stops, then hooks run newest first, each awaited, and a failing one does not stop the rest', async () => {
    const hooks = new ShutdownHooks();
    const order: string[] = [];
    hooks.onShutdown('database', () => void order.push('database'));
    hooks.onShutdown('broken', () => {
      throw new Error('boom');
    });
    hooks.onShutdown('send queue', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('send queue');
    });
    await hooks.run(pino({ level: 'silent' }));
    expect(order).toEqual(['send queue', 'database']);
    await hooks.run(pino({ level: 'silent' }));
    expect(order).toEqual(['send queue', 'database']);
  });
});
