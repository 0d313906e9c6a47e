// Test data shared by the Documents tests.
import type { DocumentSearchResult, LibraryDocument } from '@app/shared';
import { paginationOf, type PageOptions } from '../../test/pagination';

export const FIRST_PAGE = 'GET /documents?page=1&limit=6';

export function libraryDocument(overrides: Partial<LibraryDocument> = {}): LibraryDocument {
  return {
    id: 'd1',
    title: 'Nurse Leave Policy',
    originalFilename: 'leave-policy-2024.pdf',
    description: null,
    mimeType: 'application/pdf',
    sizeBytes: 52_429,
    status: 'processed',
    errorMessage: null,
    createdAt: '2024-03-07T12:00:00.000Z',
    uploadedBy: { firstName: 'Ada', lastName: 'Lovelace' },
    ...overrides,
  };
}

export function searchResult(overrides: Partial<DocumentSearchResult> = {}): DocumentSearchResult {
  return {
    ...libraryDocument(),
    snippet: 'Newly hired nurses accrue \uE000paid time off\uE001 from their first day.',
    similarity: 0.8734,
    ...overrides,
  };
}

export function listBody(documents: LibraryDocument[], pagination: PageOptions = {}) {
  return { documents, pagination: paginationOf(documents.length, pagination) };
}
