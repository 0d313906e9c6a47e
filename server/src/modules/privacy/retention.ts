import type { AppContext } from '../../context.js';
import { recordAudit } from '../auth/audit.js';
import type { Actor } from './actor.js';
import { deleteResume } from './delete-resume.js';
import { eraseCandidate } from './erase-candidate.js';

/** The moment `months` calendar months before `now`: activity before it is stale. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Who the rule would erase: each candidate address whose latest activity (a resume uploaded or
 * analysed, a message written, sent, opened or unsubscribed) is before `cutoff`, and each resume
 * with no address in its analysis that has not changed since then.
 */
async function staleCandidates(ctx: AppContext, tenantId: string, cutoff: Date) {
  const emails = await ctx.prisma.$queryRaw<{ email: string }[]>`
    SELECT email FROM (
      SELECT lower(btrim("aiSummary" -> 'personalInfo' ->> 'email')) AS email, "updatedAt" AS at FROM "Resume" WHERE "tenantId" = ${tenantId}::uuid
      UNION ALL
      SELECT lower("recipientEmail"), "updatedAt" FROM "Outreach" WHERE "tenantId" = ${tenantId}::uuid
    ) AS activity
    WHERE coalesce(email, '') <> ''
    GROUP BY email HAVING max(at) < ${cutoff}
    ORDER BY email`;
  const anonymousResumes = await ctx.prisma.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Resume"
    WHERE "tenantId" = ${tenantId}::uuid AND "updatedAt" < ${cutoff}
      AND coalesce(lower(btrim("aiSummary" -> 'personalInfo' ->> 'email')), '') = ''`;
  return { emails: emails.map((row) => row.email), resumeIds: anonymousResumes.map((row) => row.id) };
}

/** How many candidates a rule of `months` would erase if it ran at `now`: shown before it is turned on. */
export async function previewRetention(ctx: AppContext, options: { tenantId: string; months: number; now?: Date }): Promise<number> {
  const stale = await staleCandidates(ctx, options.tenantId, retentionCutoff(options.now ?? new Date(), options.months));
  return stale.emails.length + stale.resumeIds.length;
}

/** Erases the tenant's stale candidates under its rule at `now`, and records the run; answers how many. */
export async function runRetention(ctx: AppContext, options: { tenantId: string; months: number; now: Date }): Promise<number> {
  const { tenantId, months } = options;
  const actor: Actor = { tenantId, origin: {}, via: 'retention' };
  const stale = await staleCandidates(ctx, tenantId, retentionCutoff(options.now, months));
  for (const email of stale.emails) await eraseCandidate(ctx, { actor, email });
  for (const id of stale.resumeIds) await deleteResume(ctx, { actor, id });
  const erased = stale.emails.length + stale.resumeIds.length;
  await recordAudit(ctx, { event: 'retention.ran', tenantId, origin: {}, at: options.now, detail: { months, candidates: erased, via: 'retention' } });
  return erased;
}
