// The reads of candidate search over the resume index's facts and passages. Raw SQL for what
// Prisma cannot say (array overlap ranked by how much overlaps); values are always parameters.
import type { PrismaClient } from '../../db/database.js';
import { Prisma } from '../../generated/prisma/client.js';
import { normalizeTerm } from './match-terms.js';

export type CandidateFilters = { minYears?: number; location?: string; certification?: string; excludeUnsubscribed?: boolean };

const hasFilters = (filters: CandidateFilters) =>
  filters.minYears !== undefined || filters.location !== undefined || filters.certification !== undefined || filters.excludeUnsubscribed === true;

/**
 * The tenant's resumes that pass the filters, or undefined when there are none: the index scans
 * are then narrowed to these, inside the scan, so a strict filter still fills the page.
 * A resume whose years are unknown does not pass a minimum; a certification is matched as a part
 * of one (in the compared form: "bls" finds "bls basic life support").
 */
export async function resumesPassing(prisma: PrismaClient, tenantId: string, filters: CandidateFilters): Promise<string[] | undefined> {
  if (!hasFilters(filters)) return undefined;
  const conditions = [Prisma.sql`f."tenantId" = ${tenantId}::uuid`];
  if (filters.minYears !== undefined) conditions.push(Prisma.sql`f."experienceMonths" >= ${Math.ceil(filters.minYears * 12)}`);
  if (filters.location !== undefined) conditions.push(Prisma.sql`strpos(f."location", ${filters.location.toLowerCase()}) > 0`);
  if (filters.certification !== undefined) {
    const certification = normalizeTerm(filters.certification);
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM unnest(f."certifications") AS c WHERE strpos(' ' || c || ' ', ${` ${certification} `}) > 0)`);
  }
  if (filters.excludeUnsubscribed) {
    conditions.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM "Unsubscribe" AS u WHERE u."tenantId" = f."tenantId" AND u."email" = f."email")`);
  }
  const rows = await prisma.$queryRaw<{ resumeId: string }[]>`SELECT f."resumeId" FROM "ResumeFacts" AS f WHERE ${Prisma.join(conditions, ' AND ')}`;
  return rows.map((row) => row.resumeId);
}

export type TermMatch = { resumeId: string; skills: string[]; titles: string[] };

/**
 * The tenant's resumes with skills or job titles the query names (`phrases`: its runs of words
 * in the compared form, match-terms.ts), most named first. The GIN indexes on the arrays find
 * them; ties go to the resume with the longer career, then by id so the order is stable.
 */
export async function resumesNamingTerms(
  prisma: PrismaClient,
  options: { tenantId: string; phrases: string[]; ownerIds?: string[]; limit: number },
): Promise<TermMatch[]> {
  if (options.phrases.length === 0) return [];
  const narrowed = options.ownerIds === undefined ? Prisma.empty : Prisma.sql`AND f."resumeId" = ANY(${options.ownerIds}::uuid[])`;
  return prisma.$queryRaw<TermMatch[]>`
    SELECT "resumeId", "skills", "titles" FROM (
      SELECT f."resumeId", f."experienceMonths",
        ARRAY(SELECT s FROM unnest(f."skills") AS s WHERE s = ANY(${options.phrases}::text[])) AS "skills",
        ARRAY(SELECT t FROM unnest(f."titles") AS t WHERE t = ANY(${options.phrases}::text[])) AS "titles"
      FROM "ResumeFacts" AS f
      WHERE f."tenantId" = ${options.tenantId}::uuid ${narrowed}
        AND (f."skills" && ${options.phrases}::text[] OR f."titles" && ${options.phrases}::text[])
    ) AS matched
    ORDER BY cardinality("skills") + cardinality("titles") DESC, "experienceMonths" DESC NULLS LAST, "resumeId"
    LIMIT ${options.limit}`;
}

export type ResumeIdentity = { resumeId: string; email: string; experienceMonths: number | null };

/** Who each resume is (its address) and how long their career, for the tenant's resumes named. */
export function identitiesOf(prisma: PrismaClient, tenantId: string, resumeIds: string[]): Promise<ResumeIdentity[]> {
  return prisma.resumeFacts.findMany({
    where: { tenantId, resumeId: { in: resumeIds } },
    select: { resumeId: true, email: true, experienceMonths: true },
  });
}

/** The passages named, of the tenant only. */
export function passagesNamed(prisma: PrismaClient, tenantId: string, ids: string[]) {
  return prisma.resumePassage.findMany({ where: { tenantId, id: { in: ids } }, select: { id: true, section: true, content: true } });
}
