import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from './support/factories.js';

// The real entry point as a newcomer runs it: no DATABASE_URL, no SMTP_URL, no JWT_SECRET.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let running: ChildProcess | undefined;
afterEach(() => {
  running?.kill('SIGKILL');
});

async function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads'), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/health`).then((res) => res.ok, () => false);
    if (ok) return { child, base, log: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output}`);
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(condition()).toBe(true);
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the server on the embedded defaults', () => {
  it('When a newcomer signs up with no mail server, then the code is in the outbox and the log, and data survives a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-main-'));
    const port = await freePort();
    const first = await start(dataDir, port);
    const email = 'newcomer@example.com';
    const registered = await post(`${first.base}/auth/register`, { firstName: 'New', lastName: 'Comer', email, password: GOOD_PASSWORD });
    expect(registered.status).toBe(201);

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${email}`);
    const code = /^\s*(\d{4})\s*$/m.exec(eml)?.[1];
    expect(code).toBeDefined();
    // The log line travels through a pipe: give it a moment to arrive.
    await waitFor(() => first.log().includes(`code ${code}`));
    expect(first.log()).not.toContain(GOOD_PASSWORD);

    expect(await stop(first.child)).toBe(0);
    expect(first.log()).toContain('stopped');

    const second = await start(dataDir, port);
    const verified = await post(`${second.base}/auth/verify-email`, { email, code });
    expect(verified.status).toBe(200);
    const { accessToken } = (await verified.json()) as { accessToken: string };
    const me = await fetch(`${second.base}/auth/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(((await me.json()) as { email: string }).email).toBe(email);
    expect(await stop(second.child)).toBe(0);
  }, 90_000);
});
