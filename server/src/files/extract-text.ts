import os from 'node:os';
import { ExtractionError } from './extraction-error.js';
import type { ExtractionJob, ExtractionOutcome } from './extractors.js';
import { createLimiter } from './limit-concurrency.js';
import type { FileKind } from './sniff.js';
import { startWorker } from './start-worker.js';

export { ExtractionError, type ExtractionFailure } from './extraction-error.js';

export type ExtractTextOptions = {
  /** The worker is stopped after this long and the file called too complex. */
  timeoutMs?: number;
  /** Heap limit of the worker; running out means the file is too complex. */
  maxOldGenerationSizeMb?: number;
};

export const DEFAULT_EXTRACTION_LIMITS = { timeoutMs: 20_000, maxOldGenerationSizeMb: 256 } as const;

const WORKER_URL = new URL('./extract-worker.js', import.meta.url);

// Each worker may use its whole heap limit: a burst of uploads waits its turn rather than
// multiply the server's memory.
const withWorkerSlot = createLimiter(Math.max(2, Math.min(4, os.availableParallelism() - 1)));

/**
 * Takes the text out of a sniffed upload in a worker thread with its own heap limit and a
 * deadline, so a hostile file (PDF or zip bomb, endless loop) cannot stall or crash the server.
 * Rejects with ExtractionError, whose message is meant for the user.
 */
export function extractText(bytes: Uint8Array, kind: FileKind, options: ExtractTextOptions = {}): Promise<string> {
  return withWorkerSlot(() => runWorker(bytes, kind, options));
}

function runWorker(bytes: Uint8Array, kind: FileKind, options: ExtractTextOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_EXTRACTION_LIMITS.timeoutMs;
  const maxOldGenerationSizeMb = options.maxOldGenerationSizeMb ?? DEFAULT_EXTRACTION_LIMITS.maxOldGenerationSizeMb;
  // One copy the worker then owns, rather than cloning whatever larger buffer `bytes` views.
  const job: ExtractionJob = { bytes: new Uint8Array(bytes), kind };

  return new Promise((resolve, reject) => {
    const worker = startWorker(WORKER_URL, {
      workerData: job,
      transferList: [job.bytes.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb },
    });
    let isSettled = false;
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(() => settle(() => reject(new ExtractionError('too-complex', kind))), timeoutMs);

    worker.once('message', (outcome: ExtractionOutcome) =>
      settle(() => (outcome.ok ? resolve(outcome.text) : reject(new ExtractionError(outcome.reason, kind)))),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExtractionError('too-complex', kind) : error),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`The extraction worker exited with code ${code}`))));
  });
}
