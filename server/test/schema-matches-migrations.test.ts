import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { openTestDatabase } from './support/test-database.js';

// The migrations are written by hand, so this test holds them to schema.prisma: every model is a
// table, every scalar field a column with the matching type and nullability.
const schemaPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prisma/schema.prisma');

type Field = { model: string; name: string; type: string; isOptional: boolean; isList: boolean; nativeType?: string };

function scalarFields(schema: string): { models: string[]; fields: Field[] } {
  const models: string[] = [];
  const fields: Field[] = [];
  const modelNames = new Set([...schema.matchAll(/^model (\w+) \{/gm)].map((match) => match[1]!));
  for (const block of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const model = block[1]!;
    models.push(model);
    for (const line of block[2]!.split('\n')) {
      // Unsupported("vector") and the like: checked by the Postgres type's name (udt_name).
      const unsupported = /^\s+(\w+)\s+Unsupported\("(\w+)"\)(\?)?/.exec(line);
      if (unsupported) {
        fields.push({ model, name: unsupported[1]!, type: 'Unsupported', isList: false, isOptional: Boolean(unsupported[3]), nativeType: unsupported[2] });
        continue;
      }
      const match = /^\s+(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!match || line.trim().startsWith('//') || line.trim().startsWith('@@')) continue;
      const [, name, type, list, optional, rest] = match;
      if (modelNames.has(type!)) continue; // a relation, not a column
      fields.push({ model, name: name!, type: type!, isList: Boolean(list), isOptional: Boolean(optional), nativeType: /@db\.(\w+)/.exec(rest!)?.[1] });
    }
  }
  return { models, fields };
}

const postgresType: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  DateTime: 'timestamp without time zone',
  Json: 'jsonb',
  Float: 'double precision',
};
const nativeTypes: Record<string, string> = { Uuid: 'uuid' };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('migrations against schema.prisma', () => {
  const { models, fields } = scalarFields(readFileSync(schemaPath, 'utf8'));

  it('When migrated, then every model of the schema is a table and nothing else is', async () => {
    const { rows } = await database.pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual([...models].sort());
  });

  it('When migrated, then every field is a column of the right type and nullability', async () => {
    const { rows } = await database.pool.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string; udt_name: string; domain_name: string | null }>(
      `SELECT table_name, column_name, data_type, is_nullable, udt_name, domain_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const columns = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
    for (const field of fields) {
      const column = columns.get(`${field.model}.${field.name}`);
      expect(column, `${field.model}.${field.name} is missing`).toBeDefined();
      if (field.type === 'Unsupported') {
        // A domain answers by its own name (test:wire's stand-in vector type is one).
        expect(column!.domain_name ?? column!.udt_name, `${field.model}.${field.name}`).toBe(field.nativeType);
        expect(column!.is_nullable, `${field.model}.${field.name} nullability`).toBe(field.isOptional ? 'YES' : 'NO');
        continue;
      }
      const expected = field.nativeType ? nativeTypes[field.nativeType] : postgresType[field.type];
      const actual = field.isList ? column!.udt_name : column!.data_type;
      expect(actual, `${field.model}.${field.name}`).toBe(field.isList ? `_${expected}` : expected);
      expect(column!.is_nullable, `${field.model}.${field.name} nullability`).toBe(field.isOptional ? 'YES' : 'NO');
    }
    const known = new Set(fields.map((field) => `${field.model}.${field.name}`));
    const extra = rows
      .map((row) => `${row.table_name}.${row.column_name}`)
      .filter((key) => !key.startsWith('_prisma_migrations.') && !known.has(key));
    expect(extra).toEqual([]);
  });

  it('When Prisma reads every model, then each query succeeds against the migrated tables', async () => {
    const client = database.prisma as unknown as Record<string, { findMany: (args: object) => Promise<unknown[]> }>;
    for (const model of models) {
      const delegate = client[model.charAt(0).toLowerCase() + model.slice(1)]!;
      // Selecting every scalar makes Prisma name each column; a missing or mistyped one throws.
      // Prisma's client cannot read Unsupported fields; raw SQL does.
      const readable = fields.filter((field) => field.model === model && field.type !== 'Unsupported');
      const select = Object.fromEntries(readable.map((field) => [field.name, true]));
      expect(Array.isArray(await delegate.findMany({ select, take: 1 }))).toBe(true);
    }
  });

  it('When migrated, then both organisations exist and the bookkeeping matches Prisma Migrate', async () => {
    const tenants = await database.prisma.tenant.findMany({ orderBy: { name: 'asc' } });
    expect(tenants.map((tenant) => tenant.name)).toEqual(['Capital Holdings', 'Healthcare']);
    const { rows } = await database.pool.query('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.finished_at).not.toBeNull();
    }
  });
});
