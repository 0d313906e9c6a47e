import { z } from 'zod';
import { paginationAnswerSchema } from './answers.js';
import { pageQuerySchema } from './fields.js';
import { aiSummarySchema, resumeSummarySchema } from './resume-analysis.js';
import { DEFAULT_RESUME_PAGE_SIZE, FOCUS_PROMPT_MAX_LENGTH, RESUME_PAGE_SIZES, RESUME_SEARCH_MAX_LENGTH, RESUME_STATUSES } from './rules.js';

export const processResumeSchema = z.object({
  // Sent only when non-blank; a blank one means "no focus".
  prompt: z
    .string({ error: 'prompt must be text' })
    .trim()
    .max(FOCUS_PROMPT_MAX_LENGTH, `The focus prompt must be at most ${FOCUS_PROMPT_MAX_LENGTH} characters`)
    .optional()
    .transform((prompt) => (prompt ? prompt : undefined)),
});

const statusList = RESUME_STATUSES.join(', ');

/** GET /resumes: a page, optionally narrowed by a search and a status. Blank means no filter. */
export const resumeListQuerySchema = pageQuerySchema(RESUME_PAGE_SIZES, DEFAULT_RESUME_PAGE_SIZE).extend({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(RESUME_SEARCH_MAX_LENGTH, `q must be at most ${RESUME_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((q) => (q ? q : undefined))
    .meta({ description: "Words in the candidate's name, current title or skills, or in the file name; case-insensitive" }),
  status: z
    .enum(RESUME_STATUSES, { error: `status must be one of ${statusList}` })
    .optional()
    .meta({ description: 'Only resumes with this processingStatus' }),
});

export const exportQuerySchema = z.object({
  format: z.enum(['pdf', 'docx'], { error: 'format must be pdf or docx' }).default('pdf'),
});

export type ProcessResumeRequest = z.input<typeof processResumeSchema>;
export type ResumeListQuery = z.infer<typeof resumeListQuerySchema>;
export type ExportFormat = z.infer<typeof exportQuerySchema>['format'];

// Answers, documented in the OpenAPI document and checked against real answers in the tests.

const resumeListItemFields = {
  id: z.uuid(),
  originalFilename: z.string(),
  mimeType: z.string(),
  sizeBytes: z.int(),
  processingStatus: z.string().meta({ description: 'uploaded, parsed, processed or failed (decision 13)' }),
  analysisModel: z.string().nullable().meta({ description: 'The model that wrote the analysis' }),
  errorMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
};

// A card leads with the candidate; the detail has the whole analysis instead.
const resumeListItemSchema = z
  .object({
    ...resumeListItemFields,
    candidateName: z.string().nullable().meta({ description: 'From the analysis; null before it or when none was found' }),
    candidateTitle: z.string().nullable().meta({ description: 'The title of the most recent job, from the analysis' }),
    candidateEmail: z
      .string()
      .nullable()
      .meta({ description: "The candidate's address from the analysis, lower-cased: their profile is /api/candidates/{email}. null when there is none" }),
  })
  .meta({ id: 'ResumeListItem' });

export const resumeListAnswerSchema = z.object({
  resumes: z.array(resumeListItemSchema),
  pagination: paginationAnswerSchema,
});

export const resumeAnswerSchema = z
  .object({
    ...resumeListItemFields,
    extractedText: z.string().nullable(),
    aiSummary: aiSummarySchema.nullable(),
    bulletSummary: z.string().nullable().meta({ description: 'One bullet a line' }),
    paragraphSummary: z.string().nullable(),
    promptExplanation: z.string().nullable(),
    summaryPrompt: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Resume' });

export const processAnswerSchema = z.object({ summary: resumeSummarySchema, resume: resumeAnswerSchema });

export const downloadLinkAnswerSchema = z.object({
  downloadUrl: z.string().meta({ description: 'A signed link to the original file, for an <iframe> or a plain link' }),
  expiresAt: z.iso.datetime(),
});

export type ResumeListItem = z.infer<typeof resumeListItemSchema>;
export type ResumeList = z.infer<typeof resumeListAnswerSchema>;
/** One resume with its text and analysis: GET /resumes/{id}, the upload's answer. */
export type ResumeDetail = z.infer<typeof resumeAnswerSchema>;
export type ProcessAnswer = z.infer<typeof processAnswerSchema>;
export type DownloadLink = z.infer<typeof downloadLinkAnswerSchema>;
