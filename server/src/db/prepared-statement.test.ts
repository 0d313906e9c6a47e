import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.js';
import type { Database } from './database.js';
import type { PreparedStatement } from './prepared-statement.js';

// Values reach a prepared statement as SQL literals (EXECUTE over the simple protocol): whatever
// a string holds must arrive as that string, and nothing but whole numbers passes as a number.
const ECHO: PreparedStatement = { name: 'echo_for_test', parameterTypes: ['text', 'int'], text: 'SELECT $1 AS "text", $2 + 1 AS "next"' };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('prepared statements', () => {
  it.each([
    ['quotes', `O'Brien'); DROP TABLE "Tenant"; --`],
    ['backslashes', String.raw`C:\new\table \' \\`],
    ['unicode and a dollar quote', 'Zoë $$ 日本 $tag$'],
  ])('When a value holds %s, then the statement receives it unchanged and runs nothing else', async (_label, text) => {
    const rows = await database.queryPrepared<{ text: string; next: number }>(ECHO, [text, 41]);
    expect(rows).toEqual([{ text, next: 42 }]);
    const { rows: tenants } = await database.pool.query('SELECT count(*)::int AS n FROM "Tenant"');
    expect(tenants[0].n).toBeGreaterThan(0);
  });

  it('When a statement runs again on its connection, then it runs (a second PREPARE of the name would fail)', async () => {
    await database.queryPrepared(ECHO, ['first', 1]);
    await expect(database.queryPrepared(ECHO, ['second', 2])).resolves.toEqual([{ text: 'second', next: 3 }]);
  });

  it.each([[1.5], [Number.NaN], [2 ** 60]])('When a number is %s, then it is refused before reaching the database', async (value) => {
    await expect(database.queryPrepared(ECHO, ['x', value])).rejects.toThrow('Not a whole number');
  });
});
