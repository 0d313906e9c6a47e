import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { notFound } from '../../http/http-error.js';
import { paginationOf, type PageRequest } from '../../http/pagination.js';
import { isUuid } from '@app/shared';
import { toDocumentView, withUploader } from './document-view.js';

/** One document of the caller's tenant; anything else (another tenant's, a malformed id) is 404. */
export async function findDocument(ctx: AppContext, options: { caller: Caller; id: string }) {
  const document = isUuid(options.id)
    ? await ctx.prisma.document.findFirst({ where: { id: options.id, ...ofTenant(options.caller) }, include: withUploader })
    : null;
  if (!document) throw notFound('Document');
  return document;
}

/** Newest first, one page; the library is shared by everyone in the organisation. */
export async function listDocuments(ctx: AppContext, options: { caller: Caller; page: PageRequest }) {
  const where = ofTenant(options.caller);
  const [total, rows] = await Promise.all([
    ctx.prisma.document.count({ where }),
    ctx.prisma.document.findMany({
      where,
      include: withUploader,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: options.page.skip,
      take: options.page.limit,
    }),
  ]);
  return { documents: rows.map(toDocumentView), pagination: paginationOf(total, options.page) };
}
