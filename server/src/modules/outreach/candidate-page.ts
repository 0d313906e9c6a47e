import type { AppContext, Caller } from '../../context.js';
import { Prisma } from '../../generated/prisma/client.js';
import { candidatesOfResumes } from './candidates.js';
import { withLastContacts } from './recent-contacts.js';

// What the Candidates page's search box looks in: the words the resume list searches
// ("searchText": the lower-cased file name, name, current title and skills that PostgreSQL keeps on
// each row, migration 20261124061000_resume_search) and the address. Reading that short column
// instead of unpacking every analysis keeps a search over 10,000 resumes to one pass of the table.
const HAYSTACK = Prisma.sql`coalesce(r."searchText", '') || E'\n' || r."email"`;

// The newest analysed resume of each address is its candidate, as in findCandidates; the address
// test is LOOKS_LIKE_EMAIL's in POSIX classes.
const LATEST_PER_ADDRESS = (tenantId: string) => Prisma.sql`
  SELECT DISTINCT ON (a."email") r."id", a."email", r."searchText", nullif(btrim(r."aiSummary" #>> '{personalInfo,name}'), '') AS "name"
  FROM "Resume" AS r, lower(btrim(r."aiSummary" -> 'personalInfo' ->> 'email')) AS a("email")
  WHERE r."tenantId" = ${tenantId}::uuid AND r."aiSummary" IS NOT NULL
    AND a."email" ~ '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]+$'
  ORDER BY a."email", r."createdAt" DESC, r."id" DESC`;

type PageRow = { totalCandidates: number; totalItems: number; id: string | null };

/**
 * One page of the tenant's candidates whose name, e-mail, title or skills hold every word of `q`
 * (case-insensitive), by name as the full list is, with how many match and how many there are.
 */
export async function findCandidatePage(ctx: Pick<AppContext, 'prisma'>, options: { caller: Pick<Caller, 'tenantId'>; q?: string; limit: number; offset: number }) {
  const { caller, q, limit, offset } = options;
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  // strpos, not LIKE: % and _ in a search are plain characters.
  const matches = Prisma.sql`NOT EXISTS (SELECT 1 FROM unnest(${words}::text[]) AS w("word") WHERE strpos(${HAYSTACK}, w."word") = 0)`;
  // The counts come with the page (a page past the end still has its count row), in one statement.
  const rows = await ctx.prisma.$queryRaw<PageRow[]>`
    WITH latest AS (${LATEST_PER_ADDRESS(caller.tenantId)}),
    matching AS (SELECT r."id", r."email", r."name" FROM latest AS r WHERE ${matches})
    SELECT c."totalCandidates", c."totalItems", p."id"
    FROM (SELECT (SELECT count(*) FROM latest)::int AS "totalCandidates", (SELECT count(*) FROM matching)::int AS "totalItems") AS c
    LEFT JOIN LATERAL (
      SELECT "id" FROM matching ORDER BY lower(coalesce("name", "email")), "email" LIMIT ${limit} OFFSET ${BigInt(offset)}
    ) AS p ON true`;
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  const candidates = await candidatesOfResumes(ctx, { caller, resumeIds: ids });
  return {
    candidates: await withLastContacts(ctx, { caller, candidates }),
    totalItems: rows[0]?.totalItems ?? 0,
    totalCandidates: rows[0]?.totalCandidates ?? 0,
  };
}
