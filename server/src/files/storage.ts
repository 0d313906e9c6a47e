import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type StoredFile = { storedName: string; sha256: string; sizeBytes: number };

export type FileStorage = {
  save(bytes: Uint8Array): Promise<StoredFile>;
  read(storedName: string): Promise<Buffer>;
  /** Deleting a file that is already gone is not an error. */
  remove(storedName: string): Promise<void>;
  /** The absolute path of a stored file, for streaming it. */
  pathOf(storedName: string): string;
};

// Names are only ever made here: 32 hex characters, nothing a path could be built from.
const STORED_NAME = /^[0-9a-f]{32}$/;

export class InvalidStoredNameError extends Error {
  override name = 'InvalidStoredNameError';
}

/** Files kept under `uploadDir` by random names; the user's file name never touches the disk. */
export function createFileStorage(uploadDir: string): FileStorage {
  const root = path.resolve(uploadDir);

  const pathOf = (storedName: string): string => {
    if (!STORED_NAME.test(storedName)) throw new InvalidStoredNameError(`Not a stored file name: ${storedName}`);
    return path.join(root, storedName);
  };

  return {
    async save(bytes) {
      await mkdir(root, { recursive: true });
      const storedName = randomBytes(16).toString('hex');
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
      return {
        storedName,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        sizeBytes: bytes.byteLength,
      };
    },

    async read(storedName) {
      return readFile(pathOf(storedName));
    },

    async remove(storedName) {
      await rm(pathOf(storedName), { force: true });
    },

    pathOf,
  };
}

/**
 * Saves an upload's bytes, then records them (the database row) with `record`. When recording
 * fails the file is removed again, so a failed upload leaves neither a row nor a file.
 */
export async function saveAndRecord<T>(storage: FileStorage, bytes: Uint8Array, record: (stored: StoredFile) => Promise<T>): Promise<T> {
  const stored = await storage.save(bytes);
  try {
    return await record(stored);
  } catch (error) {
    await storage.remove(stored.storedName);
    throw error;
  }
}
