import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/support/s3-server.js';
import type { StorageConfig } from '../config.js';
import { copyStoredFiles } from './copy-stored-files.js';
import { createFileStorage, InvalidStoredNameError, MissingStoredFileError, type FileStorage } from './storage.js';

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const listed = async (storage: FileStorage) => {
  const names: string[] = [];
  for await (const entry of storage.list()) names.push(entry.storedName);
  return names.sort();
};

let baseDir: string;
let s3: S3TestServer;
beforeAll(async () => {
  baseDir = await mkdtemp(path.join(os.tmpdir(), 'storage-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  await rm(baseDir, { recursive: true, force: true });
});

// Each test gets a storage of its own: a new folder, or a new key prefix in the shared bucket.
let count = 0;
const backends: [string, () => StorageConfig][] = [
  ['a local folder', () => ({ kind: 'local', dir: path.join(baseDir, `uploads-${++count}`, 'nested') })],
  ['an S3-compatible bucket', () => s3.storageConfig(`test-${++count}/`)],
];

describe.each(backends)('File storage in %s', (_name, configure) => {
  it('When a file is saved, then it is kept under a random name with its hash and size, and read back whole', async () => {
    const storage = createFileStorage(configure());
    const bytes = Buffer.from('Jane Doe, Registered Nurse');

    const stored = await storage.save(bytes);

    expect(stored.storedName).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(stored.sizeBytes).toBe(bytes.length);
    expect(await storage.read(stored.storedName)).toEqual(bytes);
    expect(await listed(storage)).toEqual([stored.storedName]);
  });

  it('When a file is opened, then it streams with its size', async () => {
    const storage = createFileStorage(configure());
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const { storedName } = await storage.save(bytes);

    const file = await storage.open(storedName);

    expect(file.sizeBytes).toBe(bytes.length);
    expect((await text(file.stream)).equals(bytes)).toBe(true);
  });

  it('When the same bytes are saved twice, then each save gets its own name', async () => {
    const storage = createFileStorage(configure());

    const [first, second] = await Promise.all([storage.save(Buffer.from('x')), storage.save(Buffer.from('x'))]);

    expect(first.storedName).not.toBe(second.storedName);
    expect(first.sha256).toBe(second.sha256);
  });

  it('When a file is removed, then it is gone, and removing it again is fine', async () => {
    const storage = createFileStorage(configure());
    const { storedName } = await storage.save(Buffer.from('bye'));

    await storage.remove(storedName);
    await storage.remove(storedName);

    expect(await listed(storage)).toEqual([]);
    await expect(storage.read(storedName)).rejects.toThrow(MissingStoredFileError);
    await expect(storage.open(storedName)).rejects.toThrow(MissingStoredFileError);
  });

  it.each(['../secret', '..', '/etc/passwd', 'a/b', '', 'ABCDEF0123456789abcdef0123456789', '0'.repeat(31)])(
    'When asked for "%s", then it refuses a name it never made',
    async (name) => {
      const storage = createFileStorage(configure());

      await expect(storage.read(name)).rejects.toThrow(InvalidStoredNameError);
      await expect(storage.open(name)).rejects.toThrow(InvalidStoredNameError);
      await expect(storage.remove(name)).rejects.toThrow(InvalidStoredNameError);
    },
  );
});

describe('File storage in a local folder', () => {
  it('When a save was cut off, then its half-written file is never listed, and is removed once old enough', async () => {
    const dir = path.join(baseDir, 'partials');
    const storage = createFileStorage({ kind: 'local', dir });
    const { storedName } = await storage.save(Buffer.from('whole'));
    const partial = path.join(dir, `.${'a'.repeat(32)}.partial`);
    await writeFile(partial, 'half');
    const anHourAgo = new Date(Date.now() - 3_600_000);

    expect(await listed(storage)).toEqual([storedName]);
    expect(await storage.removeLeftovers(anHourAgo)).toBe(0);
    await utimes(partial, anHourAgo, new Date(anHourAgo.getTime() - 1000));
    expect(await storage.removeLeftovers(anHourAgo)).toBe(1);
    expect(await readdir(dir)).toEqual([storedName]);
  });
});

describe('copying an upload folder into a bucket', () => {
  it('When the folder is copied, then the bucket holds every stored file under its name, and a second run copies nothing', async () => {
    const folder = createFileStorage({ kind: 'local', dir: path.join(baseDir, 'to-copy') });
    const files = await Promise.all(['one', 'two', 'three'].map((content) => folder.save(Buffer.from(content))));
    await writeFile(path.join(baseDir, 'to-copy', 'README.txt'), 'not a stored file');
    const bucket = createFileStorage(s3.storageConfig('copied/'));

    expect(await copyStoredFiles(folder, bucket)).toEqual({ copied: 3, skipped: 0 });

    for (const [index, file] of files.entries()) expect((await bucket.read(file.storedName)).toString()).toBe(['one', 'two', 'three'][index]);
    expect(await listed(bucket)).toEqual(files.map((file) => file.storedName).sort());
    expect(await copyStoredFiles(folder, bucket)).toEqual({ copied: 0, skipped: 3 });
  });

  it('When the bucket does not exist yet, then preparing the storage creates it, on every replica at once', async () => {
    const fresh = createFileStorage({ ...s3.storageConfig(), bucket: `fresh-${++count}` });

    await Promise.all([fresh.prepare(), fresh.prepare()]);

    const { storedName } = await fresh.save(Buffer.from('first file'));
    expect(await fresh.has(storedName)).toBe(true);
    expect(await fresh.has('f'.repeat(32))).toBe(false);
  });
});
