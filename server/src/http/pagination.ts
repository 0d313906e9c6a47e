import { pageQuerySchema, type Pagination } from '@app/shared';
import { parseInput } from './validate.js';

export type PageRequest = { page: number; limit: number; skip: number };

/**
 * Parses `page` and `limit` from a query string into the rows to skip and take. The schema is
 * built once per list: building a zod object schema costs more than a page of the list's query.
 */
export function pageQueryParser(allowedLimits: readonly number[], defaultLimit: number): (query: unknown) => PageRequest {
  const schema = pageQuerySchema(allowedLimits, defaultLimit);
  return (query) => {
    return pageRequestOf(parseInput(schema, query));
  };
}

/** The rows to skip and take for a parsed `page` and `limit`. */
export function pageRequestOf({ page, limit }: { page: number; limit: number }): PageRequest {
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
