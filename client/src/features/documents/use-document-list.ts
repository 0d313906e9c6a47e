import { DEFAULT_DOCUMENT_PAGE_SIZE } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { listDocuments } from '../../api/documents';
import { useStayInRange } from '../../hooks/list-page';
import { documentKeys } from './query-keys';

/** One page of the library, newest first. A failure is only logged: the spec shows nothing for it. */
export function useDocumentList(page: number, setPage: (page: number, options?: { replace?: boolean }) => void) {
  const query = useQuery({
    queryKey: documentKeys.list(page, DEFAULT_DOCUMENT_PAGE_SIZE),
    queryFn: ({ signal }) => listDocuments({ page, limit: DEFAULT_DOCUMENT_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.error) console.error('Failed to load documents', query.error);
  }, [query.error]);

  const moveToLastPage = useCallback((lastPage: number) => setPage(lastPage, { replace: true }), [setPage]);
  useStayInRange({ page, totalPages: query.data?.pagination.totalPages ?? 0, isPlaceholderData: query.isPlaceholderData }, moveToLastPage);

  return {
    documents: query.data?.documents ?? [],
    pagination: query.data?.pagination,
    isLoading: query.isPending,
    isError: query.isError,
  };
}
