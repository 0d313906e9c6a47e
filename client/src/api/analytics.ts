import { apiRequest } from './client';

export type DailyCount = { date: string; count: number };

export type RecentResume = { id: string; filename: string; status: string; createdAt: string };
export type RecentOutreach = { id: string; recipient: string; status: string; createdAt: string };
export type RecentDocument = { id: string; title: string; status: string; createdAt: string };

/** GET /analytics/dashboard (spec section 3), plus replied and the zone of the activity days. */
export type DashboardData = {
  overview: { totalResumes: number; totalOutreach: number; totalDocuments: number };
  resumeStats: { total: number; processed: number; parsed: number; failed: number; withSummaries: number };
  outreachStats: { opened: number; delivered: number; sent: number; failed: number; replied?: number; successRate: number };
  documentStats: { total: number; processed: number; failed: number };
  activity: { resumes: DailyCount[]; outreach: DailyCount[]; documents: DailyCount[] };
  recentActivity: { resumes: RecentResume[]; outreach: RecentOutreach[]; documents: RecentDocument[] };
  timeZone?: string;
};

/** The activity is counted per calendar day of `timeZone` (an IANA name, e.g. the browser's). */
export function getDashboard(timeZone: string, signal?: AbortSignal): Promise<DashboardData> {
  return apiRequest(`/analytics/dashboard?tz=${encodeURIComponent(timeZone)}`, { signal });
}
