import { DEFAULT_TOP_K, type DocumentList, type LibraryDocument, type SearchAnswer, type SearchRequest } from '@app/shared';
import { apiBlobRequest, apiRequest, apiUpload, type UploadOptions } from './client';

export type DocumentUpload = { file: File; title: string; description: string };

export function listDocuments(query: { page: number; limit: number }, signal?: AbortSignal): Promise<DocumentList> {
  return apiRequest(`/documents?page=${query.page}&limit=${query.limit}`, { signal });
}

/** POST /documents/upload: `file`, `title` (blank: the server uses the file name) and an optional `description`. */
export function uploadDocument({ file, title, description }: DocumentUpload, options: UploadOptions = {}): Promise<LibraryDocument> {
  const body = new FormData();
  body.append('file', file);
  body.append('title', title.trim());
  if (description.trim() !== '') body.append('description', description.trim());
  return apiUpload('/documents/upload', body, options);
}

/** Runs extraction and indexing again for a document that failed. */
export function reprocessDocument(id: string): Promise<LibraryDocument> {
  return apiRequest(`/documents/${encodeURIComponent(id)}/reprocess`, { method: 'POST' });
}

export async function searchDocuments(query: string): Promise<SearchAnswer['results']> {
  // The spec's number of results per search.
  const body: SearchRequest = { query, topK: DEFAULT_TOP_K };
  const answer = await apiRequest<SearchAnswer>('/documents/search', { method: 'POST', body });
  return answer.results;
}

export function downloadDocument(id: string): Promise<Blob> {
  return apiBlobRequest(`/documents/${encodeURIComponent(id)}/download`);
}
