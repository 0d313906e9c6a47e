import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, measureInitialJs } from './check-bundle-size.mjs';

const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITE_BIN = path.resolve(CLIENT_DIR, '../node_modules/vite/bin/vite.js');

describe('The client build', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'client-build-'));
    // What `npm start` runs, in a shell that keeps the server's documented default NODE_ENV.
    await promisify(execFile)(process.execPath, [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: CLIENT_DIR,
      env: { ...process.env, NODE_ENV: 'development' },
    });
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('When the shell has NODE_ENV=development, then it still builds the production client within its budget', async () => {
    const { totalGzipBytes } = measureInitialJs(outDir);
    expect(totalGzipBytes / 1000).toBeLessThanOrEqual(BUDGET_KB);

    // React's development build carries its warnings; the production build has none of them.
    const assets = path.join(outDir, 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const code = (await Promise.all(scripts.map((name) => readFile(path.join(assets, name), 'utf8')))).join('\n');
    expect(code).not.toContain('Each child in a list should have a unique "key" prop');
  });
});
