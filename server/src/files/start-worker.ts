import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const TSX_BOOTSTRAP = new URL('./tsx-worker-bootstrap.mjs', import.meta.url);

/**
 * Starts a worker from the URL of its compiled module, e.g.
 * `startWorker(new URL('./my-worker.js', import.meta.url), options)`. In the tsc output the `.js`
 * file exists and runs as is; from TypeScript source only its `.ts` twin exists, and a small
 * bootstrap runs that through tsx.
 */
export function startWorker(moduleUrl: URL, options: WorkerOptions = {}): Worker {
  if (existsSync(moduleUrl)) return new Worker(moduleUrl, options);

  const sourceUrl = new URL(moduleUrl.href.replace(/\.js$/, '.ts'));
  if (!existsSync(sourceUrl)) throw new Error(`Worker module not found: ${fileURLToPath(moduleUrl)}`);
  return new Worker(TSX_BOOTSTRAP, { ...options, argv: [sourceUrl.href] });
}
