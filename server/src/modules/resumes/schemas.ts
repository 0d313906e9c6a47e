import { z } from 'zod';

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
