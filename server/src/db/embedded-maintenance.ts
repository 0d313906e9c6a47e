import type pg from 'pg';
import { startBackgroundLoop, type BackgroundLoop } from '../lifecycle/background-loop.js';
import type { Logger } from '../logger.js';

/**
 * PostgreSQL's autovacuum, for the embedded database, which has none. Without it the tables of
 * `npm start` would only grow (dead rows of every update stay), the planner would work without
 * statistics, and counts could never be index-only (the visibility map is set by VACUUM): the
 * dashboard's counts over 50,000 messages took 90 ms instead of 35 (decision 62).
 *
 * Every minute (autovacuum's naptime), the tables past autovacuum's default thresholds are
 * vacuumed and analysed one at a time, so each pause of the single embedded connection stays
 * short (about 0.3 s for 50,000 messages). A server on DATABASE_URL keeps PostgreSQL's own.
 */
const NAP_MS = 60_000;

// autovacuum_vacuum_threshold / _scale_factor, autovacuum_vacuum_insert_threshold / _scale_factor,
// autovacuum_analyze_threshold / _scale_factor: PostgreSQL's defaults.
const THRESHOLDS = { vacuum: [50, 0.2], vacuumInserts: [1000, 0.2], analyze: [50, 0.1] } as const;

type TableStats = { table: string; dead: number; insertedSinceVacuum: number; modifiedSinceAnalyze: number; rows: number; isAnalyzed: boolean };

const over = ([base, scale]: readonly [number, number], count: number, rows: number) => count > base + scale * rows;

/** Whether a table has changed enough since its last VACUUM or ANALYZE for autovacuum to take it. */
export function needsMaintenance(stats: TableStats): boolean {
  const rows = Math.max(stats.rows, 0);
  if (!stats.isAnalyzed && stats.modifiedSinceAnalyze > 0) return true;
  return (
    over(THRESHOLDS.vacuum, stats.dead, rows) ||
    over(THRESHOLDS.vacuumInserts, stats.insertedSinceVacuum, rows) ||
    over(THRESHOLDS.analyze, stats.modifiedSinceAnalyze, rows)
  );
}

async function readStats(pool: pg.Pool): Promise<TableStats[]> {
  // The embedded backend reports its counters lazily: flush them before reading.
  await pool.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await pool.query<TableStats>(`
    SELECT s.relname AS "table", s.n_dead_tup::int AS "dead", s.n_ins_since_vacuum::int AS "insertedSinceVacuum",
           s.n_mod_since_analyze::int AS "modifiedSinceAnalyze", c.reltuples::float8 AS "rows",
           (s.last_analyze IS NOT NULL OR s.last_autoanalyze IS NOT NULL) AS "isAnalyzed"
    FROM pg_stat_user_tables AS s JOIN pg_class AS c ON c.oid = s.relid
    WHERE s.schemaname = 'public'`);
  return rows;
}

/** One pass: the tables past the thresholds, vacuumed and analysed; returns their names. */
export async function maintainTables(pool: pg.Pool): Promise<string[]> {
  const due = (await readStats(pool)).filter(needsMaintenance).map((stats) => stats.table);
  for (const table of due) await pool.query(`VACUUM (ANALYZE) "${table.replaceAll('"', '""')}"`);
  return due;
}

/** Starts the passes: one at once (a restart after a large import), then one a minute. */
export function startEmbeddedMaintenance(pool: pg.Pool, logger: Logger): BackgroundLoop {
  return startBackgroundLoop({
    delayAfterError: NAP_MS,
    onError: (error) => logger.warn({ err: error }, 'embedded database maintenance failed'),
    async step() {
      const started = performance.now();
      const tables = await maintainTables(pool);
      if (tables.length > 0) logger.debug({ tables, ms: Math.round(performance.now() - started) }, 'embedded database vacuumed');
      return NAP_MS;
    },
  });
}
