import { z } from 'zod';
import { aiSummarySchema, resumeSummarySchema } from '../../ai/resume-analysis.js';
import { paginationAnswerSchema } from '../../http/pagination.js';

export const RESUME_PAGE_SIZES = [3, 6, 12] as const;
export const DEFAULT_RESUME_PAGE_SIZE = 6;

export const processResumeSchema = z.object({
  // Sent only when non-blank; a blank one means "no focus".
  prompt: z
    .string({ error: 'prompt must be text' })
    .trim()
    .max(500, 'The focus prompt must be at most 500 characters')
    .optional()
    .transform((prompt) => (prompt ? prompt : undefined)),
});

export const exportQuerySchema = z.object({
  format: z.enum(['pdf', 'docx'], { error: 'format must be pdf or docx' }).default('pdf'),
});

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

export const resumeListAnswerSchema = z.object({
  resumes: z.array(z.object(resumeListItemFields).meta({ id: 'ResumeListItem' })),
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
