import type { AppContext } from '../../context.js';

// The dashboard's aggregates in raw SQL (COUNT ... FILTER, GROUP BY, generate_series), which
// Prisma's query builder cannot express; values are always bound parameters.

/** Rows per status value, e.g. { processed: 12, parsed: 3 }; a status with no rows is absent. */
export type StatusCounts = Record<string, number>;

export type StatusTotals = {
  resumeStatuses: StatusCounts;
  resumesWithSummaries: number;
  outreachStatuses: StatusCounts;
  documentStatuses: StatusCounts;
};

/** Every row of the tenant counted by status, in one statement; each count reads only an index. */
export async function countByStatus(ctx: AppContext, tenantId: string): Promise<StatusTotals> {
  const [row] = await ctx.prisma.$queryRaw<StatusTotals[]>`
    SELECT
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM (
         SELECT "processingStatus" AS status, count(*)::int AS n FROM "Resume"
         WHERE "tenantId" = ${tenantId}::uuid GROUP BY 1) AS r) AS "resumeStatuses",
      (SELECT count(*)::int FROM "Resume"
         WHERE "tenantId" = ${tenantId}::uuid AND ("bulletSummary" <> '' OR "paragraphSummary" <> '')) AS "resumesWithSummaries",
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM (
         SELECT status, count(*)::int AS n FROM "Outreach"
         WHERE "tenantId" = ${tenantId}::uuid GROUP BY 1) AS o) AS "outreachStatuses",
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM (
         SELECT status, count(*)::int AS n FROM "Document"
         WHERE "tenantId" = ${tenantId}::uuid GROUP BY 1) AS d) AS "documentStatuses"`;
  return row!;
}

export type ActivityDay = { date: string; resumes: number; outreach: number; documents: number };

/**
 * One row per day of the last `days` days up to today in `timeZone`, oldest first, zero where
 * nothing happened. Resumes and documents count on the day they were uploaded, outreach on the
 * day it was sent. The columns hold UTC without a zone, hence the two AT TIME ZONE steps.
 */
export async function countPerDay(ctx: AppContext, options: { tenantId: string; timeZone: string; days: number }): Promise<ActivityDay[]> {
  const { tenantId, timeZone, days } = options;
  return ctx.prisma.$queryRaw<ActivityDay[]>`
    WITH window_days AS (
      SELECT (now() AT TIME ZONE ${timeZone})::date - back AS day
      FROM generate_series(${days - 1}::int, 0, -1) AS back
    ), since AS (
      -- The first instant of the window, as the UTC timestamp the columns store.
      SELECT (min(day)::timestamp AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC' AS utc FROM window_days
    ), resumes AS (
      SELECT (("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date AS day, count(*)::int AS n
      FROM "Resume", since WHERE "tenantId" = ${tenantId}::uuid AND "createdAt" >= since.utc GROUP BY 1
    ), outreach AS (
      SELECT (("sentAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date AS day, count(*)::int AS n
      FROM "Outreach", since WHERE "tenantId" = ${tenantId}::uuid AND "sentAt" >= since.utc GROUP BY 1
    ), documents AS (
      SELECT (("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date AS day, count(*)::int AS n
      FROM "Document", since WHERE "tenantId" = ${tenantId}::uuid AND "createdAt" >= since.utc GROUP BY 1
    )
    SELECT to_char(w.day, 'YYYY-MM-DD') AS date,
           coalesce(r.n, 0) AS resumes, coalesce(o.n, 0) AS outreach, coalesce(d.n, 0) AS documents
    FROM window_days AS w
    LEFT JOIN resumes AS r USING (day)
    LEFT JOIN outreach AS o USING (day)
    LEFT JOIN documents AS d USING (day)
    ORDER BY w.day`;
}
