import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import { bearer, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The app's own logger at the default level, into memory: the access log as an operator reads it.
type LogLine = { level: number; msg: string; req?: { id?: string; method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: unknown };
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
    done();
  },
});
const linesOf = (requestId: string) => lines.filter((line) => line.req?.id === requestId);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: createLogger('info', sink) });
});
afterAll(async () => t.close());

/** The app on a loopback port whose database ping takes `ms`, so a caller can leave before the answer. */
async function listenWithSlowPing(ms: number): Promise<{ server: Server; port: number }> {
  const app = createApp(t.ctx, { ping: () => new Promise((resolve) => setTimeout(resolve, ms)) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('the access log', () => {
  it('When a call is answered, then one line says so with the request id it echoed, the method, URL, status and time', async () => {
    const res = await t.api.get('/api/health?check=1').set('X-Request-Id', 'trace-answered');
    expect(res.headers['x-request-id']).toBe('trace-answered');
    await vi.waitFor(() => expect(linesOf('trace-answered')).toHaveLength(1));
    const [line] = linesOf('trace-answered');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/health?check=1' }, res: { statusCode: 200 } });
    expect(line!.responseTime).toEqual(expect.any(Number));

    const generated = await t.api.get('/api/health/live');
    await vi.waitFor(() => expect(linesOf(generated.headers['x-request-id'] as string)).toHaveLength(1));
  });

  it('When a call fails, then its line is a warning for 4xx and an error "request errored" for 5xx', async () => {
    await t.api.get('/api/users/profile').set('X-Request-Id', 'trace-401').expect(401);
    await vi.waitFor(() => expect(linesOf('trace-401')).toMatchObject([{ level: 40, msg: 'request completed', res: { statusCode: 401 } }]));

    const failing = supertest(createApp(t.ctx, { ping: () => Promise.reject(new Error('database down')) }));
    await failing.get('/api/health').set('X-Request-Id', 'trace-503').expect(503);
    await vi.waitFor(() => expect(linesOf('trace-503')).toMatchObject([{ level: 50, msg: 'request errored', res: { statusCode: 503 } }]));
  });

  it('When a URL carries a signed file token, then the line shows it redacted and never the session token', async () => {
    const user = await signUp(t);
    await t.api.get('/api/resumes/00000000-0000-4000-8000-000000000000/file?token=secret-file-token').set('X-Request-Id', 'trace-token');
    await t.api.get('/api/resumes').set(bearer(user.token)).set('X-Request-Id', 'trace-bearer').expect(200);
    await vi.waitFor(() => expect(linesOf('trace-bearer')).toHaveLength(1));
    expect(linesOf('trace-token')[0]!.req!.url).toBe('/api/resumes/00000000-0000-4000-8000-000000000000/file?token=[redacted]');
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('secret-file-token');
    expect(logged).not.toContain(user.token);
  });

  it('When the caller goes away before the answer, then the line says "request aborted"', async () => {
    const { server, port } = await listenWithSlowPing(300);
    try {
      const call = httpRequest({ port, path: '/api/health', headers: { 'X-Request-Id': 'trace-aborted' } });
      call.on('error', () => undefined); // the abort below
      call.end();
      await new Promise((resolve) => setTimeout(resolve, 50));
      call.destroy();
      await vi.waitFor(() => expect(linesOf('trace-aborted')).toMatchObject([{ msg: 'request aborted', req: { method: 'GET', url: '/api/health' } }]));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
