import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWordVectors, WORD_VECTORS_RELEASE_AFTER_MS } from './load-word-vectors.js';
import { createWordVectorEmbedder } from './word-vector-embedder.js';

// A collection on demand, to tell "no longer referenced" from "not yet collected".
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Whether the object is still reachable, after a turn of the event loop (a WeakRef keeps its target alive to the end of the current one). */
async function isAlive(ref: WeakRef<object>): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  return ref.deref() !== undefined;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('local embedder', () => {
  it('When nothing has been embedded for two minutes, then the word vectors leave memory, and the next text embeds exactly as before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const embedder = createWordVectorEmbedder();
    const text = 'Night shift nurses may carry over five days of annual leave';
    const [first] = await embedder.embed([text]);
    const vectors = new WeakRef(loadWordVectors().data);

    vi.advanceTimersByTime(WORD_VECTORS_RELEASE_AFTER_MS - 1_000);
    expect(await isAlive(vectors)).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(await isAlive(vectors)).toBe(false);

    expect(await embedder.embed([text])).toEqual([first]);
  });
});
