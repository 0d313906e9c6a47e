import type { FileStorage } from './storage.js';

export type CopyProgress = { copied: number; skipped: number };

/**
 * Copies every stored file of `from` into `to` under the same name (rows keep naming them), for
 * moving an existing upload folder into a bucket. Files `to` already has are skipped, so an
 * interrupted copy simply runs again.
 */
export async function copyStoredFiles(from: FileStorage, to: FileStorage, onProgress?: (progress: CopyProgress) => void): Promise<CopyProgress> {
  const progress: CopyProgress = { copied: 0, skipped: 0 };
  await to.prepare();
  for await (const { storedName } of from.list()) {
    if (await to.has(storedName)) {
      progress.skipped++;
    } else {
      await to.saveAs(storedName, await from.read(storedName));
      progress.copied++;
    }
    onProgress?.({ ...progress });
  }
  return progress;
}
