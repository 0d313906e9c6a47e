// The task run by each child process of the extraction pool (extract-text.ts). Tinypool calls the
// default export once per file, in whichever warm child is free.
import { Worker } from 'node:worker_threads';
import { runExtraction, type ExtractionJob, type ExtractionOutcome } from './extractors.js';

// A child whose server is gone (killed or crashed mid-upload) has no one to answer and no deadline
// over it, so it ends itself rather than go on parsing a file, maybe a hostile one. pdf.js can hold
// the event loop for seconds (the IPC channel's 'disconnect' then comes only after the file), so a
// watchdog thread notices instead: the child is handed to another parent. Never stopped, the
// thread has no teardown of its own; it ends with the process.
const WATCHDOG = `
  const { pid, ppid } = process;
  setInterval(() => { if (process.ppid !== ppid) process.kill(pid, 'SIGKILL'); }, 200);
`;
new Worker(WATCHDOG, { eval: true }).unref();

export default async function extract(job: ExtractionJob): Promise<ExtractionOutcome> {
  // Tells the pool the file is now being worked on, so its deadline counts this file's time and not
  // the child's start-up or the time the file waited in the queue. Awaited, so that the message is
  // out before a long synchronous parse could hold it back.
  await new Promise<void>((resolve, reject) => process.send!('started', (error: Error | null) => (error ? reject(error) : resolve())));
  return runExtraction(job);
}
