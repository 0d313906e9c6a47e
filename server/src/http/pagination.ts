import { z } from 'zod';
import { parseInput } from './validate.js';

export type Pagination = {
  totalItems: number;
  totalPages: number;
  currentPage: number;
  itemsPerPage: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
};

export type PageRequest = { page: number; limit: number; skip: number };

/** A 1-based page number from a query string, 1 when absent. */
export const pageNumberField = z.coerce
  .number({ error: 'page must be a whole number of 1 or more' })
  .int('page must be a whole number of 1 or more')
  .min(1, 'page must be a whole number of 1 or more')
  .default(1);

/** Parses `page` and `limit` from a query string; `limit` must be one of `allowedLimits`. */
export function parsePageQuery(query: unknown, allowedLimits: readonly number[], defaultLimit: number): PageRequest {
  const schema = z.object({
    page: pageNumberField,
    limit: z.coerce
      .number({ error: `limit must be one of ${allowedLimits.join(', ')}` })
      .refine((limit) => allowedLimits.includes(limit), `limit must be one of ${allowedLimits.join(', ')}`)
      .default(defaultLimit),
  });
  const { page, limit } = parseInput(schema, query);
  return { page, limit, skip: (page - 1) * limit };
}

/** The spec's pagination object for lists of resumes and documents. */
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
