import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStorage, InvalidStoredNameError } from './storage.js';

describe('createFileStorage', () => {
  let baseDir: string;
  let uploadDir: string;

  beforeEach(async () => {
    baseDir = await mkdtemp(path.join(os.tmpdir(), 'storage-'));
    uploadDir = path.join(baseDir, 'uploads', 'nested');
  });

  afterEach(async () => {
    await rm(baseDir, { recursive: true, force: true });
  });

  it('When a file is saved, then it lands under a random name with its hash and size, and nothing else is left', async () => {
    const storage = createFileStorage(uploadDir);
    const bytes = Buffer.from('Jane Doe, Registered Nurse');

    const stored = await storage.save(bytes);

    expect(stored.storedName).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(stored.sizeBytes).toBe(bytes.length);
    expect(await readdir(uploadDir)).toEqual([stored.storedName]);
    expect(await readFile(storage.pathOf(stored.storedName))).toEqual(bytes);
    expect(path.dirname(storage.pathOf(stored.storedName))).toBe(path.resolve(uploadDir));
  });

  it('When the same bytes are saved twice, then each save gets its own name', async () => {
    const storage = createFileStorage(uploadDir);

    const [first, second] = await Promise.all([storage.save(Buffer.from('x')), storage.save(Buffer.from('x'))]);

    expect(first.storedName).not.toBe(second.storedName);
    expect(first.sha256).toBe(second.sha256);
  });

  it('When a stored file is read, then its bytes come back', async () => {
    const storage = createFileStorage(uploadDir);
    const { storedName } = await storage.save(Buffer.from([0, 1, 2, 255]));

    expect(await storage.read(storedName)).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('When a file is removed, then it is gone, and removing it again is fine', async () => {
    const storage = createFileStorage(uploadDir);
    const { storedName } = await storage.save(Buffer.from('bye'));

    await storage.remove(storedName);
    await storage.remove(storedName);

    expect(await readdir(uploadDir)).toEqual([]);
    await expect(storage.read(storedName)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.each(['../secret', '..', '/etc/passwd', 'a/b', '', 'ABCDEF0123456789abcdef0123456789', '0'.repeat(31)])(
    'When asked for "%s", then it refuses a name it never made',
    async (name) => {
      const storage = createFileStorage(uploadDir);

      expect(() => storage.pathOf(name)).toThrow(InvalidStoredNameError);
      await expect(storage.read(name)).rejects.toThrow(InvalidStoredNameError);
      await expect(storage.remove(name)).rejects.toThrow(InvalidStoredNameError);
    },
  );
});
