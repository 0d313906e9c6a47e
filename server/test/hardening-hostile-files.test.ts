import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { writeHostileCorpus } from '../scripts/make-hostile-files.js';
import { bearer, signUp } from './support/factories.js';
import { startTestApp } from './support/test-app.js';

// Every file of the hostile corpus (server/scripts/make-hostile-files.ts), uploaded to every
// upload endpoint: a clear 4xx within 10 s, or stored harmlessly; the server keeps answering,
// memory comes back, nothing is left behind, and nothing local or remote is read into the text.

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const t = await startTestApp();
const user = await signUp(t);

// One row per upload endpoint: where it is, the form fields it needs besides the file, and the rows it keeps.
const kept = { extractedText: true, originalFilename: true } as const;
type UploadEndpoint = {
  path: string;
  fields?: Record<string, string>;
  rows: () => Promise<{ extractedText: string | null; originalFilename: string }[]>;
};
const uploadEndpoints: UploadEndpoint[] = [
  { path: '/api/resumes/upload', rows: () => t.ctx.prisma.resume.findMany({ select: kept }) },
  {
    path: '/api/documents/upload',
    fields: { title: 'Policy' },
    rows: () => t.ctx.prisma.document.findMany({ select: kept }),
  },
];

// A local secret and a listening server: neither may be read while an upload is.
const secret = `LOCAL-SECRET-${randomUUID()}`;
const localFile = path.join(t.dataDir, 'secret.txt');
writeFileSync(localFile, secret);
let remoteFetches = 0;
const remote = createServer((_req, res) => {
  remoteFetches += 1;
  res.end(secret);
});
await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
const { dir, manifest } = await writeHostileCorpus({
  localFile,
  httpUrl: `http://127.0.0.1:${(remote.address() as AddressInfo).port}/pixel.png`,
});

afterAll(async () => {
  remote.close();
  await t.close();
});

const storedFiles = () => {
  try {
    return readdirSync(t.ctx.config.uploadDir).sort();
  } catch {
    return [];
  }
};

function upload(endpoint: UploadEndpoint, bytes: Buffer, filename: string) {
  const request = t.api.post(endpoint.path).set(bearer(user.token));
  for (const [name, value] of Object.entries(endpoint.fields ?? {})) request.field(name, value);
  return request.attach('file', bytes, filename);
}

const heapAfterGc = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

describe.each(uploadEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))('hostile files to %s', (_path, endpoint) => {
  let baselineHeap = 0;

  it('warms up with an honest file', async () => {
    const res = await upload(endpoint, Buffer.from('Jane Doe\nICU Nurse\n'), 'honest.txt');
    expect(res.status).toBe(201);
    baselineHeap = heapAfterGc();
  });

  it.each(manifest.map((entry) => [entry.label, entry] as const))('%s', async (_label, entry) => {
    const bytes = readFileSync(path.join(dir, entry.stored));
    const [rowsBefore, filesBefore] = [(await endpoint.rows()).length, storedFiles()];
    const started = Date.now();
    const res = await upload(endpoint, bytes, entry.filename);
    const seconds = (Date.now() - started) / 1000;

    expect(seconds, 'answered within 10 s').toBeLessThan(10);
    expect((await t.api.get('/api/health')).status, 'the server still answers').toBe(200);
    if (entry.outcome === 'refused') {
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(res.body.message).toEqual(expect.any(String));
      expect((await endpoint.rows()).length, 'no row left behind').toBe(rowsBefore);
      expect(storedFiles(), 'no file left behind').toEqual(filesBefore);
    } else {
      expect(res.status, res.text).toBe(201);
      expect((await endpoint.rows()).length).toBe(rowsBefore + 1);
      expect(storedFiles().filter((name) => name.endsWith('.partial'))).toEqual([]);
    }
  });

  it('Then nothing local or remote was read into any extracted text', async () => {
    for (const row of await endpoint.rows()) expect(row.extractedText ?? '').not.toContain(secret);
    expect(remoteFetches).toBe(0);
  });

  it('Then every kept file name is one clean segment of at most 255 characters', async () => {
    const names = (await endpoint.rows()).map((row) => row.originalFilename);
    for (const name of names) {
      expect(name).not.toMatch(/[/\\\r\n\u0000\u202A-\u202E\u2066-\u2069]/);
      expect([...name].length).toBeLessThanOrEqual(255);
      expect(name).toMatch(/\.(pdf|docx?|txt)$/);
    }
    expect(names).toEqual(expect.arrayContaining(['resume.txt', 'resumefdp.txt', 'resumeX-Injected: 1.txt']));
  });

  it('Then memory returns to its level', async () => {
    // Extraction's child processes hold their own heaps; the app's heap must not keep what the corpus brought.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const grownMb = (heapAfterGc() - baselineHeap) / 1024 / 1024;
    expect(grownMb).toBeLessThan(64);
  });
});
