import { CANDIDATE_PAGE_SIZE } from '@app/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { listCandidatePage } from '../../api/outreach';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';

/**
 * The candidates matching `search`, searched by the server and loaded a page at a time ("Show
 * more"), so a tenant with 10,000 resumes never downloads them all to pick three.
 */
export function useCandidatePages(search: string) {
  const query = useInfiniteQuery({
    queryKey: outreachKeys.candidatePages(search),
    queryFn: ({ pageParam, signal }) => listCandidatePage({ q: search, limit: CANDIDATE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.candidates.length, 0);
      return last.candidates.length > 0 && loaded < last.totalItems ? loaded : undefined;
    },
    // While the next search loads, the cards of the last one stay (no flash of an empty page).
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  return {
    candidates: pages.flatMap((page) => page.candidates),
    totalItems: last?.totalItems ?? 0,
    totalCandidates: last?.totalCandidates ?? 0,
    isLoading: query.isPending,
    isSearching: query.isPlaceholderData,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    error: query.isError ? errorMessage(query.error, outreachMessages.candidatesLoadFailed) : null,
  };
}
