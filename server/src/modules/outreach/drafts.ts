import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { isUuid } from '@app/shared';
import { eventView, OUTREACH_STATUS, outreachView } from './outreach-view.js';
import type { CreateOutreachInput, UpdateOutreachInput } from '@app/shared';
import { newTrackingToken } from './tracking-token.js';
import { findTemplate } from './templates.js';

// Outreach is shared by the team of a tenant, like resumes (decision 20).

export async function listOutreach(ctx: AppContext, options: { caller: Caller; page: number; limit: number }) {
  const where = ofTenant(options.caller);
  const [totalItems, outreaches] = await Promise.all([
    ctx.prisma.outreach.count({ where }),
    ctx.prisma.outreach.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (options.page - 1) * options.limit,
      take: options.limit,
      select: outreachView,
    }),
  ]);
  return { outreaches, totalPages: Math.ceil(totalItems / options.limit), totalItems, currentPage: options.page };
}

/** One message of the caller's tenant (anything else is 404), with its events oldest first. */
export async function findOutreach(ctx: AppContext, options: { caller: Caller; id: string }) {
  const outreach = isUuid(options.id)
    ? await ctx.prisma.outreach.findFirst({
        where: { id: options.id, ...ofTenant(options.caller) },
        select: { ...outreachView, events: { select: eventView, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
      })
    : null;
  if (!outreach) throw notFound('Outreach');
  return outreach;
}

/** A template id from the body must name a template the caller can see. */
async function checkedTemplateId(ctx: AppContext, caller: Caller, templateId: string | null | undefined) {
  if (templateId) await findTemplate(ctx, { caller, id: templateId });
  return templateId;
}

export async function createDraft(ctx: AppContext, options: { caller: Caller; input: CreateOutreachInput }) {
  const { caller, input } = options;
  const templateId = await checkedTemplateId(ctx, caller, input.templateId);
  return ctx.prisma.outreach.create({
    data: {
      ...input,
      templateId: templateId ?? null,
      tenantId: caller.tenantId,
      sentById: caller.userId,
      status: OUTREACH_STATUS.draft,
      trackingToken: newTrackingToken(),
    },
    select: outreachView,
  });
}

export async function updateDraft(ctx: AppContext, options: { caller: Caller; id: string; input: UpdateOutreachInput }) {
  const { caller, id, input } = options;
  await findOutreach(ctx, { caller, id });
  const templateId = await checkedTemplateId(ctx, caller, input.templateId);
  // The status test is part of the write, so a send that claims the draft meanwhile wins cleanly.
  const { count } = await ctx.prisma.outreach.updateMany({
    where: { id, ...ofTenant(caller), status: OUTREACH_STATUS.draft },
    data: { subject: input.subject, content: input.content, templateId },
  });
  if (count === 0) throw new HttpError(409, 'Only drafts can be edited');
  return ctx.prisma.outreach.findUniqueOrThrow({ where: { id, ...ofTenant(caller) }, select: outreachView });
}
