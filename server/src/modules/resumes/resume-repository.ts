import type { AppContext } from '../../context.js';
import type { PreparedStatement } from '../../db/prepared-statement.js';
import type { PageRequest } from '../../http/pagination.js';
import type { ResumeListColumns } from './resume-view.js';

// The card columns of one resume. The analysis is only passed up here, not read: what a page's
// query selects is computed for every row its offset skips too, and unpacking each analysis made
// page 400 of 10,000 four times slower.
const PAGE_COLUMNS = `"id", "originalFilename", "mimeType", "sizeBytes", "processingStatus", "analysisModel", "errorMessage",
  "createdAt", "aiSummary"`;

// Read from the analysis of the page's rows alone: the candidate, as on the Candidates screen, the
// name and as title the most recent job's (the analysis has none of its own); blank is none. The
// address goes out as written and is checked in JavaScript (resume-view.ts): PostgreSQL's regular
// expression, as the embedded database runs it, cost 3 µs a row, 35 µs a page of 12.
// The time goes out as the JSON answer writes it (ISO 8601 in UTC; the column holds UTC without a
// zone), not as a Date that pg parses and JSON prints again: 3% of a page's CPU (decision 115).
const CARD_COLUMNS = `r."id", r."originalFilename", r."mimeType", r."sizeBytes", r."processingStatus", r."analysisModel", r."errorMessage",
  to_char(r."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  nullif(btrim(r."aiSummary" #>> '{personalInfo,name}'), '') AS "candidateName",
  nullif(btrim(r."aiSummary" #>> '{workExperience,0,title}'), '') AS "candidateTitle",
  r."aiSummary" #>> '{personalInfo,email}' AS "candidateEmail"`;

// The column, not the UTC value above: this order is the index's, so nothing is sorted.
const NEWEST_FIRST = `ORDER BY "Resume"."createdAt" DESC, "id" DESC`;

// As sub-selects, limit and offset look the same to the planner on every call, so after five
// calls PostgreSQL keeps one generic plan; as plain parameters, the first page always looked
// cheaper planned afresh, and planning cost more than the query.
// The offset is a bigint: a page far past the end (page 999999999999) skips more rows than an int holds.
const PAGE = (limit: string, offset: string) => `LIMIT (SELECT ${limit}::int) OFFSET (SELECT ${offset}::bigint)`;

// The resume list's queries in raw SQL, named statements (db/prepared-statement.ts). Values are
// always bound parameters.

// Unfiltered: the tenant's resume count, which triggers keep on the Tenant row (decision 101),
// joined to one page of cards, newest first with ties by id.
const RESUME_PAGE: PreparedStatement = {
  name: 'resume-page',
  text: `
    SELECT t."resumeCount" AS "total", ${CARD_COLUMNS}
    FROM "Tenant" AS t
    LEFT JOIN LATERAL (
      SELECT ${PAGE_COLUMNS} FROM "Resume" WHERE "tenantId" = t."id" ${NEWEST_FIRST} ${PAGE('$2', '$3')}
    ) AS r ON true
    WHERE t."id" = $1`,
};

// Searched or filtered by status: the kept count no longer applies, so the matching resumes are
// counted. A search looks for the words in "searchText", the lower-cased file name, name, title
// and skills that PostgreSQL keeps on each row (migration 20261124061000_resume_search); strpos
// rather than LIKE, so that % and _ in a search are plain characters. A status alone is counted
// from the (tenantId, processingStatus) index.
const MATCHING = `"tenantId" = $1
  AND ($2::text IS NULL OR "processingStatus" = $2)
  AND ($3::text IS NULL OR strpos("searchText", lower($3)) > 0)`;

const MATCHING_RESUME_PAGE: PreparedStatement = {
  name: 'resume-page-matching',
  text: `
    SELECT c."total", ${CARD_COLUMNS}
    FROM (SELECT count(*)::int AS "total" FROM "Resume" WHERE ${MATCHING}) AS c
    LEFT JOIN LATERAL (
      SELECT ${PAGE_COLUMNS} FROM "Resume" WHERE ${MATCHING} ${NEWEST_FIRST} ${PAGE('$4', '$5')}
    ) AS r ON true`,
};

/** Narrows the list: `search` is matched case-insensitively, `status` exactly. */
export type ResumeFilter = { search?: string; status?: string };

type ResumeRow = { total: number } & ResumeListColumns;
// A page past the end still has its total row, with no resume joined to it.
type PageRow = ResumeRow | ({ total: number } & Record<keyof ResumeListColumns, null>);

function pageRows(ctx: AppContext, tenantId: string, page: PageRequest, filter: ResumeFilter): Promise<PageRow[]> {
  const { search, status } = filter;
  if (search === undefined && status === undefined) return ctx.queryPrepared<PageRow>(RESUME_PAGE, [tenantId, page.limit, page.skip]);
  return ctx.queryPrepared<PageRow>(MATCHING_RESUME_PAGE, [tenantId, status ?? null, search ?? null, page.limit, page.skip]);
}

/** One page of a tenant's resumes that match `filter`, newest first, and how many match in all. */
export async function readResumePage(ctx: AppContext, options: { tenantId: string; page: PageRequest; filter: ResumeFilter }) {
  const rows = await pageRows(ctx, options.tenantId, options.page, options.filter);
  const resumes = rows.filter((row): row is ResumeRow => row.id !== null);
  return { total: rows[0]?.total ?? 0, resumes };
}
