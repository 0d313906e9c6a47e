import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { notFound } from '../../http/http-error.js';
import { paginationOf, type PageRequest } from '../../http/pagination.js';
import { isUuid } from '@app/shared';
import { readResumePage, type ResumeFilter } from './resume-repository.js';
import { toResumeListItem } from './resume-view.js';

/** One resume of the caller's tenant; anything else (another tenant's, a malformed id) is 404. */
export async function findResume(ctx: AppContext, options: { caller: Caller; id: string }) {
  const resume = isUuid(options.id)
    ? await ctx.prisma.resume.findFirst({ where: { id: options.id, ...ofTenant(options.caller) } })
    : null;
  if (!resume) throw notFound('Resume');
  return resume;
}

/** Newest first, one page of the tenant's resumes that match `filter`, and how many match. */
export async function listResumes(ctx: AppContext, options: { caller: Caller; page: PageRequest; filter: ResumeFilter }) {
  const { total, resumes } = await readResumePage(ctx, { tenantId: options.caller.tenantId, page: options.page, filter: options.filter });
  return { resumes: resumes.map(toResumeListItem), pagination: paginationOf(total, options.page) };
}
