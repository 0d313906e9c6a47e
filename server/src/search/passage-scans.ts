// The two index scans of hybrid search, over any table of embedded passages: the nearest by
// meaning (HNSW) and those sharing the query's words (GIN over a generated tsvector). Both are
// filtered by tenant and model inside the scan. Values travel as parameters; table and column
// names come from the fixed PassageSource list.
import { Prisma } from '../generated/prisma/client.js';
import type { PrismaClient } from '../db/database.js';
import { vectorLiteral, vectorWidth, type PassageTableName } from './pgvector.js';

/** A table of passages and the column naming what each passage belongs to. */
export type PassageSource = { table: 'DocumentChunk'; owner: 'documentId' } | { table: 'ResumePassage'; owner: 'resumeId' };
export const DOCUMENT_CHUNKS: PassageSource = { table: 'DocumentChunk', owner: 'documentId' };
export const RESUME_PASSAGES: PassageSource = { table: 'ResumePassage', owner: 'resumeId' };

export type PassageHit = { passageId: string; ownerId: string };
export type ScanScope = { tenantId: string; model: string; dimension: number };
/** `ownerIds` narrows a scan to some owners (a search's filters), inside the scan too. */
type Narrowing = { ownerIds?: string[] };

const tableOf = (source: PassageSource) => Prisma.raw(`"${source.table satisfies PassageTableName}"`);
const ownerOf = (source: PassageSource) => Prisma.raw(`"${source.owner}"`);
const narrowed = (source: PassageSource, ownerIds: string[] | undefined) =>
  ownerIds === undefined ? Prisma.empty : Prisma.sql`AND ${ownerOf(source)} = ANY(${ownerIds}::uuid[])`;

/**
 * The tenant's nearest passages by cosine distance, through the model's HNSW index. The tenant
 * filter sits inside the index scan: with iterative scans (pgvector 0.8) the scan goes on past
 * ef_search until `limit` passages of this tenant are found, so a small tenant among large ones
 * still gets all of its passages. Relaxed order may swap near ties; the caller gets them sorted.
 */
export async function nearestPassages(
  prisma: PrismaClient,
  source: PassageSource,
  options: ScanScope & Narrowing & { vector: number[]; limit: number; isExact?: boolean },
): Promise<PassageHit[]> {
  const dimension = Prisma.raw(String(vectorWidth(options.dimension)));
  const vector = vectorLiteral(options.vector);
  const nearest = prisma.$queryRaw<(PassageHit & { distance: number })[]>`
    SELECT "id" AS "passageId", ${ownerOf(source)} AS "ownerId", "embedding"::vector(${dimension}) <=> ${vector}::vector(${dimension}) AS distance
    FROM ${tableOf(source)}
    WHERE "embeddingModel" = ${options.model} AND "tenantId" = ${options.tenantId}::uuid ${narrowed(source, options.ownerIds)}
    ORDER BY "embedding"::vector(${dimension}) <=> ${vector}::vector(${dimension})
    LIMIT ${options.limit}`;
  // `isExact` (the benchmark's reference) keeps the planner off the index: set_config(..., true)
  // is SET LOCAL, so it lasts until the end of this batch transaction.
  const rows = options.isExact ? (await prisma.$transaction([prisma.$queryRaw`SELECT set_config('enable_indexscan', 'off', true)`, nearest]))[1] : await nearest;
  return rows.sort((a, b) => a.distance - b.distance).map(({ passageId, ownerId }) => ({ passageId, ownerId }));
}

// A question's first eight content words decide (at most 70 word groups below); and a query whose
// words are in most passages ranks a bounded sample of them: such words hardly tell passages apart,
// and ranking every match would cost a full scan of the table.
const MAX_QUERY_WORDS = 8;
const MAX_TEXT_MATCHES = 300;

/**
 * The tenant's passages that hold at least half of the query's words (English stemming, stop
 * words ignored), best first by cover density. All words would miss a natural question with one
 * word the passage lacks; any word would let "new" or "days" alone pull in noise.
 */
export async function passagesWithWords(
  prisma: PrismaClient,
  source: PassageSource,
  options: Omit<ScanScope, 'dimension'> & Narrowing & { query: string; limit: number },
): Promise<PassageHit[]> {
  // In the order the question says them (a tsvector's own order is alphabetical).
  const stemmed = await prisma.$queryRaw<{ word: string }[]>`
    SELECT lexeme AS word FROM unnest(to_tsvector('english', ${options.query}))
    ORDER BY positions[1] LIMIT ${MAX_QUERY_WORDS}`;
  const words = stemmed.map((row) => row.word);
  if (words.length === 0) return [];
  // The words are already stemmed: the 'simple' configuration takes them as they are.
  const halfOfWords = groupsOf(words, Math.ceil(words.length / 2)).map((group) => `(${group.map(tsqueryWord).join(' & ')})`).join(' | ');
  const anyWord = words.map(tsqueryWord).join(' | ');
  return prisma.$queryRaw<PassageHit[]>`
    WITH matches AS (
      SELECT "id", ${ownerOf(source)} AS "ownerId", "searchText" FROM ${tableOf(source)}
      WHERE "embeddingModel" = ${options.model} AND "tenantId" = ${options.tenantId}::uuid ${narrowed(source, options.ownerIds)}
        AND "searchText" @@ to_tsquery('simple', ${halfOfWords})
      LIMIT ${MAX_TEXT_MATCHES}
    )
    SELECT "id" AS "passageId", "ownerId" FROM matches
    ORDER BY ts_rank_cd("searchText", to_tsquery('simple', ${anyWord})) DESC, "id"
    LIMIT ${options.limit}`;
}

/** Every way to choose `size` of the words, in order. */
function groupsOf(words: string[], size: number): string[][] {
  if (size === 0) return [[]];
  return words.flatMap((word, i) => groupsOf(words.slice(i + 1), size - 1).map((rest) => [word, ...rest])).filter((group) => group.length === size);
}

// A lexeme quoted for tsquery syntax (quotes doubled, backslashes escaped); it travels as a parameter.
const tsqueryWord = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
