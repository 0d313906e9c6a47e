import { z } from 'zod';

// Answer shapes several calls share.

/** Every failed call answers this body (decision 6). */
export const errorAnswerSchema = z
  .object({ message: z.string().meta({ description: 'A short sentence for the user', example: 'Resume not found' }) })
  // Some answers add what the next step needs (e.g. `requiresVerification` on a 403 sign-in).
  .catchall(z.unknown())
  .meta({ id: 'Error' });

/** `{ message }` answers of calls that only confirm. */
export const messageAnswerSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

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
