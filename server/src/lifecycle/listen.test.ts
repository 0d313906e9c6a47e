import express from 'express';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { listen } from './listen.js';

describe('listen', () => {
  it('When HOST names no address this machine can find, then the start stops with one line naming HOST', async () => {
    const failure = listen(express(), 0, 'nosuchhost.invalid');

    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(
      'HOST nosuchhost.invalid names no address this machine can find: set HOST to one of its addresses, such as 127.0.0.1 or 0.0.0.0.',
    );
  });
});
