import type { Pagination } from '@app/shared';

export type PageOptions = Partial<{ totalItems: number; currentPage: number; itemsPerPage: number }>;

/** The pagination block of a list answer holding `count` items, as the server computes it. */
export function paginationOf(count: number, options: PageOptions = {}): Pagination {
  const itemsPerPage = options.itemsPerPage ?? 6;
  const totalItems = options.totalItems ?? count;
  const currentPage = options.currentPage ?? 1;
  const totalPages = Math.ceil(totalItems / itemsPerPage);
  return { totalItems, totalPages, currentPage, itemsPerPage, hasPrevPage: currentPage > 1, hasNextPage: currentPage < totalPages };
}
