-- The resume list's search (issue 18): what a recruiter searches by (the file name, and from the
-- analysis the candidate's name, current title and skills) kept lower-cased in one column by
-- PostgreSQL itself, whatever writes the row. A search then compares a short column of each of the
-- tenant's resumes instead of unpacking every analysis (several KB of JSON, often compressed) on
-- every call. Prisma cannot describe a generated column, so it lives in this migration only.
-- Lines, not spaces, between the parts: a search is one line, so it never matches across two.
ALTER TABLE "Resume" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  lower(
    "originalFilename" || E'\n' ||
    coalesce("aiSummary" #>> '{personalInfo,name}', '') || E'\n' ||
    coalesce("aiSummary" #>> '{workExperience,0,title}', '') || E'\n' ||
    coalesce("aiSummary" ->> 'skills', '')
  )
) STORED;
