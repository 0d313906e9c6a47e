import type { MentioningDocument } from '@app/shared';
import type { PrismaClient } from '../../db/database.js';
import { notFound } from '../../http/http-error.js';
import { MARK_END, MARK_START } from '../documents/snippet.js';
import { collectPersonalData, holdsAnything, personOf, type PersonalData } from './personal-data.js';

const MAX_DOCUMENTS = 50;
// Loose on purpose: a resume's other addresses ("private: x@y.org") are worth offering; the recruiter picks.
const ADDRESS = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;

/**
 * What names the person in a document: the full names their resumes' analyses and the messages
 * to them give, their address, and the other addresses their resumes hold.
 */
export function namesOf(email: string, data: PersonalData): string[] {
  const names = data.resumes.flatMap((resume) => {
    const name = (resume.aiSummary as { personalInfo?: { name?: unknown } } | null)?.personalInfo?.name;
    return typeof name === 'string' ? [name] : [];
  });
  const addresses = data.resumes.flatMap((resume) => resume.extractedText?.match(ADDRESS) ?? []);
  const terms = [...names, ...data.outreach.map((row) => row.recipientName), email, ...addresses].map((term) => term.trim().replace(/\s+/g, ' ').toLowerCase());
  // A name of one letter would name every document.
  return [...new Set(terms.filter((term) => term.length >= 3))];
}

/**
 * The tenant's library documents that name the person, newest first: those whose indexed text
 * holds one of the names or addresses as a phrase (the chunks' full-text index, so line breaks
 * and a possessive "'s" do not hide them), then those whose title or file name holds one. Only
 * offered: nothing goes with an export or erasure unless the recruiter picks it.
 */
export async function mentioningDocuments(ctx: { prisma: PrismaClient }, options: { tenantId: string; email: string }): Promise<MentioningDocument[]> {
  // Nothing picked here: this is what the recruiter picks from.
  const person = personOf(options, { email: options.email });
  const data = await ctx.prisma.$transaction((tx) => collectPersonalData(tx, person));
  if (!holdsAnything(data)) throw notFound('Candidate');
  const terms = namesOf(person.email, data);
  const headline = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, HighlightAll=false`;
  const inText = await ctx.prisma.$queryRaw<MentioningDocument[]>`
    WITH wanted AS (
      SELECT string_agg('(' || phrase::text || ')', ' | ')::tsquery AS query
      FROM (SELECT phraseto_tsquery('english', term) AS phrase FROM unnest(${terms}::text[]) AS term) AS phrases
      WHERE numnode(phrase) > 0
    ),
    hits AS (
      SELECT DISTINCT ON (document."id") document."id", document."title", document."originalFilename", document."createdAt",
        CASE WHEN to_tsvector('english', body.text) @@ wanted.query THEN ts_headline('english', body.text, wanted.query, ${headline}) END AS snippet
      FROM wanted
        JOIN "DocumentChunk" AS chunk ON chunk."searchText" @@ wanted.query
        JOIN "Document" AS document ON document."id" = chunk."documentId"
        -- Without the title line every chunk repeats: a name only there has nothing to quote.
        CROSS JOIN LATERAL (SELECT substr(chunk."content", strpos(chunk."content", E'\n') + 1) AS text) AS body
      WHERE chunk."tenantId" = ${person.tenantId}::uuid AND document."tenantId" = ${person.tenantId}::uuid
      ORDER BY document."id", (to_tsvector('english', body.text) @@ wanted.query) DESC, chunk."ordinal"
    )
    SELECT "id", "title", "originalFilename", "snippet" FROM hits ORDER BY "createdAt" DESC, "id" LIMIT ${MAX_DOCUMENTS}`;
  const inName = await ctx.prisma.$queryRaw<MentioningDocument[]>`
    SELECT "id", "title", "originalFilename", NULL AS snippet FROM "Document"
    WHERE "tenantId" = ${person.tenantId}::uuid AND NOT ("id" = ANY(${inText.map((row) => row.id)}::uuid[]))
      AND EXISTS (SELECT 1 FROM unnest(${terms}::text[]) AS term WHERE strpos(lower("title" || ' ' || "originalFilename"), term) > 0)
    ORDER BY "createdAt" DESC, "id" LIMIT ${MAX_DOCUMENTS - inText.length}`;
  return [...inText, ...inName];
}
