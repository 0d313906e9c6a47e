// Every raw SQL statement of candidate search (pgvector, arrays ranked by overlap: no Prisma API)
// and its Prisma reads and writes of the resume index. Values always travel as parameters.
import type { PrismaClient } from '../../db/database.js';
import { Prisma } from '../../generated/prisma/client.js';
import { vectorLiteral } from '../../search/pgvector.js';
import { normalizeTerm } from './match-terms.js';
import type { ResumeFactsInput } from './resume-facts.js';
import type { ResumePassageInput } from './resume-passages.js';

export type EmbeddedPassage = ResumePassageInput & { embedding: number[] };

// Writes: one batch transaction with the analysis they index, so both change together.

/**
 * Deletes a resume's passages (of every model: search never reads another model's again) and,
 * when the passages could be embedded, writes the new ones; then writes its facts, naming the
 * model the passages are of (null when there are none: `npm run reindex` finishes them).
 */
export function replaceResumeIndexStatements(
  prisma: PrismaClient,
  options: { tenantId: string; resumeId: string; model: string; passages: EmbeddedPassage[] | undefined; facts: ResumeFactsInput },
): Prisma.PrismaPromise<unknown>[] {
  const { tenantId, resumeId, model, passages, facts } = options;
  const indexedModel = passages === undefined ? null : model;
  return [
    prisma.$executeRaw`DELETE FROM "ResumePassage" WHERE "resumeId" = ${resumeId}::uuid AND "tenantId" = ${tenantId}::uuid`,
    ...(passages === undefined || passages.length === 0
      ? []
      : [
          prisma.$executeRaw`
            INSERT INTO "ResumePassage" ("id", "tenantId", "resumeId", "ordinal", "section", "content", "embeddingModel", "embedding")
            SELECT gen_random_uuid(), ${tenantId}::uuid, ${resumeId}::uuid, passage.ordinal, passage.section, passage.content, ${model}, passage.embedding::vector
            FROM unnest(${passages.map((_, ordinal) => ordinal)}::int[], ${passages.map((passage) => passage.section)}::text[],
                        ${passages.map((passage) => passage.content)}::text[], ${passages.map((passage) => vectorLiteral(passage.embedding))}::text[])
              AS passage(ordinal, section, content, embedding)`,
        ]),
    prisma.resumeFacts.upsert({
      where: { resumeId },
      create: { resumeId, tenantId, ...facts, indexedModel },
      update: { ...facts, indexedModel },
    }),
  ];
}

// Reads of candidate search.

export type CandidateFilters = { minYears?: number; location?: string; certification?: string; excludeUnsubscribed?: boolean };

const hasFilters = (filters: CandidateFilters) =>
  filters.minYears !== undefined || filters.location !== undefined || filters.certification !== undefined || filters.excludeUnsubscribed === true;

/**
 * The tenant's resumes that pass the filters, or undefined when there are none: the index scans
 * are then narrowed to these, inside the scan, so a strict filter still fills the page.
 * A resume whose years are unknown does not pass a minimum; a certification is matched as a part
 * of one (in the compared form: "bls" finds "bls basic life support").
 */
