import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXTRACTION_LIMITS } from '../src/files/extract-text.js';
import { extractionChildren, zombieChildren } from './support/extraction-children.js';
import { bearer, signUp } from './support/factories.js';
import { startTestApp } from './support/test-app.js';
import { makeManyStreamsPdf, makePdf } from './support/test-files.js';

// Hundreds of uploads stopped at the extraction deadline through the HTTP app, 4 at a time, while
// other requests go on. Each stop kills the child process reading the file. When extraction ran in
// worker threads, stopping one in the first tens of milliseconds of this file (zlib opening stream
// after stream) aborted the whole process (node_zlib "close before init"; decision 100).

const REAL_DEADLINE_MS = DEFAULT_EXTRACTION_LIMITS.timeoutMs;
// Several hundred milliseconds of inflation checks: every upload of it is stopped at a short deadline.
const hostilePdf = makeManyStreamsPdf(80_000);
const TOO_COMPLEX = '422 The file is too complex to process.';

const t = await startTestApp();
const user = await signUp(t);

afterAll(async () => {
  DEFAULT_EXTRACTION_LIMITS.timeoutMs = REAL_DEADLINE_MS;
  await t.close();
});

const UPLOAD_PATHS = ['/api/resumes/upload', '/api/documents/upload'];

function upload(index: number, bytes: Buffer, filename: string) {
  const path = UPLOAD_PATHS[index % UPLOAD_PATHS.length]!;
  const request = t.api.post(path).set(bearer(user.token));
  if (path.startsWith('/api/documents')) request.field('title', filename);
  return request.attach('file', bytes, filename);
}

type Stops = {
  count: number;
  /** The deadline of the index-th stopped upload (the real one is 8 s: short ones keep this to minutes). */
  deadlineMs: (index: number) => number;
  /** What else goes on meanwhile, until `isRunning()` turns false. */
  alongside: (isRunning: () => boolean) => Promise<unknown>;
};

/**
 * Uploads the hostile file `count` times, 4 at a time, while the resumes list is asked for every
 * 100 ms and `alongside` runs; then checks that every one was stopped with the usual 422, the list
 * kept answering, a child ended per stop, and no child was left behind.
 */
async function stopUploads({ count, deadlineMs, alongside }: Stops) {
  let isRunning = true;
  const answers: string[] = [];
  let sent = 0;
  const stoppingLane = async () => {
    while (sent < count) {
      const index = sent++;
      DEFAULT_EXTRACTION_LIMITS.timeoutMs = deadlineMs(index);
      const res = await upload(index, hostilePdf, `streams-${index}.pdf`);
      answers.push(`${res.status} ${res.body.message}`);
    }
  };

  let slowestListMs = 0;
  let lists = 0;
  const listLane = async () => {
    while (isRunning) {
      const started = Date.now();
      const res = await t.api.get('/api/resumes').set(bearer(user.token));
      expect(res.status).toBe(200);
      slowestListMs = Math.max(slowestListMs, Date.now() - started);
      lists += 1;
      await sleep(100);
    }
  };

  // Every child seen while it lived: each stop ends one and the pool starts another.
  const childrenSeen = new Set<number>();
  const watching = setInterval(() => extractionChildren().forEach((pid) => childrenSeen.add(pid)), 50);

  const others = Promise.all([listLane(), alongside(() => isRunning)]);
  await Promise.all(Array.from({ length: 4 }, stoppingLane)).finally(() => {
    isRunning = false;
    clearInterval(watching);
  });
  await others;

  expect(answers).toEqual(Array(count).fill(TOO_COMPLEX));
  expect(lists).toBeGreaterThan(10);
  // Answered throughout, never stalled: well under a second on a quiet machine, a few seconds on a
  // shared one busy with other work.
  expect(slowestListMs).toBeLessThan(10_000);
  expect(childrenSeen.size).toBeGreaterThan(count / 2);
  // Nothing left behind: the pool settles within its size, and every ended child was reaped.
  await vi.waitFor(() => expect(extractionChildren().length).toBeLessThanOrEqual(4), { timeout: 10_000 });
  expect(zombieChildren()).toEqual([]);
}

describe('uploads stopped at the extraction deadline, hundreds of times and 4 at a time', () => {
  it('When honest uploads go on beside them, then each stop answers 422, every honest upload is stored, and the server keeps answering', { timeout: 900_000 }, async () => {
    const honestStatuses: number[] = [];

    await stopUploads({
      count: 200,
      // Long enough that an honest text file, read in well under a millisecond, is never stopped
      // even when the server's event loop is busy.
      deadlineMs: () => 150,
      alongside: async (isRunning) => {
        for (let index = 0; isRunning(); index++) {
          const res = await upload(index, Buffer.from(`Honest Nurse ${index}\nICU, night shifts\n`), `honest-${index}.txt`);
          honestStatuses.push(res.status);
        }
      },
    });

    expect(honestStatuses.length).toBeGreaterThan(20);
    expect(honestStatuses.every((status) => status === 201), honestStatuses.join(' ')).toBe(true);
  });

  it('When they are stopped within their first tens of milliseconds, where stopping a thread could abort the process, then each answers 422 and the server keeps answering', { timeout: 900_000 }, async () => {
    // No honest uploads here: a deadline this short could stop them too while the server is busy.
    await stopUploads({ count: 100, deadlineMs: (index) => 20 + ((index * 37) % 61), alongside: async () => {} });
  });

  it('Then with the real deadline the next PDF resume is read and stored', async () => {
    DEFAULT_EXTRACTION_LIMITS.timeoutMs = REAL_DEADLINE_MS;
    const res = await upload(0, await makePdf(['Grace Lee', 'ICU Nurse at Mercy Hospital']), 'grace-lee.pdf');

    expect(res.status, res.text).toBe(201);
    const row = await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: res.body.id }, select: { extractedText: true } });
    expect(row.extractedText).toBe('Grace Lee\nICU Nurse at Mercy Hospital');
  });
});
