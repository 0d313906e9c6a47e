import { z } from 'zod';
import { parseInput } from './validate.js';

/** The spec's pagination object for lists of resumes and documents. */
export const paginationAnswerSchema = z
  .object({
    totalItems: z.int(),
    totalPages: z.int(),
    currentPage: z.int(),
    itemsPerPage: z.int(),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: 'Pagination' });

export type Pagination = z.infer<typeof paginationAnswerSchema>;

export type PageRequest = { page: number; limit: number; skip: number };

/** A 1-based page number from a query string, 1 when absent. */
export const pageNumberField = z.coerce
  .number({ error: 'page must be a whole number of 1 or more' })
  .int('page must be a whole number of 1 or more')
  .min(1, 'page must be a whole number of 1 or more')
  .default(1);

/** `page` and `limit` of a query string; `limit` must be one of `allowedLimits`. */
export function pageQuerySchema(allowedLimits: readonly number[], defaultLimit: number) {
  return z.object({
    page: pageNumberField,
    limit: z.coerce
      .number({ error: `limit must be one of ${allowedLimits.join(', ')}` })
      .refine((limit) => allowedLimits.includes(limit), `limit must be one of ${allowedLimits.join(', ')}`)
      .default(defaultLimit)
      .meta({ description: 'Rows per page', enum: [...allowedLimits] }),
  });
}

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
