import { DEFAULT_RESUME_PAGE_SIZE, RESUME_PAGE_SIZES, RESUME_STATUSES, type ResumeStatus } from '@app/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readPage } from '../../hooks/list-page';

export type PageSize = (typeof RESUME_PAGE_SIZES)[number];

function readPageSize(value: string | null): PageSize {
  return RESUME_PAGE_SIZES.find((size) => String(size) === value) ?? DEFAULT_RESUME_PAGE_SIZE;
}

function readStatus(value: string | null): ResumeStatus | undefined {
  return RESUME_STATUSES.find((status) => status === value);
}

/** The list page, the page size, the search, the status filter and the open resume live in the URL, so reload and Back keep them. */
export function useResumeParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const limit = readPageSize(searchParams.get('limit'));
  const q = searchParams.get('q')?.trim() ?? '';
  const status = readStatus(searchParams.get('status'));
  const selectedId = searchParams.get('resume');

  const update = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );

  return {
    page,
    limit,
    q,
    status,
    selectedId,
    setPage: useCallback((next: number, options?: { replace?: boolean }) => update({ page: next <= 1 ? null : String(next) }, options), [update]),
    // The spec: changing the page size starts again at page 1.
    setLimit: useCallback((next: PageSize) => update({ limit: next === DEFAULT_RESUME_PAGE_SIZE ? null : String(next), page: null }), [update]),
    // A new search or filter has other pages: start again at page 1, as a new page size does.
    setSearch: useCallback((next: string) => update({ q: next.trim() === '' ? null : next.trim(), page: null }), [update]),
    setStatus: useCallback((next: ResumeStatus | undefined) => update({ status: next ?? null, page: null }), [update]),
    select: useCallback((id: string) => update({ resume: id }), [update]),
    clearSelection: useCallback(() => update({ resume: null }), [update]),
    // A new upload is the newest resume: show page 1, where its card is.
    showUploaded: useCallback((id: string) => update({ resume: id, page: null }), [update]),
  };
}
