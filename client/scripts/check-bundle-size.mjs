// The JavaScript budget of the first screen (sign-in): the entry chunk of dist/index.html and
// every chunk it imports statically (Vite lists those as modulepreload links), gzipped. Lazy
// chunks such as the dashboard's charts are not counted. Run after `vite build`; exits 1 over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Kilobytes of 1,000 bytes, as Vite's own build report counts them.
export const BUDGET_KB = 170;

const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The initial scripts of the built index.html with their gzipped sizes in bytes. */
export function measureInitialJs(distDir = DIST_DIR) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  if (sources.length === 0) throw new Error(`No module script in ${path.join(distDir, 'index.html')}`);
  const files = [...new Set(sources)].map((source) => ({
    file: source,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, source.replace(/^\//, '')))).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, totalGzipBytes } = measureInitialJs();
  const kb = totalGzipBytes / 1000;
  console.log(`initial JavaScript: ${kb.toFixed(1)} KB gzipped of ${BUDGET_KB} KB budget (${files.map((f) => f.file).join(', ')})`);
  if (kb > BUDGET_KB) {
    console.error(`The initial JavaScript is over its ${BUDGET_KB} KB budget: load the new code lazily (React.lazy / import()).`);
    process.exit(1);
  }
}
