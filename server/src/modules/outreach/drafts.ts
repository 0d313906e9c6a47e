import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { isUuid } from '@app/shared';
import { eventView, OUTREACH_STATUS, outreachView, replyView } from './outreach-view.js';
import type { CreateOutreachInput, PlaceholderSender, UpdateOutreachInput } from '@app/shared';
import { withRenderedText } from './rendered-text.js';
import { newTrackingToken } from './tracking-token.js';
import { findTemplate } from './templates.js';

// Outreach is shared by the team of a tenant, like resumes (decision 20).

/**
 * One page of the tenant's messages, newest first, each with its text as the recipient gets it
 * (`sender` is the caller's name, for `{{yourName}}`), and how many drafts the tenant has in all.
 */
export async function listOutreach(ctx: AppContext, options: { caller: Caller; sender: PlaceholderSender; page: number; limit: number }) {
  const { caller, sender, page, limit } = options;
  const where = ofTenant(caller);
  const [byStatus, rows] = await Promise.all([
    ctx.prisma.outreach.groupBy({ by: ['status'], where, _count: { _all: true } }),
    ctx.prisma.outreach.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * limit,
      take: limit,
      select: outreachView,
    }),
  ]);
  const totalItems = byStatus.reduce((sum, group) => sum + group._count._all, 0);
  const draftCount = byStatus.find((group) => group.status === OUTREACH_STATUS.draft)?._count._all ?? 0;
  const outreaches = await withRenderedText(ctx, { caller, sender, rows });
  return { outreaches, totalPages: Math.ceil(totalItems / limit), totalItems, currentPage: page, draftCount };
}

/** GET /outreach/{id}: the message with its events, its replies and its text as the recipient gets it. */
export async function outreachDetail(ctx: AppContext, options: { caller: Caller; sender: PlaceholderSender; id: string }) {
  const { caller, sender, id } = options;
  const [outreach] = await withRenderedText(ctx, { caller, sender, rows: [await findOutreach(ctx, { caller, id })] });
  const replies = await ctx.prisma.outreachReply.findMany({
    where: { outreachId: id, ...ofTenant(caller) },
    orderBy: [{ sentAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: replyView,
  });
  return { ...outreach!, replies, repliesTracked: ctx.config.mailbox !== undefined };
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
