import type {
  Candidate,
  CandidatePage,
  CreateOutreachRequest,
  Outreach,
  OutreachDetail,
  OutreachPage,
  QueuedAnswer,
  QueueProgress,
  QueueRequest,
  UpdateOutreachRequest,
} from '@app/shared';
import { apiRequest } from './client';

/**
 * The spec also accepts a plain array for the list; it is read as one page holding everything.
 * Such a server renders nothing for us, so its rows read as they are stored.
 */
function readOutreachPage(body: OutreachPage | Outreach[], page: number): OutreachPage {
  if (!Array.isArray(body)) return body;
  return {
    outreaches: body.map((row) => ({ ...row, rendered: { subject: row.subject, content: row.content } })),
    totalPages: 1,
    totalItems: body.length,
    currentPage: page,
    draftCount: body.filter((row) => row.status === 'draft').length,
  };
}

export async function listOutreach(query: { page: number; limit: number }, signal?: AbortSignal): Promise<OutreachPage> {
  const body = await apiRequest<OutreachPage | Outreach[]>(`/outreach?page=${query.page}&limit=${query.limit}`, { signal });
  return readOutreachPage(body, query.page);
}

export function getOutreach(id: string, signal?: AbortSignal): Promise<OutreachDetail> {
  return apiRequest(`/outreach/${encodeURIComponent(id)}`, { signal });
}

/** GET /outreach/candidates?emails=: the candidates with these addresses (a Compose's recipients), as an array. */
export function lookUpCandidates(emails: string[], signal?: AbortSignal): Promise<Candidate[]> {
  return apiRequest(`/outreach/candidates?${new URLSearchParams({ emails: emails.join(',') })}`, { signal });
}

/**
 * GET /outreach/candidates?q&limit&offset: one page of the candidates matching `q`, searched by the
 * server. A server that answers the spec's plain array (every candidate) is read as one page
 * holding all, searched here as the spec's page did.
 */
export async function listCandidatePage(query: { q: string; limit: number; offset: number }, signal?: AbortSignal): Promise<CandidatePage> {
  const params = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), limit: String(query.limit), offset: String(query.offset) });
  const body = await apiRequest<CandidatePage | Candidate[]>(`/outreach/candidates?${params}`, { signal });
  if (!Array.isArray(body)) return body;
  const matching = body.filter((candidate) => matchesSearch(candidate, query.q));
  return { candidates: matching, totalItems: matching.length, totalCandidates: body.length };
}

/** The spec's search: name, e-mail, title and skills, case-insensitive; every word must match somewhere. */
function matchesSearch(candidate: Candidate, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [candidate.fullName, candidate.email, candidate.title, ...candidate.skills].filter(Boolean).join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function createOutreach(body: CreateOutreachRequest): Promise<Outreach> {
  return apiRequest('/outreach', { method: 'POST', body });
}

export function updateOutreach(id: string, body: UpdateOutreachRequest): Promise<Outreach> {
  return apiRequest(`/outreach/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function sendOutreach(id: string): Promise<Outreach> {
  return apiRequest(`/outreach/${encodeURIComponent(id)}/send`, { method: 'POST' });
}

/** Beyond the spec: sends a failed message again. */
export function retryOutreach(id: string): Promise<Outreach> {
  return apiRequest(`/outreach/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

/** Beyond the spec: "Send all drafts" hands every draft (`all: true`) or the ticked ones (`ids`) to the server's paced queue. */
export function queueOutreach(target: QueueRequest): Promise<QueuedAnswer> {
  return apiRequest('/outreach/queue', { method: 'POST', body: target });
}

/** Progress of the tenant's send queue; the sent and failed counts are of the latest batch. */
export function getQueueProgress(signal?: AbortSignal): Promise<QueueProgress> {
  return apiRequest('/outreach/queue', { signal });
}
