import type { AppContext } from '../context.js';
import type { FileStorage, StoredEntry } from './storage.js';

// A process killed mid-upload can leave a half-written file, or a stored file whose row was never
// written (an upload writes its row right after its file). Such files are removed once older than
// `before`, never younger: a younger one may be another replica's upload whose row is coming.

/** Every table whose rows name stored files; a new kind of stored file adds its line here. */
const namedByRows = async (ctx: Pick<AppContext, 'prisma'>, names: string[]): Promise<Set<string>> => {
  const where = { storedName: { in: names } };
  const select = { storedName: true } as const;
  const rows = await Promise.all([
    ctx.prisma.resume.findMany({ where, select }),
    ctx.prisma.document.findMany({ where, select }),
    // Left to removePendingFiles, which strikes the name off once the file is gone.
    ctx.prisma.pendingFileDeletion.findMany({ where, select }),
  ]);
  return new Set(rows.flat().map((row) => row.storedName));
};

// Stored files are looked up against the rows this many at a time, so a large bucket is never
// held in memory at once.
const BATCH = 500;

async function* batches(entries: AsyncIterable<StoredEntry>): AsyncGenerator<StoredEntry[]> {
  let batch: StoredEntry[] = [];
  for await (const entry of entries) {
    batch.push(entry);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Removes the leftovers and the stored files no row names, written before `before`; answers how many. */
export async function sweepStoredFiles(ctx: Pick<AppContext, 'prisma' | 'logger' | 'storage'>, before: Date): Promise<number> {
  const storage: FileStorage = ctx.storage;
  let removed = await storage.removeLeftovers(before);
  for await (const batch of batches(storage.list())) {
    const named = await namedByRows(ctx, batch.map((entry) => entry.storedName));
    for (const entry of batch) {
      if (named.has(entry.storedName) || entry.modifiedAt >= before) continue;
      await storage.remove(entry.storedName);
      removed++;
    }
  }
  if (removed > 0) ctx.logger.warn({ removedFiles: removed }, 'removed stored files that interrupted uploads left');
  return removed;
}
