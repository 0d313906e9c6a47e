import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type WorkerEntry = { filename: string; execArgv: string[] };

/**
 * The module a pool's child process should load for the compiled module URL given, and the Node
 * options it needs to load it. In the tsc output the `.js` file exists and runs as is; from
 * TypeScript source (vitest, tsx) only its `.ts` twin exists, and the child loads it through tsx's
 * ESM hooks, found from here so that the child's working directory does not matter.
 */
export function workerEntry(moduleUrl: URL): WorkerEntry {
  if (existsSync(moduleUrl)) return { filename: fileURLToPath(moduleUrl), execArgv: [] };

  const sourceUrl = new URL(moduleUrl.href.replace(/\.js$/, '.ts'));
  if (!existsSync(sourceUrl)) throw new Error(`Worker module not found: ${fileURLToPath(moduleUrl)}`);
  const tsxHooks = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  return { filename: fileURLToPath(sourceUrl), execArgv: ['--import', tsxHooks] };
}
