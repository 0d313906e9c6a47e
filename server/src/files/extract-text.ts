import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ExtractionError } from './extraction-error.js';
import type { ExtractionTask } from './extract-worker.js';
import type { ExtractionOutcome } from './extractors.js';
import type { FileKind } from './sniff.js';
import { workerEntry } from './worker-entry.js';

export { ExtractionError, type ExtractionFailure } from './extraction-error.js';

export type ExtractionLimits = {
  /** A file still being worked on after this long has its thread stopped and is called too complex. */
  timeoutMs: number;
  /** Heap limit of each pool thread; running out means the file is too complex. */
  maxOldGenerationSizeMb: number;
};

// 8 s of work (a typical file takes milliseconds) keeps a hostile file's answer under 10 s.
export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = { timeoutMs: 8_000, maxOldGenerationSizeMb: 256 };

export type ExtractTextOptions = Partial<Pick<ExtractionLimits, 'timeoutMs'>>;

export type TextExtractor = {
  /** Rejects with ExtractionError, whose message is meant for the user. */
  extract(bytes: Uint8Array, kind: FileKind, options?: ExtractTextOptions): Promise<string>;
  /** Stops the pool's threads; files in flight are rejected. */
  close(): Promise<void>;
};

const WORKER_URL = new URL('./extract-worker.js', import.meta.url);

// Each thread may use its whole heap limit: a burst of uploads waits its turn in the pool's queue
// rather than multiply the server's memory.
const MAX_THREADS = Math.max(2, Math.min(4, os.availableParallelism() - 1));
// One thread stays warm once the first upload started it (pdf.js loaded: no start-up per file);
// the extra ones a burst needed go once idle this long. Not 0: piscina only replaces killed
// threads up to minThreads, so with 0, files queued behind two killed ones would wait forever.
const MIN_THREADS = 1;
const IDLE_TIMEOUT_MS = 60_000;

/**
 * A pool of worker threads that take the text out of sniffed uploads, each thread with its own heap
 * limit and each file with a deadline, so a hostile file (PDF or zip bomb, endless loop) cannot
 * stall or crash the server. Threads start on the first file and never keep the process alive.
 */
export function createTextExtractor(limits: Partial<Pick<ExtractionLimits, 'maxOldGenerationSizeMb'>> = {}): TextExtractor {
  let pool: Piscina<ExtractionTask, ExtractionOutcome> | undefined;
  const startPool = () => {
    const started = new Piscina<ExtractionTask, ExtractionOutcome>({
      ...workerEntry(WORKER_URL),
      minThreads: MIN_THREADS,
      maxThreads: MAX_THREADS,
      idleTimeout: IDLE_TIMEOUT_MS,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb ?? DEFAULT_EXTRACTION_LIMITS.maxOldGenerationSizeMb,
      },
    });
    // Emitted when a thread dies between files (its file already answered); the pool replaces it.
    // Unheard, the event would be thrown and take the server down.
    started.on('error', () => {});
    return started;
  };

  return {
    async extract(bytes, kind, { timeoutMs = DEFAULT_EXTRACTION_LIMITS.timeoutMs } = {}) {
      pool ??= startPool();
      // One copy the worker then owns, rather than cloning whatever larger buffer `bytes` views.
      const copy = new Uint8Array(bytes);
      const deadline = new AbortController();
      // The worker says when it picks the file up: the deadline starts then, not while the file
      // waits in the queue behind others. Aborting a running task terminates its thread (piscina
      // starts a fresh one); the pool answers a thread killed for its heap with the error below.
      const { port1: started, port2: startedInWorker } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      let isDone = false;
      started.once('message', () => {
        if (!isDone) timer = setTimeout(() => deadline.abort(), timeoutMs);
      });

      let outcome: ExtractionOutcome;
      try {
        outcome = await pool.run(
          { bytes: copy, kind, started: startedInWorker },
          { signal: deadline.signal, transferList: [copy.buffer as ArrayBuffer, startedInWorker] },
        );
      } catch (error) {
        if (deadline.signal.aborted || isOutOfMemory(error)) throw new ExtractionError('too-complex', kind);
        throw error;
      } finally {
        isDone = true;
        clearTimeout(timer);
        started.close();
      }
      if (!outcome.ok) throw new ExtractionError(outcome.reason, kind);
      return outcome.text;
    },

    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

let shared: TextExtractor | undefined;

/** Takes the text out of a sniffed upload in the server's shared extraction pool (see above). */
export function extractText(bytes: Uint8Array, kind: FileKind, options?: ExtractTextOptions): Promise<string> {
  shared ??= createTextExtractor();
  return shared.extract(bytes, kind, options);
}
