import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

// A named statement that fails once (a value its parameter's type cannot hold) must not stay
// broken: on the embedded database the connection is replaced after the error, and the next
// connection met the statement still prepared in the one session ("already exists") on every
// call until a restart (decision 114); and the first call after the error met a refused
// connection ("Connection terminated unexpectedly", decision 115). The resume list went down for
// everyone that way.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('queryPrepared after an error', () => {
  it('When a named statement fails once, then it answers again after the connection is replaced', async () => {
    const statement = { name: 'prepared-statement-test', text: 'SELECT $1::int AS "value"' };
    expect(await t.ctx.queryPrepared(statement, [1])).toEqual([{ value: 1 }]);
    await expect(t.ctx.queryPrepared(statement, [99_999_999_999])).rejects.toThrow(/out of range/);

    const later: unknown[] = [];
    for (const value of [2, 3, 4]) later.push(await t.ctx.queryPrepared(statement, [value]).catch((error: Error) => error.message));
    expect(later).toEqual([[{ value: 2 }], [{ value: 3 }], [{ value: 4 }]]);
  });
});
