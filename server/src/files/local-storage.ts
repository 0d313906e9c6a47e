import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkStoredName, MissingStoredFileError, STORED_NAME, type FileStorage } from './storage.js';

const PARTIAL_NAME = /^\.[0-9a-f]{32}\.partial$/;

/** Files kept under `dir` by random names; the user's file name never touches the disk. */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const pathOf = (storedName: string) => path.join(root, checkStoredName(storedName));

  const missingAsTyped = (storedName: string) => (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingStoredFileError(`No stored file ${storedName}`);
    throw error;
  };

  const saveAs = async (storedName: string, bytes: Uint8Array) => {
    await mkdir(root, { recursive: true });
    const finalPath = pathOf(storedName);
    // Write under a temporary name and rename, which is atomic: a crash mid-write never leaves
    // a half file under a real name. The dot prefix keeps it out of the stored-name pattern.
    const temporaryPath = path.join(root, `.${storedName}.partial`);
    try {
      await writeFile(temporaryPath, bytes, { flag: 'wx' });
      await rename(temporaryPath, finalPath);
    } catch (error) {
      await rm(temporaryPath, { force: true });
      throw error;
    }
  };

  return {
    location: root,

    async prepare() {
      await mkdir(root, { recursive: true });
    },

    async save(bytes) {
      const storedName = randomBytes(16).toString('hex');
      await saveAs(storedName, bytes);
      return { storedName, sha256: createHash('sha256').update(bytes).digest('hex'), sizeBytes: bytes.byteLength };
    },

    saveAs,

    async has(storedName) {
      return (await stat(pathOf(storedName)).catch(() => undefined))?.isFile() ?? false;
    },

    async read(storedName) {
      return readFile(pathOf(storedName)).catch(missingAsTyped(storedName));
    },

    async open(storedName) {
      const file = await open(pathOf(storedName), 'r').catch(missingAsTyped(storedName));
      try {
        const { size } = await file.stat();
        // The stream owns the descriptor from here and closes it when it ends or is destroyed.
        return { sizeBytes: size, stream: createReadStream('', { fd: file }) };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async remove(storedName) {
      await rm(pathOf(storedName), { force: true });
    },

    async *list() {
      const names = await readdir(root).catch(() => [] as string[]);
      for (const storedName of names.filter((name) => STORED_NAME.test(name))) {
        const info = await stat(path.join(root, storedName)).catch(() => undefined);
        if (info?.isFile()) yield { storedName, modifiedAt: info.mtime };
      }
    },

    async removeLeftovers(before) {
      const names = await readdir(root).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((entry) => PARTIAL_NAME.test(entry))) {
        const info = await stat(path.join(root, name)).catch(() => undefined);
        if (info && info.mtime < before) {
          await rm(path.join(root, name), { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
