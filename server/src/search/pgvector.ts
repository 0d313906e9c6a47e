// pgvector pieces shared by every table of embedded passages (document chunks, resume passages).
// The only SQL built from values is the vector width (an integer we check) and, for the per-model
// index, a model name checked against SAFE_MODEL_NAME and a table name from a fixed list.
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../db/database.js';

/** The tables whose rows carry an `embedding` of their `embeddingModel`, tenant by tenant. */
export type PassageTableName = 'DocumentChunk' | 'ResumePassage';

const SAFE_MODEL_NAME = /^[\w.:/@+-]{1,200}$/;
const indexedModels = new Set<string>();

/**
 * pgvector indexes vectors of one width, while each model has its own: so every model gets a
 * partial HNSW index on a table's rows with the column cast to its width (pgvector's way to index
 * mixed widths). Made the first time this process meets the model; IF NOT EXISTS makes it cheap
 * after a restart.
 */
export async function ensureVectorIndex(prisma: PrismaClient, options: { table: PassageTableName; model: string; dimension: number }): Promise<void> {
  const key = `${options.model}/${options.dimension}`;
  if (indexedModels.has(`${options.table}:${key}`)) return;
  if (!SAFE_MODEL_NAME.test(options.model)) throw new Error(`Unsupported embedding model name: ${options.model}`);
  // Named from the model alone (the table is the prefix), as the document chunks' indexes always were.
  const name = `${options.table}_embedding_${createHash('sha256').update(key).digest('hex').slice(0, 16)}_idx`;
  await prisma.$executeRawUnsafe(
    `CREATE INDEX IF NOT EXISTS "${name}" ON "${options.table}" USING hnsw ((embedding::vector(${vectorWidth(options.dimension)})) vector_cosine_ops) WHERE "embeddingModel" = '${options.model}'`,
  );
  // Embedded PGlite has no autovacuum: without statistics the planner ignores the new index and
  // scans every row. Fresh ones once per process; as the table grows, Postgres scales them.
  await prisma.$executeRawUnsafe(`ANALYZE "${options.table}"`);
  indexedModels.add(`${options.table}:${key}`);
}

// pgvector's text form, "[0.1,0.2,...]", is exactly JSON's for an array of numbers.
export const vectorLiteral = (vector: number[]) => JSON.stringify(vector);

export function vectorWidth(dimension: number): number {
  // pgvector's HNSW indexes at most 2,000 dimensions of `vector`.
  if (!Number.isInteger(dimension) || dimension < 1 || dimension > 2000) throw new Error(`Unsupported vector width: ${dimension}`);
  return dimension;
}
