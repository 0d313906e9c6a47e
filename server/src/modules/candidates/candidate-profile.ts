import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { HttpError } from '../../http/http-error.js';
import { aiSummarySchema } from '../../ai/resume-analysis.js';
import { findCandidates, LOOKS_LIKE_EMAIL, resumeIdsWithEmails } from '../outreach/candidates.js';
import { withLastContacts } from '../outreach/recent-contacts.js';

export const CANDIDATE_NOT_FOUND = 'Candidate not found';
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * One candidate's page: the candidate as the Candidates page shows them, the rest of the newest
 * resume's analysis, every resume of the organisation with that address and every outreach to it.
 * An address no analysed resume of the caller's organisation has is not found, whoever else has it.
 */
export async function candidateProfile(ctx: Pick<AppContext, 'prisma'>, options: { caller: Pick<Caller, 'tenantId'>; email: string }) {
  const { caller } = options;
  const email = options.email.trim().toLowerCase();
  // Not an address (or one PostgreSQL cannot hold as text, a NUL): no candidate has it.
  if (!LOOKS_LIKE_EMAIL.test(email) || CONTROL_CHARACTER.test(email)) throw new HttpError(404, CANDIDATE_NOT_FOUND);
  const [found] = await findCandidates(ctx, { caller, onlyEmails: [email] });
  if (!found) throw new HttpError(404, CANDIDATE_NOT_FOUND);
  const [candidate = { ...found, lastContact: null }] = await withLastContacts(ctx, { caller, candidates: [found] });
  const [newest, facts, resumes, outreach] = await Promise.all([
    ctx.prisma.resume.findFirstOrThrow({ where: { ...ofTenant(caller), id: found.resumeId }, select: { aiSummary: true, analysisModel: true } }),
    ctx.prisma.resumeFacts.findFirst({ where: { ...ofTenant(caller), resumeId: found.resumeId }, select: { experienceMonths: true } }),
    resumeIdsWithEmails(ctx, caller.tenantId, [email]).then((ids) =>
      ctx.prisma.resume.findMany({
        where: { ...ofTenant(caller), id: { in: ids } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true, originalFilename: true, processingStatus: true, createdAt: true },
      }),
    ),
    ctx.prisma.outreach.findMany({
      where: { ...ofTenant(caller), recipientEmail: email },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, subject: true, status: true, createdAt: true, sentAt: true, sentBy: { select: { firstName: true, lastName: true } } },
    }),
  ]);
  const analysis = aiSummarySchema.parse(newest.aiSummary);
  const months = facts?.experienceMonths ?? null;
  return {
    candidate,
    analysis: {
      certifications: analysis.certifications,
      keyAchievements: analysis.keyAchievements,
      careerLevel: analysis.careerLevel,
      yearsOfExperience: months === null ? null : Math.round((months / 12) * 10) / 10,
      analysisModel: newest.analysisModel,
    },
    resumes: resumes.map((resume) => ({ ...resume, createdAt: resume.createdAt.toISOString() })),
    outreach: outreach.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null })),
  };
}
