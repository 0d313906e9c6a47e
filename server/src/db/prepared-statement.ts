import pg from 'pg';

/** A statement with $1, $2, ... of the given PostgreSQL types, e.g. ['uuid', 'int']. */
export type PreparedStatement = { name: string; parameterTypes: string[]; text: string };

/** Values a prepared statement takes: text (a uuid is text) and whole numbers. */
export type StatementValue = string | number;

/**
 * Runs a hot read as a prepared statement on the pg pool under Prisma, skipping Prisma's own
 * work per query, which on the embedded database cost more than the query (decision 101).
 *
 * The statement is prepared once per connection (`PREPARE`) and then run as `EXECUTE name(...)`
 * over the simple query protocol: the embedded database's socket server takes each message of
 * the extended protocol (bind, describe, execute, sync) on its own, each a pass through PGlite
 * and a socket write, and a page of the resume list cost 159 µs of CPU that way against 118.
 * So values travel as SQL literals: strings quoted by pg's escapeLiteral, numbers only when they
 * are safe integers; PostgreSQL then casts each to the parameter's declared type, as with a bind.
 */
export type QueryPrepared = <Row extends pg.QueryResultRow>(statement: PreparedStatement, values: StatementValue[]) => Promise<Row[]>;

export function queryPreparedOn(pool: pg.Pool): QueryPrepared {
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  return async <Row extends pg.QueryResultRow>(statement: PreparedStatement, values: StatementValue[]) => {
    const execute = `EXECUTE ${statement.name} (${values.map(sqlLiteral).join(', ')})`;
    const client = await pool.connect();
    try {
      let prepared = preparedOn.get(client);
      if (!prepared) preparedOn.set(client, (prepared = new Set()));
      if (!prepared.has(statement.name)) {
        await client.query(`PREPARE ${statement.name} (${statement.parameterTypes.join(', ')}) AS ${statement.text}`);
        prepared.add(statement.name);
      }
      const { rows } = await client.query<Row>(execute);
      client.release();
      return rows;
    } catch (error) {
      // Like pool.query: a connection that failed a query is not handed out again.
      client.release(error as Error);
      throw error;
    }
  };
}

function sqlLiteral(value: StatementValue): string {
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number for a prepared statement: ${value}`);
  return String(value);
}
