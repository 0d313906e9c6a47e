import { apiBlobRequest, apiRequest, apiUpload, type UploadOptions } from './client';
import type { Pagination } from './types';

/** The server's value: the list badge shows it as is. The detail derives its own status. */
export type ResumeProcessingStatus = 'uploaded' | 'parsed' | 'processed' | 'failed';

export type ResumeListItem = {
  id: string;
  originalFilename: string;
  mimeType: string;
  sizeBytes: number;
  processingStatus: ResumeProcessingStatus | (string & {});
  analysisModel: string | null;
  errorMessage: string | null;
  createdAt: string;
};

export type ResumeDetail = ResumeListItem & {
  extractedText: string | null;
  /** The spec allows several shapes (nested contact details, other education keys): read it with readAnalysis. */
  aiSummary: unknown;
  /** One item per line; the spec says it may also come as an array. */
  bulletSummary: string | string[] | null;
  paragraphSummary: string | null;
  promptExplanation: string | null;
  summaryPrompt?: string | null;
  updatedAt?: string;
};

export type ResumeList = { resumes: ResumeListItem[]; pagination: Pagination };

export type ResumeSummary = {
  bulletSummary: string | string[] | null;
  paragraphSummary: string | null;
  promptExplanation: string | null;
};

export type ProcessResumeResponse = { summary: ResumeSummary; resume?: ResumeDetail };

export type DownloadLink = { downloadUrl: string; expiresAt?: string };

export type ExportFormat = 'pdf' | 'docx';

export function listResumes(query: { page: number; limit: number }, signal?: AbortSignal): Promise<ResumeList> {
  return apiRequest(`/resumes?page=${query.page}&limit=${query.limit}`, { signal });
}

export function getResume(id: string, signal?: AbortSignal): Promise<ResumeDetail> {
  return apiRequest(`/resumes/${encodeURIComponent(id)}`, { signal });
}

export function getResumeDownloadLink(id: string, signal?: AbortSignal): Promise<DownloadLink> {
  return apiRequest(`/resumes/${encodeURIComponent(id)}/download`, { signal });
}

/** "Summarize in Detail", also the retry after a failed analysis. A blank prompt is not sent. */
export function processResume(id: string, prompt?: string): Promise<ProcessResumeResponse> {
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
