import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

// The real entry point as a newcomer runs it: no DATABASE_URL, no SMTP_URL, no JWT_SECRET.
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Below Linux's ephemeral range (32768 and up), from which the kernel picks both the source ports
// of outgoing connections and the ports of `listen(0)`: a port probed free there could be taken
// by another test's connection before the server under test binds it.
const PORTS_FROM = 20_000;
const PORTS_TO = 32_000;

export async function freePort(): Promise<number> {
  for (;;) {
    const port = PORTS_FROM + Math.floor(Math.random() * (PORTS_TO - PORTS_FROM));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Every server started, so a suite's afterEach can kill what a failed test left running. */
export const runningServers = new Set<ChildProcess>();

/** src/main.ts as `npm run dev` runs it, on `dataDir`, with extra settings in `env`. */
export async function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads'), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningServers.add(child);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    runningServers.delete(child);
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}/api`;
  // Up to 60 s: a child compiles its TypeScript with tsx, which a busy two-core runner slows a lot.
  for (let i = 0; i < 600 && !exited; i++) {
    const ok = await fetch(`${base}/health`).then((res) => res.ok, () => false);
    if (ok) return { child, base, log: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server ${exited ? 'exited' : 'did not start'}:\n${output}`);
}

/** `npm run admin -- ...args` as an operator runs it on the machine of DATA_DIR `dataDir`, with extra settings in `env`. */
export function runAdminCli(dataDir: string, args: string[], env: Record<string, string> = {}) {
  return runToExit(['src/admin/cli.ts', ...args], { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
}

/** src/main.ts with only PATH and `env`, for a start that is to stop on its own: what it printed and its exit code. */
export function runServerToExit(env: Record<string, string>) {
  return runToExit(['src/main.ts'], env);
}

function runToExit(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: serverDir, env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export async function stopServerProcess(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

export async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(condition()).toBe(true);
}

