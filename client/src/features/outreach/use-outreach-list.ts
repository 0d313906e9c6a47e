import { DEFAULT_OUTREACH_PAGE_SIZE } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { listOutreach } from '../../api/outreach';
import { readPage, useStayInRange } from '../../hooks/list-page';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';

// The spec: 5 rows a page (the server's default) and at most 5 page buttons.
export const OUTREACH_PAGE_BUTTONS = 5;

/** One page of the team's outreach, newest first; the page number lives in the URL (?page=2). */
export function useOutreachList({ isRefreshing = false } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) => setSearchParams(next <= 1 ? {} : { page: String(next) }, options),
    [setSearchParams],
  );

  const query = useQuery({
    queryKey: outreachKeys.list(page, DEFAULT_OUTREACH_PAGE_SIZE),
    queryFn: ({ signal }) => listOutreach({ page, limit: DEFAULT_OUTREACH_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    // While the send queue works, the statuses on screen follow it.
    refetchInterval: isRefreshing ? 2000 : false,
  });

  const totalPages = query.data?.totalPages ?? 0;
  const moveToLastPage = useCallback((lastPage: number) => setPage(lastPage, { replace: true }), [setPage]);
  useStayInRange({ page, totalPages, isPlaceholderData: query.isPlaceholderData }, moveToLastPage);

  return {
    page,
    setPage,
    outreaches: query.data?.outreaches ?? [],
    totalPages,
    totalItems: query.data?.totalItems ?? 0,
    /** Drafts of the team on every page, not only this one. */
    draftCount: query.data?.draftCount ?? 0,
    isLoading: query.isPending,
    error: query.isError ? errorMessage(query.error, outreachMessages.listLoadFailed) : null,
  };
}
