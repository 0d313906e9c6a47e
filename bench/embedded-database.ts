// The built server's embedded database, opened by the bench itself to seed rows in bulk.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';

/** Opens the server's PGlite files in this process while the server is stopped (one process may open them). */
export async function withDatabase(dataDir: string, use: (db: PGlite) => Promise<void>): Promise<void> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { vector } });
  try {
    await use(db);
  } finally {
    await db.close();
  }
}

/** The tenant and id of the user registered with `email`, to own seeded rows. */
export async function ownerOf(db: PGlite, email: string): Promise<{ tenantId: string; userId: string }> {
  const { rows } = await db.query<{ tenantId: string; userId: string }>('SELECT "tenantId", id AS "userId" FROM "User" WHERE email = $1', [email]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0];
}
