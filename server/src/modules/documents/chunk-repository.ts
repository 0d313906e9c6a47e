// Every raw SQL statement of the document library: pgvector and full-text search have no Prisma
// API. Values travel as parameters; the only SQL built from values is the vector width (an
// integer we produce) and, for the per-model index, a model name checked against SAFE_MODEL_NAME.
import { createHash } from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.js';
import type { PrismaClient } from '../../db/database.js';

export type ChunkInput = { content: string; embedding: number[] };
export type Candidate = { chunkId: string; documentId: string };
export type Passage = { documentId: string; content: string };

type ModelScope = { tenantId: string; model: string; dimension: number };

/** Deletes a document's chunks (of every model) and writes the new ones; run inside a transaction. */
export function replaceChunksStatements(prisma: PrismaClient, options: { tenantId: string; documentId: string; model: string; chunks: ChunkInput[] }) {
  const { tenantId, documentId, model, chunks } = options;
  return [
    // Chunks of an earlier model go too: search never reads them again once this one is active.
    prisma.$executeRaw`DELETE FROM "DocumentChunk" WHERE "documentId" = ${documentId}::uuid AND "tenantId" = ${tenantId}::uuid`,
    prisma.$executeRaw`
      INSERT INTO "DocumentChunk" ("id", "tenantId", "documentId", "ordinal", "content", "embeddingModel", "embedding")
      SELECT gen_random_uuid(), ${tenantId}::uuid, ${documentId}::uuid, chunk.ordinal, chunk.content, ${model}, chunk.embedding::vector
      FROM unnest(${chunks.map((_, ordinal) => ordinal)}::int[], ${chunks.map((chunk) => chunk.content)}::text[], ${chunks.map((chunk) => vectorLiteral(chunk.embedding))}::text[])
        AS chunk(ordinal, content, embedding)`,
  ];
}

// How many neighbours the HNSW search keeps while walking the graph. pgvector's default of 40
// found 74% of the exact 10 nearest on the bench's 20,000 chunks; 200 finds 97% (decision 43);
// with iterative scans a search that wants more (at most 150 candidates) goes on past it.
const EF_SEARCH = 200;

/**
 * pgvector's search settings, set once on every database connection (database.ts) rather than
 * in a transaction around each search: that cost three more round trips a search (decision 44).
 * Only HNSW index scans read them.
 */
export const VECTOR_SEARCH_SESSION_SETTINGS = `SET hnsw.ef_search = ${EF_SEARCH}; SET hnsw.iterative_scan = relaxed_order`;

const SAFE_MODEL_NAME = /^[\w.:/@+-]{1,200}$/;
const indexedModels = new Set<string>();

/**
 * pgvector indexes vectors of one width, while each model has its own: so every model gets a
 * partial HNSW index on its chunks with the column cast to its width (pgvector's way to index
 * mixed widths). Made the first time this process meets the model; IF NOT EXISTS makes it cheap
 * after a restart.
 */
export async function ensureVectorIndex(prisma: PrismaClient, options: { model: string; dimension: number }): Promise<void> {
  const key = `${options.model}/${options.dimension}`;
  if (indexedModels.has(key)) return;
  if (!SAFE_MODEL_NAME.test(options.model)) throw new Error(`Unsupported embedding model name: ${options.model}`);
  const name = `DocumentChunk_embedding_${createHash('sha256').update(key).digest('hex').slice(0, 16)}_idx`;
  await prisma.$executeRawUnsafe(
    `CREATE INDEX IF NOT EXISTS "${name}" ON "DocumentChunk" USING hnsw ((embedding::vector(${width(options.dimension)})) vector_cosine_ops) WHERE "embeddingModel" = '${options.model}'`,
  );
  // Embedded PGlite has no autovacuum: without statistics the planner ignores the new index and
  // scans every chunk. Fresh ones once per process; as the table grows, Postgres scales them.
  await prisma.$executeRaw`ANALYZE "DocumentChunk"`;
  indexedModels.add(key);
}

/**
 * The tenant's nearest chunks by cosine distance, through the model's HNSW index. The tenant
 * filter sits inside the index scan: with iterative scans (pgvector 0.8) the scan goes on past
 * ef_search until `limit` chunks of this tenant are found, so a small tenant among large ones
 * still gets all of its chunks. Relaxed order may swap near ties; the caller sorts.
 */
