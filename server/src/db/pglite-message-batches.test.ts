import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { servePglite } from './embedded-postgres.js';

describe('protocol messages reach PGlite in batches (decision 115)', () => {
  let db: PGlite;
  let server: PGLiteSocketServer;
  let pool: pg.Pool; // as the server's: one connection, which pglite-socket serves at a time
  let callsIntoPglite = 0;

  beforeAll(async () => {
    db = await PGlite.create();
    const execute = db.execProtocolRawStream.bind(db);
    db.execProtocolRawStream = (message, options) => {
      callsIntoPglite++;
      return execute(message, options);
    };
    server = await servePglite(db);
    pool = new pg.Pool({ connectionString: `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`, max: 1 });
    await pool.query('SELECT 1');
  });
  afterAll(async () => {
    await pool.end();
    await server.stop();
    await db.close();
  });
  beforeEach(() => {
    callsIntoPglite = 0;
  });

  it('When a query with parameters is sent, then PGlite reads its Bind, Describe, Execute and Sync in one call', async () => {
    const query = { name: 'double', text: 'SELECT $1::int * 2 AS doubled', values: [21] };
    await pool.query(query); // parses and prepares the statement
    callsIntoPglite = 0;

    const { rows } = await pool.query(query);

    expect(rows).toEqual([{ doubled: 42 }]);
    expect(callsIntoPglite).toBe(1);
  });

  it('When a query of a batch fails, then the caller gets the error and the connection answers the next query', async () => {
    await expect(pool.query({ text: 'SELECT 1 / $1::int AS ratio', values: [0] })).rejects.toThrow('division by zero');

    expect((await pool.query({ text: 'SELECT $1::text AS word', values: ['next'] })).rows).toEqual([{ word: 'next' }]);
  });

  it('When a transaction fails halfway, then it rolls back as on a PostgreSQL server', async () => {
    const client = await pool.connect();
    try {
      await transactionThatFails(client);
    } finally {
      client.release();
    }
    expect((await pool.query('SELECT count(*)::int AS n FROM kept')).rows).toEqual([{ n: 0 }]);
  });

  async function transactionThatFails(client: pg.PoolClient) {
    await client.query('CREATE TABLE kept (n int)');
    await client.query('BEGIN');
    await client.query({ text: 'INSERT INTO kept VALUES ($1)', values: [1] });
    await expect(client.query({ text: 'INSERT INTO kept VALUES ($1::int / 0)', values: [2] })).rejects.toThrow('division by zero');
    await expect(client.query('SELECT 1')).rejects.toThrow('current transaction is aborted');
    await client.query('ROLLBACK');
  }

  it('When a message is larger than one socket read, then it is put together before PGlite reads it', async () => {
    const text = 'résumé '.repeat(300_000); // about 2.4 MB, many reads of the socket

    const { rows } = await pool.query({ text: 'SELECT length($1::text) AS characters, md5($1::text) AS digest', values: [text] });

    expect(rows[0]).toEqual({ characters: 2_100_000, digest: createHash('md5').update(text).digest('hex') });
  });

  it('When many callers share the one connection, then each gets its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => pool.query({ text: 'SELECT $1::int AS n', values: [i] })));

    expect(answers.map((answer) => answer.rows[0].n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
