import type {
  Candidate,
  CandidateLookupRequest,
  CandidatePage,
  CandidateSelection,
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

/**
 * POST /outreach/candidates/lookup: the candidates with these addresses (a Compose's recipients,
 * up to CANDIDATE_SELECTION_MAX), as an array. A body, because hundreds of addresses make a URL
 * longer than servers and proxies accept (Node's headers stop at 16 KB).
 */
export function lookUpCandidates(emails: string[], signal?: AbortSignal): Promise<Candidate[]> {
  const body: CandidateLookupRequest = { emails };
  return apiRequest('/outreach/candidates/lookup', { method: 'POST', body, signal });
}

/** A selected candidate: the whole record when it was shown, else only the address (Select All over matches not loaded). */
export type SelectedCandidate = Pick<Candidate, 'email'> & Partial<Candidate>;

/**
 * GET /outreach/candidates?q&fields=email: every candidate matching `q` who can be e-mailed, for
 * "Select All", however many pages are loaded. The server answers their addresses; one that
 * answers the spec's plain array (every candidate) is searched here, and its records kept.
 */
export async function listSelectableCandidates(q: string, signal?: AbortSignal): Promise<SelectedCandidate[]> {
  const params = new URLSearchParams({ ...(q ? { q } : {}), fields: 'email' });
  const body = await apiRequest<CandidateSelection | Candidate[]>(`/outreach/candidates?${params}`, { signal });
  if (!Array.isArray(body)) return body.emails.map((email) => ({ email }));
  return body.filter((candidate) => matchesSearch(candidate, q) && !candidate.unsubscribed);
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