export async function resumesPassing(prisma: PrismaClient, { tenantId, filters }: { tenantId: string; filters: CandidateFilters }): Promise<string[] | undefined> {
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

// A query of a few words has at most this many phrases (a dozen words make 50).
const MAX_PHRASES_FOR_INDEX = 50;

export type TermMatch = { resumeId: string; skills: string[]; titles: string[]; certifications: string[] };

/**
 * The tenant's resumes with skills, job titles or certifications the query names (`phrases`: its
 * runs of words in the compared form, match-terms.ts; a certification by its name or acronym,
 * resume-facts.ts), most named first; ties go to the resume with the longer
 * career, then by id so the order is stable.
 */
export async function resumesNamingTerms(
  prisma: PrismaClient,
  options: { tenantId: string; phrases: string[]; ownerIds?: string[]; limit: number },
): Promise<TermMatch[]> {
  if (options.phrases.length === 0) return [];
  const narrowed = options.ownerIds === undefined ? Prisma.empty : Prisma.sql`AND f."resumeId" = ANY(${options.ownerIds}::uuid[])`;
  // Each resume's terms are looked up in a hashed set of the phrases. The GIN indexes find the
  // resumes for a few words, but their overlap test (&&) compares every term with every phrase:
  // for a job description's hundreds of phrases that cost 40 ms at 5,000 resumes, reading all
  // of the tenant's facts 10 ms.
  const throughIndex =
    options.phrases.length <= MAX_PHRASES_FOR_INDEX
      ? Prisma.sql`AND (f."skills" && ${options.phrases}::text[] OR f."titles" && ${options.phrases}::text[] OR f."certificationNames" && ${options.phrases}::text[])`
      : Prisma.empty;
  return prisma.$queryRaw<TermMatch[]>`
    WITH phrases AS (SELECT DISTINCT unnest(${options.phrases}::text[]) AS phrase),
    named AS (
      SELECT f."resumeId", f."experienceMonths", f."skills", f."titles", f."certificationNames"
      FROM "ResumeFacts" AS f
      WHERE f."tenantId" = ${options.tenantId}::uuid ${narrowed} ${throughIndex}
    ),
    terms AS (
      SELECT "resumeId", "experienceMonths", 'skill' AS kind, term FROM named, unnest("skills") AS term WHERE term IN (SELECT phrase FROM phrases)
      UNION ALL
      SELECT "resumeId", "experienceMonths", 'title' AS kind, term FROM named, unnest("titles") AS term WHERE term IN (SELECT phrase FROM phrases)
      UNION ALL
      SELECT "resumeId", "experienceMonths", 'certification' AS kind, term FROM named, unnest("certificationNames") AS term WHERE term IN (SELECT phrase FROM phrases)
    ),
    -- Ranked first, then only the best (limit) gather their terms: a term most resumes share
    -- ("BLS") would otherwise build thousands of arrays to keep sixty.
    ranked AS (
      SELECT "resumeId", "experienceMonths", count(*) AS named FROM terms
      GROUP BY "resumeId", "experienceMonths"
      ORDER BY named DESC, "experienceMonths" DESC NULLS LAST, "resumeId"
      LIMIT ${options.limit}
    )
    SELECT r."resumeId",
      coalesce(array_agg(t.term) FILTER (WHERE t.kind = 'skill'), '{}') AS "skills",
      coalesce(array_agg(t.term) FILTER (WHERE t.kind = 'title'), '{}') AS "titles",
      coalesce(array_agg(t.term) FILTER (WHERE t.kind = 'certification'), '{}') AS "certifications"
    FROM ranked AS r JOIN terms AS t ON t."resumeId" = r."resumeId"
    GROUP BY r."resumeId", r.named, r."experienceMonths"
    ORDER BY r.named DESC, r."experienceMonths" DESC NULLS LAST, r."resumeId"`;
}

export type ResumeIdentity = { resumeId: string; email: string; experienceMonths: number | null };

/** Who each resume is (its address) and how long their career, for the tenant's resumes named. */
export function identitiesOf(prisma: PrismaClient, { tenantId, resumeIds }: { tenantId: string; resumeIds: string[] }): Promise<ResumeIdentity[]> {
  return prisma.resumeFacts.findMany({
    where: { tenantId, resumeId: { in: resumeIds } },
    select: { resumeId: true, email: true, experienceMonths: true },
  });
}

/** The passages named, of the tenant only. */
export function passagesNamed(prisma: PrismaClient, { tenantId, ids }: { tenantId: string; ids: string[] }) {
  return prisma.resumePassage.findMany({ where: { tenantId, id: { in: ids } }, select: { id: true, section: true, content: true } });
}

/** The certifications of the tenant's resumes named, as their analyses write them. */
export async function writtenCertificationsOf(prisma: PrismaClient, { tenantId, resumeIds }: { tenantId: string; resumeIds: string[] }): Promise<Map<string, string[]>> {
  if (resumeIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<{ id: string; certifications: unknown }[]>`
    SELECT "id", "aiSummary"->'certifications' AS "certifications" FROM "Resume"
    WHERE "tenantId" = ${tenantId}::uuid AND "id" = ANY(${resumeIds}::uuid[])`;
  return new Map(rows.map((row) => [row.id, Array.isArray(row.certifications) ? row.certifications.filter((c): c is string => typeof c === 'string') : []]));
}
