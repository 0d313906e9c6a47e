import type pg from 'pg';

/** A named SQL statement; values are always bound parameters ($1, $2, ...). */
export type PreparedStatement = { name: string; text: string };

/**
 * Runs a hot read as a named statement on the pg pool under Prisma: each connection parses and
 * plans it once, and Prisma's own work per query is skipped. For a page of the resume list on the
 * embedded database that work cost more than the query itself (decision 101); everything else
 * goes through Prisma.
 */
export type QueryPrepared = <Row extends pg.QueryResultRow>(statement: PreparedStatement, values: unknown[]) => Promise<Row[]>;

// PostgreSQL's duplicate_prepared_statement.
const ALREADY_PREPARED = '42P05';

/**
 * On the embedded database every pool connection is the same PostgreSQL session, and that
 * session outlives a connection the socket closed (it does after an error): a new connection,
 * which has prepared nothing yet, finds the statement already there. It is dropped and prepared
 * again, instead of that statement failing until the process restarts.
 */
export function queryPreparedOn(pool: pg.Pool): QueryPrepared {
  return async <Row extends pg.QueryResultRow>(statement: PreparedStatement, values: unknown[]) => {
    const client = await pool.connect();
    try {
      const query = { name: statement.name, text: statement.text, values };
      try {
        return (await client.query<Row>(query)).rows;
      } catch (error) {
        if ((error as { code?: unknown }).code !== ALREADY_PREPARED) throw error;
        await client.query(`DEALLOCATE "${statement.name}"`);
        return (await client.query<Row>(query)).rows;
      }
    } finally {
      client.release();
    }
  };
}
