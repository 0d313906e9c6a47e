-- The names a resume's certifications go by ("pediatric advanced life support pals", "pals"), so a
-- query naming one ranks the resume as a named skill or title does (issue 19).
ALTER TABLE "ResumeFacts" ADD COLUMN "certificationNames" TEXT[] NOT NULL DEFAULT '{}';

-- CreateIndex
CREATE INDEX "ResumeFacts_certificationNames_idx" ON "ResumeFacts" USING GIN ("certificationNames");

-- Facts written before have no names: marking them as of another model lets the background
-- re-index (recovery.ts) write them again, as it does after a change of model.
UPDATE "ResumeFacts" SET "indexedModel" = 'before-certification-names' WHERE "indexedModel" IS NOT NULL;
