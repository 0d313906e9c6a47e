import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.js';
import type { Database } from './database.js';

describe('the database pool', () => {
  let database: Database | undefined;
  const warnings: string[] = [];
  const collect = (warning: Error) => warnings.push(warning.message);
  afterEach(async () => {
    process.off('warning', collect);
    await database?.close();
  });

  it('When new connections are used at once by concurrent callers, then no query is sent while another runs on the same connection', async () => {
    process.on('warning', collect);

    database = await openTestDatabase();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => database!.pool.query<{ n: number }>('SELECT $1::int AS n', [i])));
    const settings = await database.pool.query<{ ef: string }>('SELECT current_setting($1) AS ef', ['hnsw.ef_search']);
    // Node emits warnings on the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));

    expect(warnings).not.toContainEqual(expect.stringContaining('already executing a query'));
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual([...Array(12).keys()]);
    // The per-connection vector search settings are still in force for the callers' queries.
    expect(Number(settings.rows[0]!.ef)).toBeGreaterThan(40);
  });
});
