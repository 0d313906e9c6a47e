import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepStoredFiles } from '../src/files/stored-file-sweep.js';
import { bearer, GOOD_PASSWORD, signUp, uniqueEmail } from './support/factories.js';
import { freePort, runningServers, startServerProcess } from './support/server-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const hex = () => randomBytes(16).toString('hex');

describe('the sweep of stored files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('When the upload folder holds leftovers, then it removes exactly the old files no row names', async () => {
    const user = await signUp(t);
    const kept = await t.api.post('/api/resumes/upload').set(bearer(user.token)).attach('file', Buffer.from('Jane Doe\nNurse\n'), 'kept.txt');
    expect(kept.status).toBe(201);
    const uploadDir = t.ctx.config.uploadDir;
    const resume = await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: kept.body.id } });
    // A document row names a file too (documents share the upload folder).
    const documentFile = hex();
    writeFileSync(path.join(uploadDir, documentFile), 'document');
    await t.ctx.prisma.document.create({
      data: { tenantId: resume.tenantId, uploadedById: resume.uploadedById, title: 'Policy', originalFilename: 'p.txt', storedName: documentFile, mimeType: 'text/plain', sizeBytes: 8, sha256: 'x' },
    });
    const orphan = hex();
    const partial = `.${hex()}.partial`;
    for (const name of [orphan, partial, 'README.txt']) writeFileSync(path.join(uploadDir, name), 'left over');
    mkdirSync(path.join(uploadDir, hex()));
    // Written after the cut-off: maybe another replica's upload whose row is on its way.
    const cutOff = new Date(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const young = hex();
    writeFileSync(path.join(uploadDir, young), 'row coming');

    const removed = await sweepStoredFiles(t.ctx, cutOff);

    expect(removed).toBe(2);
    const left = readdirSync(uploadDir);
    expect(left).toEqual(expect.arrayContaining([resume.storedName, documentFile, 'README.txt', young]));
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(partial);
  });
});

// The real entry point, killed with SIGKILL while uploads are on the wire and being read.
afterEach(() => {
  for (const child of runningServers) child.kill('SIGKILL');
});

const settings = {
  LOG_LEVEL: 'warn',
  REQUIRE_EMAIL_VERIFICATION: 'false',
  // A dead process's work and files are taken over once its lease has run out: short here.
  WORK_LEASE_SECONDS: '2',
  STORAGE_SWEEP_SECONDS: '1',
};
const startServer = (dataDir: string, port: number) => startServerProcess(dataDir, port, settings);

async function kill9(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Sends a multipart upload; resolves once `sentBytes` of the file are on the wire (all when omitted). */
function startUpload(port: number, token: string, file: Buffer, sentBytes = file.length): Promise<void> {
  const boundary = `----hardening${hex()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.txt"\r\nContent-Type: text/plain\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/resumes/upload',
    headers: { ...bearer(token), 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + file.length + tail.length },
  });
  req.on('error', () => {}); // the server dies under it: that is the point
  req.on('response', (res) => res.resume());
  return new Promise((resolve) => {
    req.write(head);
    req.write(file.subarray(0, sentBytes), () => {
      if (sentBytes === file.length) req.end(tail);
      resolve();
    });
  });
}

describe('a server killed with SIGKILL mid-upload', () => {
  it('When it restarts, then no file, partial file or half-done resume is left and uploads work again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-crash-'));
    const port = await freePort();
    let server = await startServer(dataDir, port);
    const base = `http://127.0.0.1:${port}/api`;
    const email = uniqueEmail();
    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kim', lastName: 'Crash', email, password: GOOD_PASSWORD }),
    });
    const { accessToken: token } = (await registered.json()) as { accessToken: string };
    const upload = (name: string, text: string) => {
      const form = new FormData();
      form.append('file', new Blob([text]), name);
      return fetch(`${base}/resumes/upload`, { method: 'POST', headers: bearer(token), body: form });
    };
    expect((await upload('kept.txt', 'Jane Doe\nICU Nurse\n')).status).toBe(201);
    const long = Buffer.alloc(8 * 1024 * 1024, 'nurse icu charge ');

    // Killed with half the body on the wire, then with the whole body sent and the file being read.
    await startUpload(port, token, long, long.length / 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await kill9(server.child);
    server = await startServer(dataDir, port);
    await startUpload(port, token, long);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await kill9(server.child);
    // What a kill between writing and renaming a file would leave.
    const uploadDir = path.join(dataDir, 'uploads');
    writeFileSync(path.join(uploadDir, `.${hex()}.partial`), 'half');
    writeFileSync(path.join(uploadDir, hex()), 'never got a row');

    server = await startServer(dataDir, port);
    type Listed = { id: string; processingStatus: string };
    const listResumes = async () =>
      ((await (await fetch(`${base}/resumes?limit=12`, { headers: bearer(token) })).json()) as { resumes: Listed[] }).resumes;
    // Once the dead process's leases have run out, its half-done work is finished and its leftovers go.
    const settled = (resumes: Listed[], files: string[]) =>
      resumes.every((resume) => resume.processingStatus !== 'uploaded') && files.length === resumes.length;
    let list = await listResumes();
    for (let i = 0; i < 150 && !settled(list, readdirSync(uploadDir)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      list = await listResumes();
    }
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const resume of list) expect(['parsed', 'processed']).toContain(resume.processingStatus);
    const files = readdirSync(uploadDir);
    expect(files.filter((name) => name.endsWith('.partial'))).toEqual([]);
    // Every stored file belongs to a listed resume, and every listed resume's file is there.
    expect(files.sort()).toHaveLength(list.length);
    for (const resume of list) {
      const download = (await (await fetch(`${base}/resumes/${resume.id}/download`, { headers: bearer(token) })).json()) as { downloadUrl: string };
      expect((await fetch(`http://127.0.0.1:${port}${download.downloadUrl}`)).status).toBe(200);
    }
    expect((await upload('after.txt', 'Jane Doe\nICU Nurse\n')).status).toBe(201);
    await kill9(server.child);
  }, 120_000);
});
