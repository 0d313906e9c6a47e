import type { AppContext, Caller } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { countByStatus, countPerDay, type ActivityDay, type StatusCounts } from './dashboard-repository.js';

const ACTIVITY_DAYS = 30;
const RECENT_ITEMS = 5;

const count = (counts: StatusCounts, ...statuses: string[]) => statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
const total = (counts: StatusCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * Delivered, opened and replied messages over every message that left the drafts (queued,
 * sending, sent, delivered, opened, replied, failed), in percent to one decimal, at most 100; 0
 * when none has. A batch still on its way counts against the rate until it arrives.
 */
export function successRate(outreach: StatusCounts): number {
  const succeeded = count(outreach, 'delivered', 'opened', 'replied');
  const leftDrafts = total(outreach) - count(outreach, 'draft');
  if (leftDrafts === 0) return 0;
  return Math.min(100, Math.round((succeeded / leftDrafts) * 1000) / 10);
}

const series = (days: ActivityDay[], key: 'resumes' | 'outreach' | 'documents') => days.map((day) => ({ date: day.date, count: day[key] }));

/** The five newest resumes, messages and documents of the tenant, for 'Recent Activity'. */
async function recentActivity(ctx: AppContext, caller: Caller) {
  const newest = { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }], take: RECENT_ITEMS, where: ofTenant(caller) };
  const [resumes, outreach, documents] = await Promise.all([
    ctx.prisma.resume.findMany({ ...newest, select: { id: true, originalFilename: true, processingStatus: true, createdAt: true } }),
    ctx.prisma.outreach.findMany({ ...newest, select: { id: true, recipientName: true, recipientEmail: true, status: true, createdAt: true } }),
    ctx.prisma.document.findMany({ ...newest, select: { id: true, title: true, status: true, createdAt: true } }),
  ]);
  return {
    resumes: resumes.map((r) => ({ id: r.id, filename: r.originalFilename, status: r.processingStatus, createdAt: r.createdAt })),
    outreach: outreach.map((o) => ({ id: o.id, recipient: o.recipientName.trim() || o.recipientEmail, status: o.status, createdAt: o.createdAt })),
    documents: documents.map((d) => ({ id: d.id, title: d.title, status: d.status, createdAt: d.createdAt })),
  };
}

/** Every figure of the Healthcare dashboard, from the caller's tenant only. */
export async function getDashboard(ctx: AppContext, options: { caller: Caller; timeZone: string }) {
  const { tenantId } = options.caller;
  const [totals, days, recent] = await Promise.all([
    countByStatus(ctx, tenantId),
    countPerDay(ctx, { tenantId, timeZone: options.timeZone, days: ACTIVITY_DAYS }),
    recentActivity(ctx, options.caller),
  ]);
  const { resumeStatuses, outreachStatuses, documentStatuses } = totals;
  return {
    overview: {
      totalResumes: total(resumeStatuses),
      totalOutreach: total(outreachStatuses),
      totalDocuments: total(documentStatuses),
    },
    resumeStats: {
      total: total(resumeStatuses),
      processed: count(resumeStatuses, 'processed'),
      parsed: count(resumeStatuses, 'parsed'),
      failed: count(resumeStatuses, 'failed'),
      withSummaries: totals.resumesWithSummaries,
    },
    // Disjoint by status, so the pie's segments add up to 100%.
    outreachStats: {
      opened: count(outreachStatuses, 'opened'),
      delivered: count(outreachStatuses, 'delivered'),
      sent: count(outreachStatuses, 'sent'),
      failed: count(outreachStatuses, 'failed'),
      replied: count(outreachStatuses, 'replied'),
      successRate: successRate(outreachStatuses),
    },
    documentStats: {
      total: total(documentStatuses),
      processed: count(documentStatuses, 'processed'),
      failed: count(documentStatuses, 'failed'),
    },
    activity: { resumes: series(days, 'resumes'), outreach: series(days, 'outreach'), documents: series(days, 'documents') },
    recentActivity: recent,
    // The zone whose calendar days the activity counts use.
    timeZone: options.timeZone,
  };
}

export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;
