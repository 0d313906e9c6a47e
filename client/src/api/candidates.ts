import type { CandidateMatch, CandidateProfile, CandidateSearchAnswer, CandidateSearchRequest } from '@app/shared';
import { apiRequest } from './client';

/** The match's filters: minimum years, location contains, has certification, exclude unsubscribed. */
export type CandidateFilters = NonNullable<CandidateSearchRequest['filters']>;

/** How many ranked candidates "Match to a job" asks for. */
export const MATCH_TOP_K = 20;

/** POST /candidates/search: the tenant's candidates ranked by how well they fit `query` (a few words or a pasted job description), best first. */
export async function searchCandidates(query: string, filters: CandidateFilters, signal?: AbortSignal): Promise<CandidateMatch[]> {
  const body: CandidateSearchRequest = { query, topK: MATCH_TOP_K, ...(Object.keys(filters).length > 0 ? { filters } : {}) };
  const answer = await apiRequest<CandidateSearchAnswer>('/candidates/search', { method: 'POST', body, signal });
  return answer.results;
}

/** GET /candidates/{email}: one candidate's page (their resumes, the analysis, every outreach). */
export function getCandidateProfile(email: string, signal?: AbortSignal): Promise<CandidateProfile> {
  return apiRequest(`/candidates/${encodeURIComponent(email)}`, { signal });
}
