import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TSX_BOOTSTRAP = new URL('./tsx-worker-bootstrap.mjs', import.meta.url);

export type WorkerEntry = { filename: string; argv?: string[] };

/**
 * The module a worker pool should load for the compiled module URL given, e.g.
 * `new Piscina({ ...workerEntry(new URL('./my-worker.js', import.meta.url)) })`. In the tsc output
 * the `.js` file exists and runs as is; from TypeScript source only its `.ts` twin exists, and a
 * small bootstrap loads that through tsx.
 */
export function workerEntry(moduleUrl: URL): WorkerEntry {
  if (existsSync(moduleUrl)) return { filename: moduleUrl.href };

  const sourceUrl = new URL(moduleUrl.href.replace(/\.js$/, '.ts'));
  if (!existsSync(sourceUrl)) throw new Error(`Worker module not found: ${fileURLToPath(moduleUrl)}`);
  return { filename: TSX_BOOTSTRAP.href, argv: [sourceUrl.href] };
}
