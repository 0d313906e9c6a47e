import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { adminSocketPath, startAdminSocket } from '../src/admin/admin-socket.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { GOOD_PASSWORD } from './support/factories.js';
import { runAdminCli as admin, freePort, runningServers, startServerProcess, stopServerProcess } from './support/server-process.js';
import { startTestApp } from './support/test-app.js';

afterEach(() => {
  for (const child of runningServers) child.kill('SIGKILL');
});

describe('the server process for orchestrators', () => {
  it('When SIGTERM arrives mid-request, then that request still gets its answer, the admin socket goes, and the exit is clean', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-life-'));
    const port = await freePort();
    const server = await startServerProcess(dataDir, port);
    expect((await fetch(`${server.base}/health/live`)).status).toBe(200);
    const socketPath = path.join(dataDir, 'admin.sock');
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);

    // A login whose body is still arriving when the signal comes: it must be answered, not cut.
    const body = JSON.stringify({ email: 'nobody@example.com', password: GOOD_PASSWORD, tenantName: 'Healthcare' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/auth/login', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 500);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = stopServerProcess(server.child);
    expect(await answered).toBe(401);
    expect(await exited).toBe(0);
    expect(server.log()).toContain('stopped');
    expect(existsSync(socketPath)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);
});

describe('admin commands next to the running server (embedded database)', () => {
  it('When the server runs, then commands go through its socket and take effect at once; when it is stopped, they open the database themselves', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-admin-'));
    const port = await freePort();
    const server = await startServerProcess(dataDir, port);
    const email = 'operator-made@example.com';

    const created = await admin(dataDir, ['create-user', '--email', email, '--first-name', 'Olu', '--last-name', 'Ade'], { ADMIN_PASSWORD: GOOD_PASSWORD });
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain(`Created ${email} in Healthcare`);
    const login = await fetch(`${server.base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD, tenantName: 'Healthcare' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const me = () => fetch(`${server.base}/auth/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect((await me()).status).toBe(200);

    const ended = await admin(dataDir, ['end-sessions', '--email', email]);
    expect(ended.stdout.trim()).toBe(`Ended 1 session of ${email}.`);
    expect((await me()).status).toBe(401);

    expect(await stopServerProcess(server.child)).toBe(0);
    const listed = await admin(dataDir, ['list-tenants']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/Healthcare\s+1 accounts \(1 verified\)/);
    expect(listed.stdout).toMatch(/Capital Holdings\s+0 accounts/);
  }, 90_000);

  it('When another process holds the embedded database and no server answers, then the command refuses and says what to do', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-admin-'));
    const port = await freePort();
    const server = await startServerProcess(dataDir, port);
    rmSync(path.join(dataDir, 'admin.sock')); // as if the socket were lost: the database is still open
    const refused = await admin(dataDir, ['list-tenants']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The embedded database is in use by process ${server.child.pid}`);
    expect((await fetch(`${server.base}/health`)).status).toBe(200);
  }, 60_000);
});

describe('admin commands on a shared database (DATABASE_URL)', () => {
  it("When DATABASE_URL is set, then the command acts on that database itself, even beside a server's socket", async () => {
    // The shared database: a PostgreSQL server on loopback (PGlite's socket server) no replica uses now.
    const shared = await startEmbeddedPostgres();
    // A server of another deployment listening on the admin socket of this DATA_DIR: it must not be asked.
    const bystander = await startTestApp();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-admin-'));
    const socket = await startAdminSocket(bystander.ctx, adminSocketPath(dataDir));
    try {
      const email = 'made-on-the-database@example.com';
      const created = await admin(dataDir, ['create-user', '--email', email, '--first-name', 'Ola', '--last-name', 'Nor'], {
        DATABASE_URL: shared.url,
        JWT_SECRET: 'a'.repeat(40),
        ADMIN_PASSWORD: GOOD_PASSWORD,
      });
      expect(created).toMatchObject({ code: 0, stderr: '' });
      expect(created.stdout).toContain(`Created ${email} in Healthcare`);

      const client = new pg.Client({ connectionString: shared.url });
      await client.connect();
      const { rows } = await client.query('SELECT "emailVerified" FROM "User" WHERE email = $1', [email]);
      await client.end();
      expect(rows).toEqual([{ emailVerified: true }]);
      expect(await bystander.ctx.prisma.user.count({ where: { email } })).toBe(0);
    } finally {
      await socket.close();
      await bystander.close();
      await shared.stop();
    }
  }, 90_000);
});
