import type { ActivityAnswer, ErasureAnswer, MentioningDocument, MentioningDocumentsAnswer, RetentionPreview, RetentionSetting } from '@app/shared';
import { apiBlobRequest, apiRequest } from './client';

const candidatePath = (email: string) => `/candidates/${encodeURIComponent(email)}`;

/** The library documents the recruiter picked to go with the export or erasure. */
const picked = (documentIds: string[]) => (documentIds.length > 0 ? `?documents=${documentIds.map(encodeURIComponent).join(',')}` : '');

/** The organisation's documents that name the person, to pick for an export or erasure. */
export async function listMentioningDocuments(email: string, signal?: AbortSignal): Promise<MentioningDocument[]> {
  const answer = await apiRequest<MentioningDocumentsAnswer>(`${candidatePath(email)}/documents`, { signal });
  return answer.documents;
}

/** Everything held about the person, with the picked documents, as the server's zip. */
export function exportCandidateData(email: string, documentIds: string[] = []): Promise<Blob> {
  return apiBlobRequest(`${candidatePath(email)}/export${picked(documentIds)}`);
}

export function eraseCandidate(email: string, documentIds: string[] = []): Promise<ErasureAnswer> {
  return apiRequest(`${candidatePath(email)}${picked(documentIds)}`, { method: 'DELETE' });
}

export function deleteResume(id: string): Promise<void> {
  return apiRequest(`/resumes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function getRetention(signal?: AbortSignal): Promise<RetentionSetting> {
  return apiRequest('/privacy/retention', { signal });
}

export function setRetention(months: number | null): Promise<RetentionSetting> {
  return apiRequest('/privacy/retention', { method: 'PUT', body: { months } });
}

export function previewRetention(months: number, signal?: AbortSignal): Promise<RetentionPreview> {
  return apiRequest(`/privacy/retention/preview?months=${months}`, { signal });
}

export function listActivity(page: number, signal?: AbortSignal): Promise<ActivityAnswer> {
  return apiRequest(`/privacy/activity?page=${page}&limit=20`, { signal });
}
