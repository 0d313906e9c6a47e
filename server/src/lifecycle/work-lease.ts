import { Prisma } from '../generated/prisma/client.js';
import type { PrismaClient } from '../db/database.js';
import { INSTANCE_ID } from './instance.js';

/**
 * Rows whose work (an analysis, an indexing) is done by the process that holds their lease while
 * they are `uploaded`. The owner renews the lease while it works; a row whose lease ran out was
 * left by a process that died, and any replica may take it over, one only (decision 105).
 */
export type LeasedWork = 'resume' | 'document';

// Fixed SQL per kind: the table and its pending state are never built from input.
const PENDING: Record<LeasedWork, { table: Prisma.Sql; isPending: Prisma.Sql }> = {
  resume: { table: Prisma.raw('"Resume"'), isPending: Prisma.raw(`"processingStatus" = 'uploaded'`) },
  document: { table: Prisma.raw('"Document"'), isPending: Prisma.raw(`"status" = 'uploaded'`) },
};

// Timestamps are stored as UTC without a zone (Prisma's DateTime), so the database's own clock is
// read in UTC: one clock for every replica, whatever the hosts' time zones.
const NOW = Prisma.raw(`(now() AT TIME ZONE 'UTC')`);
const leaseEnd = (leaseMs: number) => Prisma.sql`${NOW} + make_interval(secs => ${leaseMs / 1000})`;

/** The lease fields of a row this process creates and starts working on at once. */
export function newLease(leaseMs: number): { leaseOwner: string; leaseExpiresAt: Date } {
  return { leaseOwner: INSTANCE_ID, leaseExpiresAt: new Date(Date.now() + leaseMs) };
}

/**
 * Keeps this process's lease on a row alive while `work` runs (renewed every third of the lease),
 * so a long model call is never taken for a dead process's leftover.
 */
export async function whileLeased<T>(prisma: PrismaClient, kind: LeasedWork, id: string, leaseMs: number, work: () => Promise<T>): Promise<T> {
  const { table } = PENDING[kind];
  const renew = () =>
    prisma.$executeRaw`UPDATE ${table} SET "leaseExpiresAt" = ${leaseEnd(leaseMs)} WHERE id = ${id}::uuid AND "leaseOwner" = ${INSTANCE_ID}`;
  const timer = setInterval(() => void renew().catch(() => undefined), leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * Takes over up to `limit` pending rows whose lease has run out (or that never had one: rows
 * from before leases), in one statement: two replicas looking at once never get the same row.
 */
export async function claimAbandoned(prisma: PrismaClient, kind: LeasedWork, options: { leaseMs: number; limit: number }): Promise<string[]> {
  const { table, isPending } = PENDING[kind];
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE ${table} SET "leaseOwner" = ${INSTANCE_ID}, "leaseExpiresAt" = ${leaseEnd(options.leaseMs)}
    WHERE id IN (
      SELECT id FROM ${table}
      WHERE ${isPending} AND ("leaseExpiresAt" IS NULL OR "leaseExpiresAt" < ${NOW})
      ORDER BY "createdAt"
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id::text AS id`;
  return rows.map((row) => row.id);
}
