import type { Readable } from 'node:stream';
import type { S3StorageConfig, StorageConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';

export type StoredFile = { storedName: string; sha256: string; sizeBytes: number };

/** A stored file as the clean-up sees it: its name and when it was written. */
export type StoredEntry = { storedName: string; modifiedAt: Date };

/**
 * Where uploads live: a local folder (the embedded default) or an S3-compatible bucket shared by
 * every replica. Modules go through this and never build a path or a key themselves.
 */
export type FileStorage = {
  /** Where the files are, for the start-up log: a folder, or s3://bucket/prefix. */
  readonly location: string;
  /** Checks the storage can be used (the bucket exists, creating it if it may), before the server listens. */
  prepare(): Promise<void>;
  save(bytes: Uint8Array): Promise<StoredFile>;
  /** Stores bytes under the name another storage gave them: for copying files between storages. */
  saveAs(storedName: string, bytes: Uint8Array): Promise<void>;
  has(storedName: string): Promise<boolean>;
  read(storedName: string): Promise<Buffer>;
  /** The file as a stream with its size; rejects with MissingStoredFileError when it is gone. */
  open(storedName: string): Promise<{ sizeBytes: number; stream: Readable }>;
  /** Deleting a file that is already gone is not an error. */
  remove(storedName: string): Promise<void>;
  /** Every stored file, in no particular order. */
  list(): AsyncIterable<StoredEntry>;
  /** Deletes what interrupted saves left behind before `before` (half-written files). */
  removeLeftovers(before: Date): Promise<number>;
};

// Names are only ever made by the backends: 32 hex characters, nothing a path or key could be
// built from.
export const STORED_NAME = /^[0-9a-f]{32}$/;

export class InvalidStoredNameError extends Error {
  override name = 'InvalidStoredNameError';
}

export class MissingStoredFileError extends Error {
  override name = 'MissingStoredFileError';
}

/** Refuses any name the storage did not make, before it reaches a path or a key. */
export function checkStoredName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new InvalidStoredNameError(`Not a stored file name: ${storedName}`);
  return storedName;
}

export const s3Location = (config: S3StorageConfig) => `s3://${config.bucket}/${config.prefix}`;

export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.kind === 'local') return createLocalStorage(config.dir);
  // The AWS SDK takes a few hundred milliseconds to load: only deployments with a bucket pay it,
  // and they load it while the server starts (prepare() waits for it before the server listens).
  const loaded = import('./s3-storage.js').then((module) => module.createS3Storage(config));
  return {
    location: s3Location(config),
    prepare: async () => (await loaded).prepare(),
    save: async (bytes) => (await loaded).save(bytes),
    saveAs: async (storedName, bytes) => (await loaded).saveAs(storedName, bytes),
    has: async (storedName) => (await loaded).has(storedName),
    read: async (storedName) => (await loaded).read(storedName),
    open: async (storedName) => (await loaded).open(storedName),
    remove: async (storedName) => (await loaded).remove(storedName),
    async *list() {
      yield* (await loaded).list();
    },
    removeLeftovers: async (before) => (await loaded).removeLeftovers(before),
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
