import { API_BASE_URL, ApiError, apiBlobRequest, apiRequest, requestHeaders } from './client';

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

export type Pagination = {
  totalItems: number;
  totalPages: number;
  currentPage: number;
  itemsPerPage: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
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

type UploadOptions = {
  /** Whole percent of the file sent so far. */
  onProgress?: (percent: number) => void;
  /** Every byte is sent; the server now reads and analyzes the file. */
  onSent?: () => void;
  signal?: AbortSignal;
};

/**
 * POST /resumes/upload with the file in the multipart field `file`. Uses XMLHttpRequest because
 * fetch reports no upload progress. Fails like apiRequest: an ApiError carrying the server's words.
 */
export function uploadResume(file: File, { onProgress, onSent, signal }: UploadOptions = {}): Promise<ResumeDetail> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}/resumes/upload`);
    requestHeaders({ isMultipart: true }).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => {
      onProgress?.(100);
      onSent?.();
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text));
        return;
      }
      try {
        resolve(JSON.parse(text) as ResumeDetail);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
