import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { maintainTables, needsMaintenance } from './embedded-maintenance.js';

const stats = (overrides: Partial<Parameters<typeof needsMaintenance>[0]>) => ({
  table: 'Outreach',
  dead: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
  rows: 10_000,
  isAnalyzed: true,
  ...overrides,
});

describe('needsMaintenance (autovacuum default thresholds)', () => {
  it.each([
    ['a fifth of the rows are dead', { dead: 2_051 }, true],
    ['just under a fifth are dead', { dead: 2_050 }, false],
    ['3,001 rows were inserted into 10,000', { insertedSinceVacuum: 3_001 }, true],
    ['a tenth changed since the last ANALYZE', { modifiedSinceAnalyze: 1_051 }, true],
    ['nothing changed', {}, false],
    ['a table never analysed got its first rows', { rows: -1, isAnalyzed: false, modifiedSinceAnalyze: 3 }, true],
    ['a table never analysed is still empty', { rows: -1, isAnalyzed: false }, false],
  ])('When %s, then it is %s', (_label, overrides, expected) => {
    expect(needsMaintenance(stats(overrides))).toBe(expected);
  });
});

describe('maintainTables on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => database.close());

  it('When a table has changed enough, then it is vacuumed and analysed, and the next pass leaves it alone', async () => {
    await database.pool.query(`INSERT INTO "Tenant" ("id", "name") SELECT gen_random_uuid(), 'Tenant ' || i FROM generate_series(1, 2000) AS i`);
    expect(await maintainTables(database.pool)).toContain('Tenant');
    const { rows } = await database.pool.query(`SELECT last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'Tenant'`);
    expect(rows[0].last_vacuum).not.toBeNull();
    expect(rows[0].last_analyze).not.toBeNull();
    expect(await maintainTables(database.pool)).not.toContain('Tenant');
  });
});
