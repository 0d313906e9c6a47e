import type { DownloadLink, ExportFormat, ProcessAnswer, ResumeDetail, ResumeList, ResumeStatus } from '@app/shared';
import { apiBlobRequest, apiRequest, apiUpload, type UploadOptions } from './client';

export type ResumeListQuery = { page: number; limit: number; q?: string; status?: ResumeStatus };

/** One page of resumes; `q` and `status` are sent only when set, so an unfiltered list is the spec's call. */
export function listResumes(query: ResumeListQuery, signal?: AbortSignal): Promise<ResumeList> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  return apiRequest(`/resumes?${params.toString()}`, { signal });
}

export function getResume(id: string, signal?: AbortSignal): Promise<ResumeDetail> {
  return apiRequest(`/resumes/${encodeURIComponent(id)}`, { signal });
}

export function getResumeDownloadLink(id: string, signal?: AbortSignal): Promise<DownloadLink> {
  return apiRequest(`/resumes/${encodeURIComponent(id)}/download`, { signal });
}

/** "Summarize in Detail", also the retry after a failed analysis. A blank prompt is not sent. */
export function processResume(id: string, prompt?: string): Promise<ProcessAnswer> {
  const focus = prompt?.trim() ?? '';
  return apiRequest(`/resumes/${encodeURIComponent(id)}/process`, {
    method: 'POST',
    body: focus === '' ? {} : { prompt: focus },
  });
}

export function exportResumeAnalysis(id: string, format: ExportFormat): Promise<Blob> {
  return apiBlobRequest(`/resumes/${encodeURIComponent(id)}/export?format=${format}`);
}

/** POST /resumes/upload with the file in the multipart field `file`, reporting upload progress. */
export function uploadResume(file: File, options: UploadOptions = {}): Promise<ResumeDetail> {
  const body = new FormData();
  body.append('file', file);
  return apiUpload('/resumes/upload', body, options);
}
