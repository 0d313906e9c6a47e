import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workerEntry } from './worker-entry.js';
import { cpuTicks, extractionChildren, isRunning } from '../../test/support/extraction-children.js';
import { makePdf } from '../../test/support/test-files.js';

const FILES_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT_NODE_MODULES = path.resolve(FILES_DIR, '../../../node_modules');

describe('workerEntry', () => {
  it('When neither the compiled nor the source module exists, then it says which file is missing', () => {
    expect(() => workerEntry(new URL('./no-such-worker.js', import.meta.url))).toThrow(/no-such-worker\.js/);
  });

  it('When only the TypeScript source exists, then the child loads it through tsx', () => {
    const entry = workerEntry(new URL('./extract-worker.js', import.meta.url));

    expect(entry.filename).toBe(fileURLToPath(new URL('./extract-worker.ts', import.meta.url)));
    expect(entry.execArgv).toEqual(['--import', expect.stringMatching(/^file:.*\/tsx\/dist\/esm\/index\.mjs$/)]);
  });

  // What `node dist/main.js` does: the same modules as tsc emits them, run by plain Node.
  describe('When the code runs compiled to JavaScript', () => {
    let outDir: string;

    beforeAll(async () => {
      outDir = await mkdtemp(path.join(os.tmpdir(), 'compiled-files-'));
      await mkdir(path.join(outDir, 'files'));
      await writeFile(path.join(outDir, 'package.json'), '{"type":"module"}');
      await symlink(ROOT_NODE_MODULES, path.join(outDir, 'node_modules'), 'dir');
      const sources = (await readdir(FILES_DIR)).filter((name) => /(?<!\.d|\.test)\.ts$/.test(name));
      for (const name of sources) {
        const { outputText } = ts.transpileModule(await readFile(path.join(FILES_DIR, name), 'utf8'), {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023, verbatimModuleSyntax: true },
          fileName: name,
        });
        await writeFile(path.join(outDir, 'files', name.replace(/\.ts$/, '.js')), outputText);
      }
    });

    afterAll(async () => {
      await rm(outDir, { recursive: true, force: true });
    });

    it('then the pool runs the extraction in a child from its .js file without tsx, and the idle pool lets the process exit', async () => {
      const pdfPath = path.join(outDir, 'resume.pdf');
      await writeFile(pdfPath, await makePdf(['Jane Doe', 'Charge Nurse']));
      const moduleUrl = pathToFileURL(path.join(outDir, 'files', 'extract-text.js')).href;
      const scriptPath = path.join(outDir, 'run.mjs');
      await writeFile(
        scriptPath,
        `import { readFileSync } from 'node:fs';
        const { extractText } = await import(${JSON.stringify(moduleUrl)});
        process.stdout.write(await extractText(readFileSync(${JSON.stringify(pdfPath)}), 'pdf'));`,
      );

      // The script never calls process.exit: it only ends if the pool's idle child lets it.
      const { stdout } = await promisify(execFile)(process.execPath, [scriptPath], { cwd: outDir, timeout: 20_000 });

      expect(stdout).toBe('Jane Doe\nCharge Nurse');
    });

    it('then a child whose server dies in the middle of a file ends with it rather than read on alone', async () => {
      // About 600 pages: seconds of pdf.js work.
      const pdfPath = path.join(outDir, 'long.pdf');
      await writeFile(pdfPath, await makePdf(Array.from({ length: 30_000 }, (_, i) => `Charge Nurse, shift ${i}`)));
      const moduleUrl = pathToFileURL(path.join(outDir, 'files', 'extract-text.js')).href;
      const scriptPath = path.join(outDir, 'die-mid-file.mjs');
      await writeFile(
        scriptPath,
        `import { readFileSync } from 'node:fs';
        const { extractText } = await import(${JSON.stringify(moduleUrl)});
        extractText(readFileSync(${JSON.stringify(pdfPath)}), 'pdf').catch(() => {});
        setInterval(() => {}, 1_000);`,
      );
      const server = spawn(process.execPath, [scriptPath], { cwd: outDir, stdio: 'ignore' });

      try {
        // Busy with the file: more CPU time than starting takes (about a quarter of a second).
        let child = 0;
        await vi.waitFor(
          () => {
            [child = 0] = extractionChildren(server.pid);
            expect(cpuTicks(child) ?? 0).toBeGreaterThan(60);
          },
          { timeout: 20_000, interval: 20 },
        );
        server.kill('SIGKILL');
        const killedAt = Date.now();

        await vi.waitFor(() => expect(isRunning(child)).toBe(false), { timeout: 15_000, interval: 20 });
        expect(Date.now() - killedAt).toBeLessThan(1_000);
      } finally {
        server.kill('SIGKILL');
      }
    });
  });
});
