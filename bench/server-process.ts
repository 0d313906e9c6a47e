import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { origin: string; dataDir: string; pid: number; isRunning(): boolean; stop(): Promise<void> };

/**
 * The built server (`npm run build` first) on a throwaway data dir (or a given one), as `npm start`
 * runs it; `nodeArgs` go to node before the entry point (the soak preloads its probe that way), and
 * its log (stdout) goes to `logFile` when given, as a service manager would keep it, else to ours.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'rw-bench-')),
  nodeArgs: string[] = [],
  logFile?: string,
): Promise<RunningServer> {
  const port = await freePort();
  const stdout = logFile ? openSync(logFile, 'a') : 'inherit';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'server/dist/main.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  if (typeof stdout === 'number') closeSync(stdout); // the child holds its own copy
  const origin = `http://127.0.0.1:${port}`;
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${origin}/api/health`).then((res) => res.ok, () => false)) {
      return {
        origin,
        dataDir,
        pid: child.pid!,
        isRunning,
        stop: () =>
          new Promise<void>((resolve) => {
            if (!isRunning()) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}
