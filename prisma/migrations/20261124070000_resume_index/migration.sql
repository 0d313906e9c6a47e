-- Candidate search (issue 19): every analysed resume's sections as passages embedded like document
-- chunks (one vector column of no fixed width, a partial HNSW index per model made by the server,
-- a generated full-text vector), and the facts a match filters and scores on.

-- CreateTable
CREATE TABLE "ResumePassage" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "resumeId" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "section" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "embeddingModel" TEXT NOT NULL,
    "embedding" vector,
    "searchText" tsvector GENERATED ALWAYS AS (to_tsvector('english', "content")) STORED,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ResumePassage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ResumePassage_resumeId_embeddingModel_ordinal_key" ON "ResumePassage"("resumeId", "embeddingModel", "ordinal");

-- CreateIndex
CREATE INDEX "ResumePassage_tenantId_embeddingModel_idx" ON "ResumePassage"("tenantId", "embeddingModel");

-- CreateIndex
CREATE INDEX "ResumePassage_searchText_idx" ON "ResumePassage" USING GIN ("searchText");

-- AddForeignKey
ALTER TABLE "ResumePassage" ADD CONSTRAINT "ResumePassage_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResumePassage" ADD CONSTRAINT "ResumePassage_resumeId_fkey" FOREIGN KEY ("resumeId") REFERENCES "Resume"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "ResumeFacts" (
    "resumeId" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "skills" TEXT[] NOT NULL,
    "titles" TEXT[] NOT NULL,
    "certifications" TEXT[] NOT NULL,
    "experienceMonths" INTEGER,
    "highestDegree" TEXT,
    "location" TEXT NOT NULL,
    "indexedModel" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ResumeFacts_pkey" PRIMARY KEY ("resumeId")
);

-- CreateIndex
CREATE INDEX "ResumeFacts_tenantId_email_idx" ON "ResumeFacts"("tenantId", "email");

-- CreateIndex
CREATE INDEX "ResumeFacts_skills_idx" ON "ResumeFacts" USING GIN ("skills");

-- CreateIndex
CREATE INDEX "ResumeFacts_titles_idx" ON "ResumeFacts" USING GIN ("titles");

-- AddForeignKey
ALTER TABLE "ResumeFacts" ADD CONSTRAINT "ResumeFacts_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResumeFacts" ADD CONSTRAINT "ResumeFacts_resumeId_fkey" FOREIGN KEY ("resumeId") REFERENCES "Resume"("id") ON DELETE CASCADE ON UPDATE CASCADE;
