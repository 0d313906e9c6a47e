import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resumeText, type Person } from './support/candidate-data.js';
import { bearer, GOOD_PASSWORD, uniqueEmail } from './support/factories.js';
import { freePort, runningServers, startServerProcess } from './support/server-process.js';

// Issue 22: "A kill -9 in the middle of an erase, then a restart: the erase completes." The real
// entry point is killed once the erase has committed and is removing the candidate's files, the
// one moment a crash could leave files of rows that no longer exist.

const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-erase-kill-'));
const uploadDir = path.join(dataDir, 'uploads');
afterEach(() => {
  for (const child of runningServers) child.kill('SIGKILL');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const RESUMES = 60; // enough files that their removal takes a while to interrupt
const settings = {
  REQUIRE_EMAIL_VERIFICATION: 'false',
  LOG_LEVEL: 'warn',
  // The dead process's chore lease on the file clean-up runs out this soon; the sweep of unnamed
  // files (which would also catch them) stays the first process's for an hour, so what finishes
  // the erase is its own list of files.
  WORK_LEASE_SECONDS: '2',
  STORAGE_SWEEP_SECONDS: '3600',
};

describe('an erase cut off by kill -9', () => {
  it('When the server dies while an erase removes its files, then after a restart the erase completes and nothing else is touched', async () => {
    const port = await freePort();
    let server = await startServerProcess(dataDir, port, settings);
    const { base } = server;
    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kim', lastName: 'Erase', email: uniqueEmail(), password: GOOD_PASSWORD }),
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const auth = bearer(accessToken);
    const upload = async (person: Person, name: string, extra: string) => {
      const form = new FormData();
      form.append('file', new Blob([`${resumeText(person)}\n${extra}`]), name);
      const res = await fetch(`${base}/resumes/upload`, { method: 'POST', headers: auth, body: form });
      expect(res.status).toBe(201);
    };
    const erased: Person = { name: 'Odalys Quennell', email: 'odalys.quennell@example.com', phone: '(512) 555-0147', sentence: 'Calm under pressure.' };
    const kept: Person = { name: 'Bram Ilesanmi', email: 'bram.ilesanmi@example.com', phone: '(512) 555-0199', sentence: 'Mentors new graduates.' };
    for (let i = 1; i <= RESUMES; i++) await upload(erased, `odalys-${i}.txt`, `Version ${i}`);
    await upload(kept, 'bram.txt', 'Version 1');
    expect(readdirSync(uploadDir)).toHaveLength(RESUMES + 1);

    void fetch(`${base}/candidates/${encodeURIComponent(erased.email)}`, { method: 'DELETE', headers: auth }).catch(() => undefined);
    // Files go only after the erase's transaction has committed: the first one gone is the moment.
    let left = RESUMES + 1;
    for (let i = 0; i < 15_000 && left === RESUMES + 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      left = readdirSync(uploadDir).length;
    }
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    left = readdirSync(uploadDir).length;
    expect(left, 'the kill came after the first file went and before the last').toBeGreaterThan(1);
    expect(left).toBeLessThan(RESUMES + 1);

    server = await startServerProcess(dataDir, port, settings);
    for (let i = 0; i < 300 && readdirSync(uploadDir).length > 1; i++) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(readdirSync(uploadDir)).toHaveLength(1);
    expect((await fetch(`${base}/candidates/${encodeURIComponent(erased.email)}`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${base}/candidates/${encodeURIComponent(erased.email)}/export`, { headers: auth })).status).toBe(404);
    const list = (await (await fetch(`${base}/resumes?limit=12`, { headers: auth })).json()) as { resumes: { id: string; originalFilename: string }[] };
    expect(list.resumes.map((resume) => resume.originalFilename)).toEqual(['bram.txt']);
    // The one file left is Bram's, and it still downloads.
    const download = (await (await fetch(`${base}/resumes/${list.resumes[0]!.id}/download`, { headers: auth })).json()) as { downloadUrl: string };
    expect((await fetch(`http://127.0.0.1:${port}${download.downloadUrl}`)).status).toBe(200);
    const activity = (await (await fetch(`${base}/privacy/activity`, { headers: auth })).json()) as { items: { event: string }[] };
    expect(activity.items.filter((item) => item.event === 'candidate.erased')).toHaveLength(1);
  }, 180_000);
});
