import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { contentDisposition, sendStoredFile, type SendStoredFileOptions } from './send-stored-file.js';
import { createFileStorage, type FileStorage } from './storage.js';

describe('sendStoredFile', () => {
  let dir: string;
  let storage: FileStorage;
  let pdf: string;
  let large: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'send-file-'));
    storage = createFileStorage({ kind: 'local', dir });
    pdf = (await storage.save(Buffer.from('%PDF-1.4 fake'))).storedName;
    large = (await storage.save(Buffer.alloc(32 * 1024 * 1024))).storedName;
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function appServing(options: Omit<SendStoredFileOptions, 'storage'>) {
    const app = express();
    app.get('/file', async (_req, res) => {
      await sendStoredFile(res, { storage, ...options });
    });
    app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(error instanceof HttpError ? error.status : 500).json({ message: error.message });
    });
    return app;
  }

  it('When a PDF is served, then it is shown inline with safe headers and its exact bytes', async () => {
    const response = await request(appServing({ storedName: pdf, filename: 'Jane Doe CV.pdf', mimeType: 'application/pdf' }))
      .get('/file')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('%PDF-1.4 fake');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe('13');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Jane Doe CV.pdf"; filename*=UTF-8''Jane%20Doe%20CV.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, max-age=0');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).not.toContain('sandbox');
  });

  it('When a Word file is served, then it is a sandboxed attachment', async () => {
    const response = await request(
      appServing({ storedName: pdf, filename: 'cv.docx', mimeType: 'application/msword' }),
    ).get('/file');

    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
  });

  it('When a PDF is asked for as a download, then it is an attachment', async () => {
    const response = await request(
      appServing({ storedName: pdf, filename: 'analysis.pdf', mimeType: 'application/pdf', inline: false }),
    ).get('/file');

    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('When the client disconnects mid-download, then sending ends quietly', async () => {
    let outcome: Promise<string> | undefined;
    const app = express();
    app.get('/file', (_req, res) => {
      outcome = sendStoredFile(res, { storage, storedName: large, filename: 'big.pdf', mimeType: 'application/pdf' }).then(
        () => 'resolved',
        (error: Error) => `rejected: ${error.message}`,
      );
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');

    const request = http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/file`);
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    await once(response, 'data');
    request.destroy();

    await expect.poll(() => outcome).toBeDefined();
    expect(await outcome).toBe('resolved');
    server.close();
  });

  it('When the stored file is missing, then it answers 404 before any header of the file', async () => {
    const response = await request(
      appServing({ storedName: 'f'.repeat(32), filename: 'cv.pdf', mimeType: 'application/pdf' }),
    ).get('/file');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'File not found' });
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});

describe('contentDisposition', () => {
  it.each([
    ['cv.pdf', `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`],
    ['Zoë Šimić (2024).pdf', `attachment; filename="Zoe Simic (2024).pdf"; filename*=UTF-8''Zo%C3%AB%20%C5%A0imi%C4%87%20%282024%29.pdf`],
    ['履歴書.docx', `attachment; filename="___.docx"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.docx`],
    ['a"b\\c/d\r\ne.txt', `attachment; filename="a_b_c_d__e.txt"; filename*=UTF-8''a%22b%5Cc%2Fd%0D%0Ae.txt`],
    ["it's.pdf", `attachment; filename="it's.pdf"; filename*=UTF-8''it%27s.pdf`],
    ['文', `attachment; filename="_"; filename*=UTF-8''%E6%96%87`],
  ])('When the file is named %j, then both forms are safe', (filename, expected) => {
    expect(contentDisposition('attachment', filename)).toBe(expected);
  });
});
