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
// Tries of a file whose child ended before it started the file (see extract).
const MAX_TRIES = 3;

/**
 * A pool of child processes that take the text out of sniffed uploads, each child with its own
 * heap limit and each file with a deadline. A hostile file (PDF or zip bomb, endless loop, a parser
 * crash) ends only the child working on it, never the server: a thread's teardown could abort the
 * whole process (decision 100). Children start on the first file and never keep the server alive.
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
      for (let tries = 1; ; tries++) {
        const attempt = await readInChild(running, bytes, kind, timeoutMs);
        if ('outcome' in attempt) {
          if (!attempt.outcome.ok) throw new ExtractionError(attempt.outcome.reason, kind);
          return attempt.outcome.text;
        }
        // Once the pool is closed, files in flight are not to blame.
        if (pool !== running) throw attempt.failure;
        // The child working on this file was killed at the deadline, ran out of heap or crashed:
        // the file did that.
        if (attempt.hasStarted) throw new ExtractionError('too-complex', kind);
        // The child ended before it picked the file up: killed while it started, or handed the
        // file as it was being killed at another file's deadline (tinypool can do that under
        // load). Not the file's doing: another child tries, a bounded number of times in case
        // children cannot start at all.
        if (tries === MAX_TRIES) throw attempt.failure;
      }
    },

    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}

type Attempt = { outcome: ExtractionOutcome } | { failure: unknown; hasStarted: boolean };

/** One try at a file in a child of the pool; its deadline runs from when the child starts it. */
async function readInChild(pool: Tinypool, bytes: Uint8Array, kind: FileKind, timeoutMs: number): Promise<Attempt> {
  // One copy the pool then moves to the child, rather than cloning whatever larger buffer `bytes`
  // views (and a fresh one per try: the move detaches it).
  const copy = new Uint8Array(bytes);
  const deadline = new AbortController();
  // The child says when it picks the file up (its only message): the deadline starts then, not
  // while the child starts or the file waits in the queue behind others. Aborting a running task
  // kills its child; the pool starts a fresh one.
  let timer: NodeJS.Timeout | undefined;
  let hasStarted = false;
  let isDone = false;
  const startDeadline = () => {
    if (hasStarted || isDone) return;
    hasStarted = true;
    timer = setTimeout(() => deadline.abort(), timeoutMs);
  };

  try {
    const outcome: ExtractionOutcome = await pool.run({ bytes: copy, kind } satisfies ExtractionJob, {
      signal: deadline.signal,
      transferList: [copy.buffer as ArrayBuffer],
      channel: { postMessage: startDeadline },
    });
    return { outcome };
  } catch (failure) {
    return { failure, hasStarted };
  } finally {
    isDone = true;
    clearTimeout(timer);
  }
}

let shared: TextExtractor | undefined;

/** Takes the text out of a sniffed upload in the server's shared extraction pool (see above). */
export function extractText(bytes: Uint8Array, kind: FileKind, options?: ExtractTextOptions): Promise<string> {
  shared ??= createTextExtractor();
  return shared.extract(bytes, kind, options);
}
