import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from './support/factories.js';
import { freePort, startMain, stopMain } from './support/main-process.js';

// The real entry point as a newcomer runs it: no DATABASE_URL, no SMTP_URL, no JWT_SECRET.
let running: ChildProcess | undefined;
afterEach(() => {
  running?.kill('SIGKILL');
});

async function start(dataDir: string, port: number) {
  const main = await startMain(dataDir, port);
  running = main.child;
  return main;
}

const stop = stopMain;

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
