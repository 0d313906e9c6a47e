// The writes of the resume index: passages in raw SQL (pgvector has no Prisma API), the facts
// through Prisma. Each returns statements for one batch transaction, so a resume's analysis and
// its index change together.
import type { PrismaClient } from '../../db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { vectorLiteral } from '../../search/pgvector.js';
import type { ResumeFactsInput } from './resume-facts.js';
import type { ResumePassageInput } from './resume-passages.js';

export type EmbeddedPassage = ResumePassageInput & { embedding: number[] };

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
