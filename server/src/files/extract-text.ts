import os from 'node:os';
import { Tinypool } from 'tinypool';
import { ExtractionError } from './extraction-error.js';
import type { ExtractionJob, ExtractionOutcome } from './extractors.js';
import type { FileKind } from './sniff.js';
import { workerEntry } from './worker-entry.js';

export { ExtractionError, type ExtractionFailure } from './extraction-error.js';

export type ExtractionLimits = {
  /** A file still being worked on after this long has its child process killed and is called too complex. */
  timeoutMs: number;
  /** Heap limit of each child process; running out ends the child, and the file is too complex. */
  maxOldGenerationSizeMb: number;
};

// 8 s of work (a typical file takes milliseconds) keeps a hostile file's answer under 10 s.
export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = { timeoutMs: 8_000, maxOldGenerationSizeMb: 256 };

export type ExtractTextOptions = Partial<Pick<ExtractionLimits, 'timeoutMs'>>;

export type TextExtractor = {
  /** Rejects with ExtractionError, whose message is meant for the user. */
  extract(bytes: Uint8Array, kind: FileKind, options?: ExtractTextOptions): Promise<string>;
  /** Stops the pool's child processes; files in flight are rejected. */
  close(): Promise<void>;
};

const WORKER_URL = new URL('./extract-worker.js', import.meta.url);

// Each child may use its whole heap limit: a burst of uploads waits its turn in the pool's queue
// rather than multiply the server's memory.
const MAX_CHILDREN = Math.max(2, Math.min(4, os.availableParallelism() - 1));
// One child stays warm once the first upload started it (pdf.js loaded: no start-up per file); the
// extra ones a burst needed go once idle this long. Not 0: the pool replaces a killed child only up
// to this number, and files queued behind killed children need one to run in.
const MIN_CHILDREN = 1;
const IDLE_TIMEOUT_MS = 60_000;

/**
 * A pool of child processes that take the text out of sniffed uploads, each child with its own
 * heap limit and each file with a deadline. A hostile file (PDF or zip bomb, endless loop, a parser
 * crash) ends only the child working on it, never the server: a thread's teardown could abort the
 * whole process (decision 11). Children start on the first file and never keep the server alive.
 */
export function createTextExtractor(limits: Partial<Pick<ExtractionLimits, 'maxOldGenerationSizeMb'>> = {}): TextExtractor {
  let pool: Tinypool | undefined;
  const startPool = () => {
    const { filename, execArgv } = workerEntry(WORKER_URL);
    const heapMb = limits.maxOldGenerationSizeMb ?? DEFAULT_EXTRACTION_LIMITS.maxOldGenerationSizeMb;
    const started = new Tinypool({
      runtime: 'child_process',
      filename,
      execArgv: [...execArgv, `--max-old-space-size=${heapMb}`],
      // None of the server's environment (database URL, secrets, API keys) reaches the process
      // that parses untrusted files.
      env: {},
      // Structured clone over IPC: the file's bytes travel as bytes, not as JSON numbers.
      serialization: 'advanced',
      minThreads: MIN_CHILDREN,
      maxThreads: MAX_CHILDREN,
      idleTimeout: IDLE_TIMEOUT_MS,
    });
    // Emitted when a child dies between files (no file to answer); the pool replaces it.
    // Unheard, the event would be thrown and take the server down.
    started.on('error', () => {});
    return started;
  };

  return {
    async extract(bytes, kind, { timeoutMs = DEFAULT_EXTRACTION_LIMITS.timeoutMs } = {}) {
      const running = (pool ??= startPool());
      // One copy the pool then moves to the child, rather than cloning whatever larger buffer
      // `bytes` views.
      const copy = new Uint8Array(bytes);
      const deadline = new AbortController();
      // The child says when it picks the file up (its only message): the deadline starts then, not
      // while the child starts or the file waits in the queue behind others. Aborting a running
      // task kills its child; the pool starts a fresh one.
      let timer: NodeJS.Timeout | undefined;
      let hasStarted = false;
      let isDone = false;
      const startDeadline = () => {
        if (hasStarted || isDone) return;
        hasStarted = true;
        timer = setTimeout(() => deadline.abort(), timeoutMs);
      };

      let outcome: ExtractionOutcome;
      try {
        outcome = await running.run({ bytes: copy, kind } satisfies ExtractionJob, {
          signal: deadline.signal,
          transferList: [copy.buffer as ArrayBuffer],
          channel: { postMessage: startDeadline },
        });
      } catch (error) {
        // The child working on this file was killed at the deadline, ran out of heap or crashed:
        // the file did that. Before the child started it, or once the pool is closed, the file is
        // not to blame and the error goes up as it is.
        if (hasStarted && pool === running) throw new ExtractionError('too-complex', kind);
        throw error;
      } finally {
        isDone = true;
        clearTimeout(timer);
      }
      if (!outcome.ok) throw new ExtractionError(outcome.reason, kind);
      return outcome.text;
    },

    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}

let shared: TextExtractor | undefined;

/** Takes the text out of a sniffed upload in the server's shared extraction pool (see above). */
export function extractText(bytes: Uint8Array, kind: FileKind, options?: ExtractTextOptions): Promise<string> {
  shared ??= createTextExtractor();
  return shared.extract(bytes, kind, options);
}
