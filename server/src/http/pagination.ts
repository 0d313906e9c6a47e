import { pageQuerySchema, type Pagination } from '@app/shared';
import { parseInput } from './validate.js';

export type PageRequest = { page: number; limit: number; skip: number };

/** Parses `page` and `limit` from a query string into the rows to skip and take. */
export function parsePageQuery(query: unknown, allowedLimits: readonly number[], defaultLimit: number): PageRequest {
  const { page, limit } = parseInput(pageQuerySchema(allowedLimits, defaultLimit), query);
  return { page, limit, skip: (page - 1) * limit };
}

/** The pagination object of one page of `totalItems`. */
export function paginationOf(totalItems: number, { page, limit }: PageRequest): Pagination {
  const totalPages = Math.ceil(totalItems / limit);
  return {
    totalItems,
    totalPages,
    currentPage: page,
    itemsPerPage: limit,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
  };
}
