import type { PrismaClient } from '../db/database.js';
import { INSTANCE_ID } from './instance.js';

/**
 * Asks to run the chore `name` for the next `leaseMs`: true when no other replica holds it (or
 * this one already does, which renews it). One statement, so two replicas asking at once never
 * both get it; a replica that dies lets the lease run out and another takes the chore over. A
 * lease row rather than an advisory lock: the lock would pin one of the pool's connections for
 * as long as it is held, and the embedded database's pool has only one.
 */
export async function tryLeadChore(prisma: PrismaClient, name: string, leaseMs: number): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ owner: string }[]>`
    INSERT INTO "ChoreLease" (name, owner, "expiresAt")
    VALUES (${name}, ${INSTANCE_ID}, (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseMs / 1000}))
    ON CONFLICT (name) DO UPDATE SET owner = EXCLUDED.owner, "expiresAt" = EXCLUDED."expiresAt"
    WHERE "ChoreLease"."expiresAt" < (now() AT TIME ZONE 'UTC') OR "ChoreLease".owner = EXCLUDED.owner
    RETURNING owner`;
  return rows.length === 1;
}

/**
 * Gives the chore `name` up, if this replica holds it: a replica that stops (an upgrade rolling
 * through) hands a long-leased chore over at once instead of leaving it idle until the lease runs
 * out. Another replica's lease is never touched.
 */
export async function releaseChore(prisma: PrismaClient, name: string): Promise<void> {
  await prisma.choreLease.deleteMany({ where: { name, owner: INSTANCE_ID } });
}
