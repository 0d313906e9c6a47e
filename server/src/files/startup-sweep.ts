import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context.js';

// A process killed mid-upload can leave a `.partial` file, a stored file whose row was never
// written, or a row whose analysis never ran. Run once at start, before the server listens (one
// process per deployment, decision 9), so no upload of this process is in flight.

const STORED_NAME = /^[0-9a-f]{32}$/;
const PARTIAL_NAME = /^\.[0-9a-f]{32}\.partial$/;

/** Every table whose rows name stored files; a new kind of stored file adds its line here. */
const namedByRows = async (ctx: Pick<AppContext, 'prisma'>, names: string[]): Promise<Set<string>> => {
  const where = { storedName: { in: names } };
  const select = { storedName: true } as const;
  const rows = await Promise.all([ctx.prisma.resume.findMany({ where, select }), ctx.prisma.document.findMany({ where, select })]);
  return new Set(rows.flat().map((row) => row.storedName));
};

export type SweepResult = { removedFiles: string[]; interruptedResumes: number };

export async function sweepAfterCrash(ctx: Pick<AppContext, 'config' | 'prisma' | 'logger'>): Promise<SweepResult> {
  const root = path.resolve(ctx.config.uploadDir);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  const stored = files.filter((name) => STORED_NAME.test(name));
  const named = stored.length > 0 ? await namedByRows(ctx, stored) : new Set<string>();
  // Only names this app makes are considered; anything else under UPLOAD_DIR is left alone.
  const orphans = [...files.filter((name) => PARTIAL_NAME.test(name)), ...stored.filter((name) => !named.has(name))];
  for (const name of orphans) await rm(path.join(root, name), { force: true });

  // A row still "uploaded" had its analysis cut off: say so, so it can be retried.
  const { count: interruptedResumes } = await ctx.prisma.resume.updateMany({
    where: { processingStatus: 'uploaded' },
    data: { processingStatus: 'failed', errorMessage: 'The analysis was interrupted by a server restart. Please try again.' },
  });
  if (orphans.length > 0 || interruptedResumes > 0) {
    ctx.logger.warn({ removedFiles: orphans.length, interruptedResumes }, 'cleaned up after an interrupted run');
  }
  return { removedFiles: orphans, interruptedResumes };
}
