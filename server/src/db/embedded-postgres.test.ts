import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const MEMORY_SETTINGS = ['shared_buffers', 'maintenance_work_mem', 'work_mem', 'default_statistics_target'];

async function showMemorySettings(url: string): Promise<Record<string, string>> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; value: string }>(
      'SELECT name, current_setting(name) AS value FROM pg_settings WHERE name = ANY($1) ORDER BY name',
      [MEMORY_SETTINGS],
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  } finally {
    await client.end();
  }
}

// work_mem and maintenance_work_mem keep PostgreSQL's defaults: a query or an index build uses them only when it needs them.
const BOUNDED = { default_statistics_target: '30', maintenance_work_mem: '64MB', shared_buffers: '16MB', work_mem: '4MB' };

describe('embedded database memory (decision 107)', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'rw-embedded-'));
  const dataDir = path.join(parent, 'pglite');
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  // First in the file, while this test process's peak is still its own start's.
  it('When a new data directory is made, then its initdb runs in a child process and its memory never reaches the server', async () => {
    const peakMb = () => process.resourceUsage().maxRSS / 1024;
    const before = peakMb();
    const embedded = await startEmbeddedPostgres(path.join(parent, 'fresh'));
    try {
      expect(await showMemorySettings(embedded.url)).toEqual(BOUNDED);
    } finally {
      await embedded.stop();
    }
    // In the server, initdb raised the peak by about 600 MB; opening a made directory by about 150.
    expect(peakMb() - before).toBeLessThan(350);
  });

  it('When the server creates its data directory, then the database runs with a 16 MB buffer pool and smaller ANALYZE samples, and its configuration file says so', async () => {
    const embedded = await startEmbeddedPostgres(dataDir);
    try {
      expect(await showMemorySettings(embedded.url)).toEqual(BOUNDED);
    } finally {
      await embedded.stop();
    }
    expect(readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 16MB/m);
  });

  it('When a data directory made by an earlier release asks for 128 MB of buffers, then the server still runs it with 16 MB', async () => {
    const conf = path.join(dataDir, 'postgresql.conf');
    writeFileSync(conf, readFileSync(conf, 'utf8').replace(/^shared_buffers = .*$/m, 'shared_buffers = 128MB'));
    const embedded = await startEmbeddedPostgres(dataDir);
    try {
      expect(await showMemorySettings(embedded.url)).toEqual(BOUNDED);
    } finally {
      await embedded.stop();
    }
  });
});
