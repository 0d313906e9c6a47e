import { RECENT_CONTACT_DAYS, type CandidateContact } from '@app/shared';
import type { AppContext, Caller } from '../../context.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { Candidate } from './candidates.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// An e-mail on its way or gone counts as contact; a draft was never seen and a failure never arrived.
const CONTACT_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'opened', 'replied'];

type ContactRow = { email: string; at: Date; firstName: string; lastName: string };

/**
 * The latest contact of each address in the last RECENT_CONTACT_DAYS days, in one statement over
 * the ("tenantId", "recipientEmail") index whatever the number of candidates. The addresses go as
 * one array parameter: a list of bind parameters would hit the protocol's 65,535 limit.
 */
async function latestContacts(ctx: Pick<AppContext, 'prisma'>, options: { tenantId: string; emails: string[]; now: Date }): Promise<Map<string, CandidateContact>> {
  const { tenantId, emails, now } = options;
  if (emails.length === 0) return new Map();
  const since = new Date(now.getTime() - RECENT_CONTACT_DAYS * DAY_MS);
  // A queued message has no sentAt yet: the moment its batch was queued stands in for it.
  const rows = await ctx.prisma.$queryRaw<ContactRow[]>`
    SELECT DISTINCT ON (o."recipientEmail")
      o."recipientEmail" AS "email", coalesce(o."sentAt", o."queuedAt") AS "at", u."firstName", u."lastName"
    FROM "Outreach" AS o
    JOIN "User" AS u ON u."id" = o."sentById"
    WHERE o."tenantId" = ${tenantId}::uuid
      AND o."recipientEmail" = ANY(${emails}::text[])
      AND o."status" IN (${Prisma.join(CONTACT_STATUSES)})
      AND coalesce(o."sentAt", o."queuedAt") >= ${since}
    ORDER BY o."recipientEmail", "at" DESC`;
  return new Map(rows.map((row) => [row.email, { at: row.at.toISOString(), by: { firstName: row.firstName, lastName: row.lastName } }]));
}

/** The candidates with their latest recent contact of the caller's organisation, or null. */
export async function withLastContacts(
  ctx: Pick<AppContext, 'prisma'>,
  options: { caller: Pick<Caller, 'tenantId'>; candidates: Candidate[]; now?: Date },
): Promise<(Candidate & { lastContact: CandidateContact | null })[]> {
  const { caller, candidates, now = new Date() } = options;
  // Addresses are stored lower-cased on both sides (candidates and drafts), so equality is enough.
  const contacts = await latestContacts(ctx, { tenantId: caller.tenantId, emails: candidates.map((candidate) => candidate.email), now });
  return candidates.map((candidate) => ({ ...candidate, lastContact: contacts.get(candidate.email) ?? null }));
}
