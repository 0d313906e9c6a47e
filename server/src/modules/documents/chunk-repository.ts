// Every raw SQL statement of the document library: pgvector and full-text search have no Prisma
// API. The index scans are shared with candidate search (search/). Values travel as parameters;
// the only SQL built from values is the vector width (an integer we check).
import { Prisma } from '../../generated/prisma/client.js';
import type { PrismaClient } from '../../db/database.js';
import { DOCUMENT_CHUNKS, nearestPassages, passagesWithWords, type PassageHit } from '../../search/passage-scans.js';
import { ensureVectorIndex as ensureModelIndex, vectorLiteral, vectorWidth as width } from '../../search/pgvector.js';

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

/** The document chunks' HNSW index for the model (search/pgvector.ts). */
export const ensureVectorIndex = (prisma: PrismaClient, options: { model: string; dimension: number }) =>
  ensureModelIndex(prisma, { table: 'DocumentChunk', ...options });

const asCandidates = (hits: PassageHit[]): Candidate[] => hits.map((hit) => ({ chunkId: hit.passageId, documentId: hit.ownerId }));

/** The tenant's nearest chunks by meaning (search/passage-scans.ts), nearest first. */
export async function vectorCandidates(
  prisma: PrismaClient,
  options: ModelScope & { vector: number[]; limit: number; isExact?: boolean },
): Promise<Candidate[]> {
  return asCandidates(await nearestPassages(prisma, DOCUMENT_CHUNKS, options));
}

/** The tenant's chunks holding at least half of the query's words (search/passage-scans.ts), best first. */
export async function textCandidates(prisma: PrismaClient, options: { tenantId: string; model: string; query: string; limit: number }): Promise<Candidate[]> {
  return asCandidates(await passagesWithWords(prisma, DOCUMENT_CHUNKS, options));
}

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
