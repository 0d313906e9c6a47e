// The task run by each thread of the extraction pool (extract-text.ts). Piscina calls the default
// export once per file, in whichever warm thread is free.
import type { MessagePort } from 'node:worker_threads';
import { runExtraction, type ExtractionJob, type ExtractionOutcome } from './extractors.js';

export type ExtractionTask = ExtractionJob & { started: MessagePort };

export default async function extract({ started, ...job }: ExtractionTask): Promise<ExtractionOutcome> {
  // Tells the pool the file is now being worked on, so its deadline counts this file's time and
  // not the time it waited in the queue.
  started.postMessage(null);
  started.close();
  return runExtraction(job);
}
