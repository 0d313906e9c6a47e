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

export function queryPreparedOn(pool: pg.Pool): QueryPrepared {
  return async <Row extends pg.QueryResultRow>(statement: PreparedStatement, values: unknown[]) =>
    (await pool.query<Row>({ name: statement.name, text: statement.text, values })).rows;
}
