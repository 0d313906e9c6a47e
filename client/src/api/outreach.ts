import type { OutreachEventDetail } from '@app/shared';
import { apiRequest } from './client';

export type OutreachStatus = 'draft' | 'queued' | 'sending' | 'sent' | 'delivered' | 'opened' | 'replied' | 'failed';

export type PersonName = { firstName: string; lastName: string };

export type Outreach = {
  id: string;
  templateId: string | null;
  template: { id: string; name: string } | null;
  recipientEmail: string;
  recipientName: string;
  subject: string;
  content: string;
  status: OutreachStatus | (string & {});
  sentAt: string | null;
  deliveredAt: string | null;
  openedAt: string | null;
  errorMessage: string | null;
  messageId?: string | null;
  createdAt: string;
  updatedAt?: string;
  sentBy: PersonName | null;
};

export type OutreachEventType = 'sent' | 'delivered' | 'failed' | 'open' | 'open_ignored' | 'unsubscribed' | 'retry';

export type OutreachEvent = { id: string; type: OutreachEventType | (string & {}); createdAt: string; detail: OutreachEventDetail | null };

export type OutreachDetail = Outreach & { events?: OutreachEvent[] };

export type OutreachPage = { outreaches: Outreach[]; totalPages: number; totalItems: number; currentPage: number };

export type Candidate = {
  email: string;
  fullName: string | null;
  title: string | null;
  location: string | null;
  phone: string | null;
  linkedin: string | null;
  website: string | null;
  resumeId: string | null;
  resumeFilename: string | null;
  professionalSummary: string | null;
  skills: string[];
  workExperience: unknown[];
  education: unknown[];
  unsubscribed?: boolean;
};

export type NewOutreach = { templateId?: string; recipientEmail: string; recipientName: string; subject: string; content: string };

export type OutreachChanges = { subject: string; content: string; templateId?: string | null };

/** Progress of the tenant's send queue ("Send all drafts"); counts since the queue last started. */
export type QueueProgress = { queued: number; sending: number; sent: number; failed: number };

/** The spec also accepts a plain array for the list; it is read as one page holding everything. */
function readOutreachPage(body: OutreachPage | Outreach[], page: number): OutreachPage {
  if (Array.isArray(body)) return { outreaches: body, totalPages: 1, totalItems: body.length, currentPage: page };
  return body;
}

export async function listOutreach(query: { page: number; limit: number }, signal?: AbortSignal): Promise<OutreachPage> {
  const body = await apiRequest<OutreachPage | Outreach[]>(`/outreach?page=${query.page}&limit=${query.limit}`, { signal });
  return readOutreachPage(body, query.page);
}

export function getOutreach(id: string, signal?: AbortSignal): Promise<OutreachDetail> {
  return apiRequest(`/outreach/${encodeURIComponent(id)}`, { signal });
}

export function listCandidates(signal?: AbortSignal): Promise<Candidate[]> {
  return apiRequest('/outreach/candidates', { signal });
}

export function createOutreach(body: NewOutreach): Promise<Outreach> {
  return apiRequest('/outreach', { method: 'POST', body });
}

export function updateOutreach(id: string, body: OutreachChanges): Promise<Outreach> {
  return apiRequest(`/outreach/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function sendOutreach(id: string): Promise<Outreach> {
  return apiRequest(`/outreach/${encodeURIComponent(id)}/send`, { method: 'POST' });
}

/** Beyond the spec: sends a failed message again. */
export function retryOutreach(id: string): Promise<Outreach> {
  return apiRequest(`/outreach/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

/** Beyond the spec: "Send all drafts" hands the drafts to the server's paced queue. */
export function queueOutreach(ids: string[]): Promise<{ queued: number }> {
  return apiRequest('/outreach/queue', { method: 'POST', body: { ids } });
}

/** What GET /outreach/queue answers (server: modules/outreach/send-queue.ts). */
type QueueProgressBody = { queued: number; sending: number; sentSinceStart: number; failedSinceStart: number; perMinute: number };

export async function getQueueProgress(signal?: AbortSignal): Promise<QueueProgress> {
  const body = await apiRequest<QueueProgressBody>('/outreach/queue', { signal });
  return { queued: body.queued, sending: body.sending, sent: body.sentSinceStart, failed: body.failedSinceStart };
}
