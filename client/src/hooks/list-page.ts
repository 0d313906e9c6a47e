import { useEffect } from 'react';

/** The `page` URL parameter: a whole number from 1, else page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A page past the end (an old link, a shorter list) moves to the last page that exists, once the
 * list has answered for this page (not while the previous page is still shown as a placeholder).
 */
export function useStayInRange(list: { page: number; totalPages: number; isPlaceholderData: boolean }, moveTo: (lastPage: number) => void) {
  const { page, totalPages, isPlaceholderData } = list;
  const isOutOfRange = !isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (isOutOfRange) moveTo(totalPages);
  }, [isOutOfRange, totalPages, moveTo]);
}
