import { apiBlobRequest, apiRequest, apiUpload, type UploadOptions } from './client';
import type { Pagination } from './types';

/** uploaded (yellow), processed (green); anything else, failed included, is red. */
export type DocumentStatus = 'uploaded' | 'processed' | 'failed';

/** One document of the library (named so as not to shadow the DOM's Document). */
export type LibraryDocument = {
  id: string;
  title: string;
  originalFilename: string;
  description: string | null;
  mimeType: string;
  sizeBytes: number;
  status: DocumentStatus | (string & {});
  errorMessage: string | null;
  createdAt: string;
  uploadedBy: { firstName: string; lastName: string };
};

export type DocumentList = { documents: LibraryDocument[]; pagination: Pagination };

/**
 * A search hit. `snippet` is plain text in which the matched query terms sit between U+E000 and
 * U+E001; `similarity` is the cosine similarity of the document's best passage, 0 to 1.
 */
export type DocumentSearchResult = LibraryDocument & { snippet: string; similarity: number };

export type DocumentUpload = { file: File; title: string; description: string };

// The spec's number of results per search.
const SEARCH_TOP_K = 10;

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

export async function searchDocuments(query: string): Promise<DocumentSearchResult[]> {
  const answer = await apiRequest<{ results: DocumentSearchResult[] }>('/documents/search', {
    method: 'POST',
    body: { query, topK: SEARCH_TOP_K },
  });
  return answer.results;
}

export function downloadDocument(id: string): Promise<Blob> {
  return apiBlobRequest(`/documents/${encodeURIComponent(id)}/download`);
}
