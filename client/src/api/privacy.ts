import type { ActivityAnswer, ErasureAnswer, RetentionPreview, RetentionSetting } from '@app/shared';
import { apiBlobRequest, apiRequest } from './client';

const candidatePath = (email: string) => `/candidates/${encodeURIComponent(email)}`;

/** Everything held about the person, as the server's zip. */
export function exportCandidateData(email: string): Promise<Blob> {
  return apiBlobRequest(`${candidatePath(email)}/export`);
}

export function eraseCandidate(email: string): Promise<ErasureAnswer> {
  return apiRequest(candidatePath(email), { method: 'DELETE' });
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
