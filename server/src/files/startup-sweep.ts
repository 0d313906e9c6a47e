import type { AppContext } from '../context.js';
import type { FileStorage, StoredEntry } from './storage.js';

// A process killed mid-upload can leave a half-written file, a stored file whose row was never
// written, or a row whose analysis never ran. Run once at start, before the server listens (one
// process per deployment, decision 9), so no upload of this process is in flight.

/** Every table whose rows name stored files; a new kind of stored file adds its line here. */
const namedByRows = async (ctx: Pick<AppContext, 'prisma'>, names: string[]): Promise<Set<string>> => {
  const where = { storedName: { in: names } };
  const select = { storedName: true } as const;
  const rows = await Promise.all([ctx.prisma.resume.findMany({ where, select }), ctx.prisma.document.findMany({ where, select })]);
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

/** Removes the stored files that no row names, written before `before`; answers their names. */
async function removeUnnamedFiles(ctx: Pick<AppContext, 'prisma'>, storage: FileStorage, before: Date): Promise<string[]> {
  const removed: string[] = [];
  for await (const batch of batches(storage.list())) {
    const named = await namedByRows(ctx, batch.map((entry) => entry.storedName));
    for (const entry of batch) {
      if (named.has(entry.storedName) || entry.modifiedAt >= before) continue;
      await storage.remove(entry.storedName);
      removed.push(entry.storedName);
    }
  }
  return removed;
}

export type SweepResult = { removedFiles: number; interruptedResumes: number };

export async function sweepAfterCrash(ctx: Pick<AppContext, 'prisma' | 'logger' | 'storage'>): Promise<SweepResult> {
  const now = new Date();
  const leftovers = await ctx.storage.removeLeftovers(now);
  const unnamed = await removeUnnamedFiles(ctx, ctx.storage, now);

  // A row still "uploaded" had its analysis cut off: say so, so it can be retried.
  const { count: interruptedResumes } = await ctx.prisma.resume.updateMany({
    where: { processingStatus: 'uploaded' },
    data: { processingStatus: 'failed', errorMessage: 'The analysis was interrupted by a server restart. Please try again.' },
  });
  const removedFiles = leftovers + unnamed.length;
  if (removedFiles > 0 || interruptedResumes > 0) {
    ctx.logger.warn({ removedFiles, interruptedResumes }, 'cleaned up after an interrupted run');
  }
  return { removedFiles, interruptedResumes };
}
