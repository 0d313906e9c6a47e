import type { AppContext } from '../context.js';

// A transaction that deletes rows naming stored files writes the names into PendingFileDeletion
// in the same commit; the files are removed after it, and each name is struck off only once its
// file is gone. A crash between the two leaves the names, and the recovery chore (and the next
// start) removes the files then: a deleted row never leaves its file behind for good.

const BATCH = 100;

/**
 * Removes the stored files waiting for deletion (only `names` when given, else the oldest batch)
 * and strikes off each one removed; answers how many. A file the storage cannot remove now stays
 * listed for the next round.
 */
export async function removePendingFiles(ctx: Pick<AppContext, 'prisma' | 'storage' | 'logger'>, names?: string[]): Promise<number> {
  const pending = await ctx.prisma.pendingFileDeletion.findMany({
    where: names ? { storedName: { in: names } } : {},
    orderBy: { createdAt: 'asc' },
    take: names ? undefined : BATCH,
  });
  let removed = 0;
  for (const { storedName } of pending) {
    try {
      await ctx.storage.remove(storedName);
    } catch (error) {
      ctx.logger.warn({ err: error, storedName }, 'a deleted row’s stored file could not be removed yet; retried later');
      continue;
    }
    await ctx.prisma.pendingFileDeletion.delete({ where: { storedName } });
    removed++;
  }
  return removed;
}
