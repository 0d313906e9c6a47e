import type { AdminCommand } from '../command.js';

export const listTenants: AdminCommand = {
  name: 'list-tenants',
  summary: 'list the organisations and their accounts',
  help: `Usage: npm run admin -- list-tenants

Lists each organisation with its number of accounts (verified of all).`,
  options: {},
  async run(ctx) {
    const tenants = await ctx.prisma.tenant.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true } });
    const counts = await ctx.prisma.user.groupBy({ by: ['tenantId', 'emailVerified'], _count: { _all: true } });
    const countOf = (tenantId: string, isVerified?: boolean) =>
      counts
        .filter((row) => row.tenantId === tenantId && (isVerified === undefined || row.emailVerified === isVerified))
        .reduce((sum, row) => sum + row._count._all, 0);
    const width = Math.max(...tenants.map((tenant) => tenant.name.length), 'Organisation'.length);
    const lines = tenants.map(
      (tenant) => `${tenant.name.padEnd(width)}  ${countOf(tenant.id)} accounts (${countOf(tenant.id, true)} verified)`,
    );
    return [`${'Organisation'.padEnd(width)}  Accounts`, ...lines].join('\n');
  },
};
