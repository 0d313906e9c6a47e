import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { notFound } from '../../http/http-error.js';
import { isUuid } from '@app/shared';
import type { TemplateInput } from '@app/shared';

// Templates are shared by the team of a tenant (decision 20): any recruiter may use and edit them.
const templateView = {
  id: true,
  name: true,
  subject: true,
  content: true,
  description: true,
  createdAt: true,
  updatedAt: true,
  createdBy: { select: { firstName: true, lastName: true } },
} as const;

/** Newest first. */
export function listTemplates(ctx: AppContext, options: { caller: Caller }) {
  return ctx.prisma.emailTemplate.findMany({
    where: ofTenant(options.caller),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: templateView,
  });
}

/** One template of the caller's tenant; anything else is 404. */
export async function findTemplate(ctx: AppContext, options: { caller: Caller; id: string }) {
  const template = isUuid(options.id)
    ? await ctx.prisma.emailTemplate.findFirst({ where: { id: options.id, ...ofTenant(options.caller) }, select: templateView })
    : null;
  if (!template) throw notFound('Template');
  return template;
}

export function createTemplate(ctx: AppContext, options: { caller: Caller; input: TemplateInput }) {
  const { caller, input } = options;
  return ctx.prisma.emailTemplate.create({
    data: { ...input, tenantId: caller.tenantId, createdById: caller.userId },
    select: templateView,
  });
}

export async function updateTemplate(ctx: AppContext, options: { caller: Caller; id: string; input: TemplateInput }) {
  await findTemplate(ctx, options);
  return ctx.prisma.emailTemplate.update({ where: { id: options.id, ...ofTenant(options.caller) }, data: options.input, select: templateView });
}
