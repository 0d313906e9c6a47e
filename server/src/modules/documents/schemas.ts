import { z } from 'zod';
import { paginationAnswerSchema } from '../../http/pagination.js';

export const DOCUMENT_PAGE_SIZES = [6, 12, 24] as const;
export const DEFAULT_DOCUMENT_PAGE_SIZE = 6;

// NUL cannot be stored in Postgres text, and a title is one line: CR, LF and other control
// characters are refused rather than silently changed.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const optionalText = (label: string, maxLength: number, forbidden: RegExp) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .refine((value) => !forbidden.test(value), `${label} must not contain control characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The multipart fields beside the file. A blank title means "use the file's name". */
export const uploadFieldsSchema = z.object({
  title: optionalText('Title', 200, CONTROL_CHARACTERS),
  description: optionalText('Description', 2000, CONTROL_EXCEPT_LINES),
});

export const MAX_TOP_K = 50;

export const searchSchema = z.object({
  query: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please enter a search query' : 'The search query must be text') })
    // Control characters mean nothing to search: read them as spaces.
    .transform((query) => query.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .pipe(z.string().min(1, 'Please enter a search query').max(500, 'The search query must be at most 500 characters')),
  topK: z
    .number({ error: `topK must be a whole number from 1 to ${MAX_TOP_K}` })
    .int(`topK must be a whole number from 1 to ${MAX_TOP_K}`)
    .min(1, `topK must be a whole number from 1 to ${MAX_TOP_K}`)
    .max(MAX_TOP_K, `topK must be a whole number from 1 to ${MAX_TOP_K}`)
    .default(10),
});

// Answers, documented in the OpenAPI document and checked against real answers in the tests.

const documentFields = {
  id: z.uuid(),
  title: z.string(),
  originalFilename: z.string(),
  description: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.int(),
  status: z.string().meta({ description: 'uploaded, processed or failed' }),
  errorMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  uploadedBy: z.object({ firstName: z.string(), lastName: z.string() }),
};

export const documentAnswerSchema = z.object(documentFields).meta({ id: 'Document' });

export const documentListAnswerSchema = z.object({ documents: z.array(documentAnswerSchema), pagination: paginationAnswerSchema });

export const searchAnswerSchema = z.object({
  results: z.array(
    z.object({
      ...documentFields,
      snippet: z.string().meta({ description: 'The passage that matched best' }),
      similarity: z.number().min(0).max(1),
    }),
  ),
});
