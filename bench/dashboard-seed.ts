// Bulk rows for the dashboard benchmark, written with generate_series in a few statements.
// Text columns get hex (md5) prose of realistic length, which compresses about as badly as real
// text, so the tables are as large on disk as real ones.

export type Queryable = { query(sql: string, params?: unknown[]): Promise<unknown> };

export type SeedCounts = { resumes: number; outreach: number; documents: number };

/** Spread over the last 180 days, so the 30-day activity window holds about a sixth of each table. */
const SPREAD_MINUTES = 180 * 24 * 60;

const prose = (words: string) => `(SELECT string_agg(md5(i::text || '-' || w), ' ') FROM generate_series(1, ${words}) AS w)`;
const createdAt = `now() - ((i * 7919) % ${SPREAD_MINUTES}) * interval '1 minute'`;

/** `count` resumes of one tenant, numbered from `from` (so a second call adds to the first without clashing names or times). */
export async function seedResumes(db: Queryable, owner: { tenantId: string; userId: string }, count: number, from = 1): Promise<void> {
  // Half summarized (processed), 40% parsed, 10% failed: about 3 KB of text, a JSON analysis and summaries.
  await db.query(
    `INSERT INTO "Resume" ("id", "tenantId", "uploadedById", "originalFilename", "storedName", "mimeType", "sizeBytes", "sha256",
       "processingStatus", "extractedText", "aiSummary", "bulletSummary", "paragraphSummary", "analysisModel", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, $2, 'candidate-' || i || '.pdf', 'bench-resume-' || i, 'application/pdf', 40000 + i, md5(i::text),
       CASE WHEN i % 10 < 5 THEN 'processed' WHEN i % 10 < 9 THEN 'parsed' ELSE 'failed' END,
       ${prose('100')},
       CASE WHEN i % 10 < 9 THEN jsonb_build_object('professionalSummary', ${prose('12')}, 'skills', jsonb_build_array('Triage', 'ACLS', 'Epic EHR')) END,
       CASE WHEN i % 10 < 5 THEN ${prose('16')} END,
       CASE WHEN i % 10 < 5 THEN ${prose('20')} END,
       'local-analyzer', ${createdAt}, now()
     FROM generate_series($3::int, $4::int) AS i`,
    [owner.tenantId, owner.userId, from, from + count - 1],
  );
}

export async function seedDashboardRows(db: Queryable, owner: { tenantId: string; userId: string }, counts: SeedCounts): Promise<void> {
  await seedResumes(db, owner, counts.resumes);
  const params = [owner.tenantId, owner.userId];
  // Roughly what a team's outbox looks like: most delivered or opened, some failed, a few drafts.
  await db.query(
    `INSERT INTO "Outreach" ("id", "tenantId", "sentById", "recipientEmail", "recipientName", "subject", "content", "status",
       "sentAt", "deliveredAt", "openedAt", "errorMessage", "trackingToken", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, $2, 'candidate-' || i || '@example.com', 'Candidate ' || i, 'A nursing role that fits you',
       ${prose('30')}, s.status,
       CASE WHEN s.status NOT IN ('draft', 'queued') THEN c.at + interval '5 minutes' END,
       CASE WHEN s.status IN ('delivered', 'opened', 'replied') THEN c.at + interval '6 minutes' END,
       CASE WHEN s.status IN ('opened', 'replied') THEN c.at + interval '3 hours' END,
       CASE WHEN s.status = 'failed' THEN '550 mailbox unavailable' END,
       'bench-token-' || i, c.at, now()
     FROM generate_series(1, ${counts.outreach}) AS i,
       LATERAL (SELECT ${createdAt} AS at) AS c,
       LATERAL (SELECT (ARRAY['draft', 'queued', 'sent', 'sent', 'delivered', 'delivered', 'delivered', 'delivered',
         'opened', 'opened', 'opened', 'replied', 'failed', 'failed', 'sent', 'delivered', 'opened', 'delivered', 'sent', 'draft'])[i % 20 + 1] AS status) AS s`,
    params,
  );
  await db.query(
    `INSERT INTO "Document" ("id", "tenantId", "uploadedById", "title", "originalFilename", "storedName", "mimeType", "sizeBytes", "sha256",
       "status", "extractedText", "processedAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, $2, 'Policy ' || i, 'policy-' || i || '.pdf', 'bench-document-' || i, 'application/pdf', 80000 + i, md5(i::text),
       CASE WHEN i % 20 = 0 THEN 'failed' WHEN i % 20 = 1 THEN 'uploaded' ELSE 'processed' END,
       ${prose('120')}, CASE WHEN i % 20 > 1 THEN now() END, ${createdAt}, now()
     FROM generate_series(1, ${counts.documents}) AS i`,
    params,
  );
}