export async function vectorCandidates(
  prisma: PrismaClient,
  options: ModelScope & { vector: number[]; limit: number; isExact?: boolean },
): Promise<Candidate[]> {
  const dimension = Prisma.raw(String(width(options.dimension)));
  const vector = vectorLiteral(options.vector);
  const nearest = prisma.$queryRaw<{ chunkId: string; documentId: string; distance: number }[]>`
    SELECT "id" AS "chunkId", "documentId", "embedding"::vector(${dimension}) <=> ${vector}::vector(${dimension}) AS distance
    FROM "DocumentChunk"
    WHERE "embeddingModel" = ${options.model} AND "tenantId" = ${options.tenantId}::uuid
    ORDER BY "embedding"::vector(${dimension}) <=> ${vector}::vector(${dimension})
    LIMIT ${options.limit}`;
  // `isExact` (the benchmark's reference) keeps the planner off the index: set_config(..., true)
  // is SET LOCAL, so it lasts until the end of this batch transaction.
  const rows = options.isExact ? (await prisma.$transaction([prisma.$queryRaw`SELECT set_config('enable_indexscan', 'off', true)`, nearest]))[1] : await nearest;
  return rows.sort((a, b) => a.distance - b.distance).map(({ chunkId, documentId }) => ({ chunkId, documentId }));
}

// A question's first eight content words decide (at most 70 word groups below); and a query whose
// words are in most chunks ranks a bounded sample of them: such words hardly tell chunks apart,
// and ranking every match would cost a full scan of the library.
const MAX_QUERY_WORDS = 8;
const MAX_TEXT_MATCHES = 300;

/**
 * The tenant's chunks that hold at least half of the query's words (English stemming, stop words
 * ignored), best first by cover density. All words would miss a natural question with one word
 * the passage lacks; any word would let "new" or "days" alone pull in noise.
 */
export async function textCandidates(prisma: PrismaClient, options: { tenantId: string; model: string; query: string; limit: number }): Promise<Candidate[]> {
  // In the order the question says them (a tsvector's own order is alphabetical).
  const stemmed = await prisma.$queryRaw<{ word: string }[]>`
    SELECT lexeme AS word FROM unnest(to_tsvector('english', ${options.query}))
    ORDER BY positions[1] LIMIT ${MAX_QUERY_WORDS}`;
  const words = stemmed.map((row) => row.word);
  if (words.length === 0) return [];
  // The words are already stemmed: the 'simple' configuration takes them as they are.
  const halfOfWords = groupsOf(words, Math.ceil(words.length / 2)).map((group) => `(${group.map(tsqueryWord).join(' & ')})`).join(' | ');
  const anyWord = words.map(tsqueryWord).join(' | ');
  return prisma.$queryRaw<Candidate[]>`
    WITH matches AS (
      SELECT "id", "documentId", "searchText" FROM "DocumentChunk"
      WHERE "embeddingModel" = ${options.model} AND "tenantId" = ${options.tenantId}::uuid
        AND "searchText" @@ to_tsquery('simple', ${halfOfWords})
      LIMIT ${MAX_TEXT_MATCHES}
    )
    SELECT "id" AS "chunkId", "documentId" FROM matches
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

/**
 * For each document, the passage to show: a chunk of its text rather than the one holding its
 * description (chunk 0 when it has one, chunk-text.ts) whenever it has text; then the chunk whose
 * body (the title line left out: every chunk repeats it) holds the query's words most densely;
 * then, when none holds them (a paraphrase), the one closest to the query in meaning.
 */
export async function bestPassages(prisma: PrismaClient, options: ModelScope & { vector: number[]; query: string; documentIds: string[] }): Promise<Passage[]> {
  if (options.documentIds.length === 0) return [];
  const dimension = Prisma.raw(String(width(options.dimension)));
  const vector = vectorLiteral(options.vector);
  // Any of the query's words: plainto_tsquery's "and" turned into "or".
  return prisma.$queryRaw<Passage[]>`
    SELECT DISTINCT ON (chunk."documentId") chunk."documentId", chunk."content"
    FROM "DocumentChunk" AS chunk JOIN "Document" AS document ON document."id" = chunk."documentId"
    WHERE chunk."embeddingModel" = ${options.model} AND chunk."tenantId" = ${options.tenantId}::uuid
      AND chunk."documentId" = ANY(${options.documentIds}::uuid[])
    ORDER BY chunk."documentId",
      (chunk."ordinal" = 0 AND COALESCE(document."description", '') <> ''),
      ts_rank_cd(
        to_tsvector('english', substr(chunk."content", strpos(chunk."content", E'\n') + 1)),
        replace(plainto_tsquery('english', ${options.query})::text, '&', '|')::tsquery
      ) DESC,
      chunk."embedding"::vector(${dimension}) <=> ${vector}::vector(${dimension})`;
}

// pgvector's text form, "[0.1,0.2,...]", is exactly JSON's for an array of numbers.
const vectorLiteral = (vector: number[]) => JSON.stringify(vector);

function width(dimension: number): number {
  // pgvector's HNSW indexes at most 2,000 dimensions of `vector`.
  if (!Number.isInteger(dimension) || dimension < 1 || dimension > 2000) throw new Error(`Unsupported vector width: ${dimension}`);
  return dimension;
}
