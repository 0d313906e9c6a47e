-- pgvector: PGlite loads it as an extension module, the pgvector/pgvector image ships it.
CREATE EXTENSION IF NOT EXISTS vector;

-- CreateTable
CREATE TABLE "DocumentChunk" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "embeddingModel" TEXT NOT NULL,
    -- No fixed width: each model keeps its own; the HNSW index is a partial expression index per
    -- model, made by the server when a model is first used (see docs/decisions.md).
    "embedding" vector,
    "searchText" tsvector GENERATED ALWAYS AS (to_tsvector('english', "content")) STORED,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentChunk_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DocumentChunk_documentId_embeddingModel_ordinal_key" ON "DocumentChunk"("documentId", "embeddingModel", "ordinal");

-- CreateIndex
CREATE INDEX "DocumentChunk_tenantId_embeddingModel_idx" ON "DocumentChunk"("tenantId", "embeddingModel");

-- CreateIndex
CREATE INDEX "DocumentChunk_searchText_idx" ON "DocumentChunk" USING GIN ("searchText");

-- AddForeignKey
ALTER TABLE "DocumentChunk" ADD CONSTRAINT "DocumentChunk_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentChunk" ADD CONSTRAINT "DocumentChunk_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE CASCADE ON UPDATE CASCADE;
