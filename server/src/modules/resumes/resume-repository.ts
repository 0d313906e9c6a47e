import type { AppContext } from '../../context.js';
import type { PreparedStatement } from '../../db/prepared-statement.js';
import type { PageRequest } from '../../http/pagination.js';
import type { ResumeListColumns } from './resume-view.js';

// The resume list's one query in raw SQL, a named statement (db/prepared-statement.ts): the
// tenant's resume count, which triggers keep on the Tenant row (decision 101), joined to one page
// of the card columns, newest first with ties by id. Values are always bound parameters.
const RESUME_PAGE: PreparedStatement = {
  name: 'resume-page',
  text: `
    SELECT t."resumeCount" AS "total", r."id", r."originalFilename", r."mimeType", r."sizeBytes",
      r."processingStatus", r."analysisModel", r."errorMessage", r."createdAt"
    FROM "Tenant" AS t
    LEFT JOIN LATERAL (
      -- The columns hold UTC without a zone: read as UTC, whatever the session's time zone.
      SELECT "id", "originalFilename", "mimeType", "sizeBytes", "processingStatus", "analysisModel", "errorMessage",
        "createdAt" AT TIME ZONE 'UTC' AS "createdAt"
      FROM "Resume" WHERE "tenantId" = t."id"
      -- The column, not the UTC value above: this order is the index's, so nothing is sorted.
      ORDER BY "Resume"."createdAt" DESC, "id" DESC
      -- As sub-selects, limit and offset look the same to the planner on every call, so after five
      -- calls PostgreSQL keeps one generic plan; as plain $2 and $3, the first page always looked
      -- cheaper planned afresh, and planning cost more than the query.
      LIMIT (SELECT $2::int) OFFSET (SELECT $3::int)
    ) AS r ON true
    WHERE t."id" = $1`,
};

type ResumeRow = { total: number } & ResumeListColumns;
// A page past the end still has the tenant's row, with no resume joined to it.
type PageRow = ResumeRow | ({ total: number } & Record<keyof ResumeListColumns, null>);

/** One page of a tenant's resumes, newest first, and how many the tenant has in all. */
export async function readResumePage(ctx: AppContext, options: { tenantId: string; page: PageRequest }) {
  const { tenantId, page } = options;
  const rows = await ctx.queryPrepared<PageRow>(RESUME_PAGE, [tenantId, page.limit, page.skip]);
  const resumes = rows.filter((row): row is ResumeRow => row.id !== null);
  return { total: rows[0]?.total ?? 0, resumes };
}
