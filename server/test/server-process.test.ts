import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { GOOD_PASSWORD } from './support/factories.js';
import {
  freePort,
  runningServers,
  runServerToExit,
  startServerProcess as start,
  stopServerProcess as stop,
  waitFor,
} from './support/server-process.js';

afterEach(() => {
  for (const child of runningServers) child.kill('SIGKILL');
});

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

describe('the server on a port that is taken', () => {
  it('When something already listens on PORT, then the start stops with one line naming the port, and never says it listens', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-taken-'));
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      const { code, stdout, stderr } = await runServerToExit({ PORT: String(port), DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads') });

      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `PORT ${port} is already in use on 127.0.0.1: stop what listens there, or set PORT to a free port.`,
      ]);
      expect(stdout).not.toContain('listening on');
    } finally {
      holder.close();
    }
    // The database it opened was closed cleanly: the next start on a free port serves it.
    const server = await start(dataDir, await freePort());
    expect((await fetch(`${server.base}/health`)).status).toBe(200);
    expect(await stop(server.child)).toBe(0);
  }, 90_000);
});

describe('the server on a fresh volume', () => {
  let stopDatabase: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stopDatabase?.();
    stopDatabase = undefined;
  });

  it('When DATA_DIR does not exist yet, then the server creates it and starts', async () => {
    const embedded = await startEmbeddedPostgres();
    stopDatabase = embedded.stop;
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'rw-fresh-')), 'volume', 'data');

    const server = await start(dataDir, await freePort(), { DATABASE_URL: embedded.url, JWT_SECRET: 'a'.repeat(40) });

    expect(statSync(dataDir).isDirectory()).toBe(true);
    // Admin commands open the database on DATABASE_URL themselves: no socket.
    expect(existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
    expect(await stop(server.child)).toBe(0);
  }, 90_000);

  it('When DATA_DIR cannot be created, then the start stops with one line naming the folder and what it is for', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'rw-fresh-'));
    writeFileSync(path.join(parent, 'not-a-folder'), '');
    const dataDir = path.join(parent, 'not-a-folder', 'data');

    const { code, stderr } = await runServerToExit({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgresql://127.0.0.1:1/none',
      JWT_SECRET: 'a'.repeat(40),
    });

    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `DATA_DIR ${dataDir} does not exist and cannot be created (ENOTDIR): it holds the dev outbox. Create it, or set DATA_DIR to a folder this user can write.`,
    ]);
  }, 60_000);
});
