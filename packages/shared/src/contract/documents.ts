import { z } from 'zod';
import { paginationAnswerSchema } from './answers.js';
import { DEFAULT_TOP_K, DOCUMENT_DESCRIPTION_MAX_LENGTH, DOCUMENT_TITLE_MAX_LENGTH, MAX_TOP_K, SEARCH_QUERY_MAX_LENGTH } from './rules.js';

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
  title: optionalText('Title', DOCUMENT_TITLE_MAX_LENGTH, CONTROL_CHARACTERS),
  description: optionalText('Description', DOCUMENT_DESCRIPTION_MAX_LENGTH, CONTROL_EXCEPT_LINES),
});

const topKMessage = `topK must be a whole number from 1 to ${MAX_TOP_K}`;
/** How many results a search answers: the document and the candidate search alike. */
export const topKSchema = z.number({ error: topKMessage }).int(topKMessage).min(1, topKMessage).max(MAX_TOP_K, topKMessage).default(DEFAULT_TOP_K);

export const searchSchema = z.object({
  query: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please enter a search query' : 'The search query must be text') })
    // Control characters mean nothing to search: read them as spaces.
    .transform((query) => query.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, 'Please enter a search query')
        .max(SEARCH_QUERY_MAX_LENGTH, `The search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
    ),
  topK: topKSchema,
});

export type SearchRequest = z.input<typeof searchSchema>;

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

const searchResultSchema = z.object({
  ...documentFields,
  snippet: z.string().meta({ description: 'The passage that matched best' }),
  similarity: z.number().min(0).max(1).meta({ description: 'The relevance that orders the results: 1 is first by meaning and by words' }),
});

export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema) });

/** One document of the library (named so as not to shadow the DOM's Document). */
export type LibraryDocument = z.infer<typeof documentAnswerSchema>;
export type DocumentList = z.infer<typeof documentListAnswerSchema>;
/**
 * A search hit. `snippet` is plain text in which the matched query terms sit between U+E000 and
 * U+E001; `similarity` is the fused relevance the results are ordered by, 0 to 1 (1: first by
 * meaning and by words), so the shown percentages fall down the list.
 */
export type DocumentSearchResult = z.infer<typeof searchResultSchema>;
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
