import type { ActivityAnswer, ActivityItem } from '@app/shared';
import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { paginationOf, type PageRequest } from '../../http/pagination.js';
import { DATA_RIGHTS_EVENTS } from '../auth/audit.js';

type Detail = ActivityItem['detail'];

/** The tenant's data-rights events, newest first: who exported, erased or sent what, and how many. */
export async function listActivity(ctx: AppContext, options: { caller: Caller; page: PageRequest }): Promise<ActivityAnswer> {
  const where = { ...ofTenant(options.caller), event: { in: [...DATA_RIGHTS_EVENTS] } };
  const [total, events] = await Promise.all([
    ctx.prisma.auditEvent.count({ where }),
    ctx.prisma.auditEvent.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: options.page.skip, take: options.page.limit }),
  ]);
  const userIds = [...new Set(events.flatMap((event) => (event.userId ? [event.userId] : [])))];
  const users = await ctx.prisma.user.findMany({ where: { id: { in: userIds }, ...ofTenant(options.caller) }, select: { id: true, firstName: true, lastName: true, email: true } });
  const nameOf = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim() + ` <${user.email}>`]));
  return {
    items: events.map((event) => {
      const { via, ...detail } = (event.detail ?? {}) as Detail;
      return {
        id: event.id,
        event: event.event as ActivityItem['event'],
        createdAt: event.createdAt.toISOString(),
        actor: event.userId ? (nameOf.get(event.userId) ?? null) : null,
        via: (via as ActivityItem['via'] | undefined) ?? 'app',
        detail,
      };
    }),
    pagination: paginationOf(total, options.page),
  };
}
