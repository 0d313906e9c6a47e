// The task run by each child process of the extraction pool (extract-text.ts). Tinypool calls the
// default export once per file, in whichever warm child is free.
import { runExtraction, type ExtractionJob, type ExtractionOutcome } from './extractors.js';

// A child whose server is gone (killed or crashed mid-upload) has no one to answer: it stops at
// once rather than go on parsing a file, maybe a hostile one, with no deadline over it.
process.once('disconnect', () => process.exit(1));

export default async function extract(job: ExtractionJob): Promise<ExtractionOutcome> {
  // Tells the pool the file is now being worked on, so its deadline counts this file's time and not
  // the child's start-up or the time the file waited in the queue. Awaited, so that the message is
  // out before a long synchronous parse could hold it back.
  await new Promise<void>((resolve, reject) => process.send!('started', (error: Error | null) => (error ? reject(error) : resolve())));
  return runExtraction(job);
}
