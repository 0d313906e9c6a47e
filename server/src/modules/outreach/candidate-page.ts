import { CANDIDATE_SELECTION_MAX } from '@app/shared';
import type { AppContext, Caller } from '../../context.js';
import { Prisma } from '../../generated/prisma/client.js';
import { HttpError } from '../../http/http-error.js';
import { candidatesOfResumes, doNotContactEntries } from './candidates.js';
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

/** Every word of `q` (case-insensitive) is in the candidate's haystack; strpos, not LIKE: % and _ in a search are plain characters. */
function holdsEveryWord(q: string | undefined) {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM unnest(${words}::text[]) AS w("word") WHERE strpos(${HAYSTACK}, w."word") = 0)`;
}

const BY_NAME = Prisma.sql`lower(coalesce("name", "email")), "email"`;

type PageRow = { totalCandidates: number; totalItems: number; id: string | null };

/**
 * One page of the tenant's candidates whose name, e-mail, title or skills hold every word of `q`
 * (case-insensitive), by name as the full list is, with how many match and how many there are.
 */
export async function findCandidatePage(ctx: Pick<AppContext, 'prisma'>, options: { caller: Pick<Caller, 'tenantId'>; q?: string; limit: number; offset: number }) {
  const { caller, q, limit, offset } = options;
  // The counts come with the page (a page past the end still has its count row), in one statement.
  const rows = await ctx.prisma.$queryRaw<PageRow[]>`
    WITH latest AS (${LATEST_PER_ADDRESS(caller.tenantId)}),
    matching AS (SELECT r."id", r."email", r."name" FROM latest AS r WHERE ${holdsEveryWord(q)})
    SELECT c."totalCandidates", c."totalItems", p."id"
    FROM (SELECT (SELECT count(*) FROM latest)::int AS "totalCandidates", (SELECT count(*) FROM matching)::int AS "totalItems") AS c
    LEFT JOIN LATERAL (
      SELECT "id" FROM matching ORDER BY ${BY_NAME} LIMIT ${limit} OFFSET ${BigInt(offset)}
    ) AS p ON true`;
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  const candidates = await candidatesOfResumes(ctx, { caller, resumeIds: ids });
  return {
    candidates: await withLastContacts(ctx, { caller, candidates }),
    totalItems: rows[0]?.totalItems ?? 0,
    totalCandidates: rows[0]?.totalCandidates ?? 0,
  };
}

/**
 * "Select All" over a search: the addresses of every candidate matching `q` who can be e-mailed (no
 * unsubscribe or bounce on file), by name, however many pages the list has shown. More than one
 * Compose writes to (CANDIDATE_SELECTION_MAX) is refused with the count, and nothing is selected:
 * the recruiter narrows the search rather than gets an arbitrary first few hundred.
 */
export async function findSelectableAddresses(ctx: Pick<AppContext, 'prisma'>, options: { caller: Pick<Caller, 'tenantId'>; q?: string }) {
  const { caller, q } = options;
  // The count is taken before the LIMIT, which keeps the answer bounded however broad the search.
  const rows = await ctx.prisma.$queryRaw<{ email: string; total: number }[]>`
    WITH latest AS (${LATEST_PER_ADDRESS(caller.tenantId)})
    SELECT r."email", count(*) OVER ()::int AS "total"
    FROM latest AS r
    WHERE ${holdsEveryWord(q)}
      AND NOT EXISTS (SELECT 1 FROM "Unsubscribe" AS u WHERE u."tenantId" = ${caller.tenantId}::uuid AND u."email" = r."email")
    ORDER BY ${BY_NAME}
    LIMIT ${CANDIDATE_SELECTION_MAX + 1}`;
  const total = rows[0]?.total ?? 0;
  if (total > CANDIDATE_SELECTION_MAX) {
    throw new HttpError(
      400,
      `Select All takes at most ${CANDIDATE_SELECTION_MAX} candidates, and ${total.toLocaleString('en-US')} match. Narrow the search, or pick candidates one by one.`,
    );
  }
  // A person erased and back with a new resume is on the list by a keyed hash that SQL cannot
  // compute; those few are left out here, after the cap (which so may count them).
  const emails = rows.map((row) => row.email);
  const doNotContact = await doNotContactEntries(ctx, caller.tenantId, emails);
  return { emails: emails.filter((email) => !doNotContact.has(email)) };
}
