import type { AppContext } from '../../context.js';

// The dashboard's aggregates in raw SQL (COUNT ... FILTER, GROUP BY, generate_series), which
// Prisma's query builder cannot express; values are always bound parameters. Outreach counts add
// the anonymous counts an erase left (ErasedOutreach), so erasing a candidate changes no figure.

/** Rows per status value, e.g. { processed: 12, parsed: 3 }; a status with no rows is absent. */
export type StatusCounts = Record<string, number>;

export type StatusTotals = {
  resumeStatuses: StatusCounts;
  resumesWithSummaries: number;
  outreachStatuses: StatusCounts;
  documentStatuses: StatusCounts;
};

/**
 * Every row of the tenant counted by status, in one statement and one pass over each table (the
 * resumes' summary count rides along with their status count).
 */
export async function countByStatus(ctx: AppContext, tenantId: string): Promise<StatusTotals> {
  const [row] = await ctx.prisma.$queryRaw<StatusTotals[]>`
    SELECT r."resumeStatuses", r."resumesWithSummaries",
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM (
         SELECT status, sum(n)::int AS n FROM (
           SELECT status, count(*) AS n FROM "Outreach" WHERE "tenantId" = ${tenantId}::uuid GROUP BY 1
           UNION ALL
           SELECT status, sum(count) FROM "ErasedOutreach" WHERE "tenantId" = ${tenantId}::uuid GROUP BY 1
         ) AS live_and_erased GROUP BY 1) AS o) AS "outreachStatuses",
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM (
         SELECT status, count(*)::int AS n FROM "Document"
         WHERE "tenantId" = ${tenantId}::uuid GROUP BY 1) AS d) AS "documentStatuses"
    FROM (
      SELECT coalesce(json_object_agg(status, n), '{}') AS "resumeStatuses", coalesce(sum(summarized), 0)::int AS "resumesWithSummaries"
      FROM (
        SELECT "processingStatus" AS status, count(*)::int AS n,
               count(*) FILTER (WHERE "bulletSummary" <> '' OR "paragraphSummary" <> '') AS summarized
        FROM "Resume" WHERE "tenantId" = ${tenantId}::uuid GROUP BY 1) AS by_status
    ) AS r`;
  return row!;
}

export type ActivityDay = { date: string; resumes: number; outreach: number; documents: number };

/**
 * One row per day of the last `days` days up to today in `timeZone`, oldest first, zero where
 * nothing happened. Resumes and documents count on the day they were uploaded, outreach on the
 * day it was sent. Each day's first instant is converted once (the columns hold UTC without a
 * zone), and rows fall into days by width_bucket over those instants: no zone arithmetic per row,
 * and a day of 23 or 25 hours around a DST change is still one calendar day.
 */
export async function countPerDay(ctx: AppContext, options: { tenantId: string; timeZone: string; days: number }): Promise<ActivityDay[]> {
  const { tenantId, timeZone, days } = options;
  return ctx.prisma.$queryRaw<ActivityDay[]>`
    WITH window_days AS (
      SELECT ${days}::int - back AS bucket, (now() AT TIME ZONE ${timeZone})::date - back AS day
      FROM generate_series(${days - 1}::int, -1, -1) AS back
    ), bounds AS (
      -- The first instant of each day and of tomorrow, as the UTC timestamps the columns store.
      SELECT array_agg((day::timestamp AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC' ORDER BY day) AS starts FROM window_days
    ), resumes AS (
      SELECT width_bucket("createdAt", starts) AS bucket, count(*)::int AS n FROM "Resume", bounds
      WHERE "tenantId" = ${tenantId}::uuid AND "createdAt" >= starts[1] AND "createdAt" < starts[${days + 1}] GROUP BY 1
    ), outreach AS (
      SELECT width_bucket("sentAt", starts) AS bucket, sum(n)::int AS n FROM (
        SELECT "sentAt", 1 AS n FROM "Outreach" WHERE "tenantId" = ${tenantId}::uuid
        UNION ALL
        SELECT "sentAt", count FROM "ErasedOutreach" WHERE "tenantId" = ${tenantId}::uuid
      ) AS sent, bounds
      WHERE "sentAt" >= starts[1] AND "sentAt" < starts[${days + 1}] GROUP BY 1
    ), documents AS (
      SELECT width_bucket("createdAt", starts) AS bucket, count(*)::int AS n FROM "Document", bounds
      WHERE "tenantId" = ${tenantId}::uuid AND "createdAt" >= starts[1] AND "createdAt" < starts[${days + 1}] GROUP BY 1
    )
    SELECT to_char(w.day, 'YYYY-MM-DD') AS date,
           coalesce(r.n, 0) AS resumes, coalesce(o.n, 0) AS outreach, coalesce(d.n, 0) AS documents
    FROM window_days AS w
    LEFT JOIN resumes AS r USING (bucket)
    LEFT JOIN outreach AS o USING (bucket)
    LEFT JOIN documents AS d USING (bucket)
    WHERE w.bucket <= ${days}
    ORDER BY w.day`;
}
