import type { AppContext, Caller } from '../../context.js';
import { aiSummarySchema, type AiSummary } from '../../ai/resume-analysis.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { Prisma } from '../../generated/prisma/client.js';
import { addressHashesToFind } from '../privacy/address-hash.js';
import type { z } from 'zod';
import type { candidateAnswerSchema } from '@app/shared';

/** A candidate as found in the resumes; the list route adds `lastContact` (recent-contacts.ts). */
export type Candidate = Omit<z.infer<typeof candidateAnswerSchema>, 'lastContact'>;

// Good enough to tell an address from "n/a" or a phone number; the send validates for real.
export const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;


/** The candidate's address as the candidates here key it: trimmed and lower-cased; null when it is none. */
export function candidateAddressOf(text: string | null | undefined): string | null {
  const email = text?.trim().toLowerCase() ?? '';
  return LOOKS_LIKE_EMAIL.test(email) ? email : null;
}

const orNull = (value: string | undefined) => value?.trim() || null;

/** The candidate's title: the analysis has none of its own, so the most recent job's. */
function toCandidate(resume: { id: string; originalFilename: string }, email: string, analysis: AiSummary): Omit<Candidate, 'unsubscribed' | 'doNotContact'> {
  const info = analysis.personalInfo;
  return {
    email,
    fullName: orNull(info.name),
    title: orNull(analysis.workExperience[0]?.title),
    location: orNull(info.location),
    phone: orNull(info.phone),
    linkedin: orNull(info.linkedin),
    website: orNull(info.website),
    resumeId: resume.id,
    resumeFilename: resume.originalFilename,
    professionalSummary: orNull(analysis.professionalSummary),
    skills: analysis.skills,
    workExperience: analysis.workExperience,
    education: analysis.education,
  };
}

// The send looks up one recipient, a list page a few: their resumes are found in SQL instead of reading them all.
export async function resumeIdsWithEmails(ctx: Pick<AppContext, 'prisma'>, tenantId: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await ctx.prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Resume"
    WHERE "tenantId" = ${tenantId}::uuid
      AND lower(btrim("aiSummary"->'personalInfo'->>'email')) IN (${Prisma.join(emails.map((email) => email.trim().toLowerCase()))})`;
  return rows.map((row) => row.id);
}

/**
 * The tenant's candidates: one per e-mail address (ignoring case) from analysed resumes, the
 * newest resume winning; resumes without an address are not candidates. `onlyEmails` narrows the
 * search to those addresses (the send looks its recipient up this way, a list page its recipients).
 */
export async function findCandidates(ctx: Pick<AppContext, 'prisma'>, options: { caller: Pick<Caller, 'tenantId'>; onlyEmails?: string[] }): Promise<Candidate[]> {
  const { caller, onlyEmails } = options;
  const candidates = await readCandidates(ctx, {
    caller,
    where: onlyEmails === undefined ? {} : { id: { in: await resumeIdsWithEmails(ctx, caller.tenantId, onlyEmails) } },
  });
  return candidates.sort((a, b) => (a.fullName ?? a.email).localeCompare(b.fullName ?? b.email));
}

/** The candidates of the tenant's resumes named (each already the newest of its address), in the order given. */
export async function candidatesOfResumes(ctx: Pick<AppContext, 'prisma'>, options: { caller: Pick<Caller, 'tenantId'>; resumeIds: string[] }): Promise<Candidate[]> {
  if (options.resumeIds.length === 0) return [];
  const candidates = await readCandidates(ctx, { caller: options.caller, where: { id: { in: options.resumeIds } } });
  const order = new Map(options.resumeIds.map((id, index) => [id, index]));
  return candidates.sort((a, b) => (order.get(a.resumeId) ?? 0) - (order.get(b.resumeId) ?? 0));
}

/** One candidate per address among the tenant's analysed resumes matching `where`, the newest resume winning. */
async function readCandidates(ctx: Pick<AppContext, 'prisma'>, options: { caller: Pick<Caller, 'tenantId'>; where: Prisma.ResumeWhereInput }): Promise<Candidate[]> {
  const { caller, where } = options;
  const resumes = await ctx.prisma.resume.findMany({
    where: { ...ofTenant(caller), aiSummary: { not: Prisma.DbNull }, ...where },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, originalFilename: true, aiSummary: true },
  });
  const byEmail = new Map<string, Omit<Candidate, 'unsubscribed' | 'doNotContact'>>();
  for (const resume of resumes) {
    const parsed = aiSummarySchema.safeParse(resume.aiSummary);
    if (!parsed.success) continue;
    const email = candidateAddressOf(parsed.data.personalInfo.email);
    if (email === null || byEmail.has(email)) continue;
    byEmail.set(email, toCandidate(resume, email, parsed.data));
  }
  const doNotContact = await doNotContactEntries(ctx, caller.tenantId, [...byEmail.keys()]);
  return [...byEmail].map(([email, candidate]) => {
    const entry = doNotContact.get(email) ?? null;
    return { ...candidate, unsubscribed: entry !== null, doNotContact: entry };
  });
}

type DoNotContact = NonNullable<Candidate['doNotContact']>;

/**
 * The do-not-contact entries of these addresses only (a page of 24 candidates does not read the
 * whole list): as themselves, or as the keyed hash an erase leaves, so a person erased and then
 * uploaded again shows as not to be contacted, as the send already refuses them.
 */
export async function doNotContactEntries(ctx: Pick<AppContext, 'prisma'>, tenantId: string, emails: string[]): Promise<Map<string, DoNotContact>> {
  const hashes = await addressHashesToFind(ctx.prisma, tenantId, emails);
  const emailOfHash = new Map(hashes.map((hash, index) => [hash, emails[index]!]));
  const entries = await ctx.prisma.$queryRaw<{ email: string | null; emailHash: string | null; reason: string; detail: string | null }[]>`
    SELECT "email", "emailHash", "reason", "detail" FROM "Unsubscribe"
    WHERE "tenantId" = ${tenantId}::uuid AND ("email" = ANY(${emails}::text[]) OR "emailHash" = ANY(${hashes}::text[]))`;
  const found = new Map<string, DoNotContact>();
  for (const row of entries) {
    const email = row.email ?? emailOfHash.get(row.emailHash ?? '');
    if (!email) continue;
    const entry = { reason: row.reason === 'bounced' ? ('bounced' as const) : ('unsubscribed' as const), detail: row.detail, erased: row.email === null };
    // The entry of an erase says the most: whatever else, this person asked to be forgotten.
    if (!found.get(email)?.erased) found.set(email, entry);
  }
  return found;
}

/** The candidate whose address is `email`, if an analysed resume of the tenant has it. */
export async function findCandidate(ctx: Pick<AppContext, 'prisma'>, options: { tenantId: string; email: string }): Promise<Candidate | undefined> {
  return (await findCandidates(ctx, { caller: options, onlyEmails: [options.email] }))[0];
}
