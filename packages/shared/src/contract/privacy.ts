import { z } from 'zod';
import { paginationAnswerSchema } from './answers.js';
import { emailField, pageQuerySchema } from './fields.js';

// Candidates' data rights (issue 22): the person named by an address in the path, the retention
// rule of the tenant, and the Activity list of who exported, erased or sent what.

export const candidateEmailParamSchema = z.object({ email: emailField.meta({ description: "The candidate's e-mail address" }) });

export const erasureAnswerSchema = z.object({
  message: z.string(),
  resumes: z.int().meta({ description: 'Resumes erased, with their files, text, analysis and search index rows' }),
  outreach: z.int().meta({ description: 'Messages erased; the dashboard keeps them as anonymous counts' }),
  files: z.int().meta({ description: 'Stored files removed' }),
});
export type ErasureAnswer = z.infer<typeof erasureAnswerSchema>;

/** Longest retention a tenant may set: ten years. */
export const MAX_RETENTION_MONTHS = 120;

const retentionMonthsField = z
  .int({ error: `Months must be a whole number from 1 to ${MAX_RETENTION_MONTHS}` })
  .min(1, `Months must be a whole number from 1 to ${MAX_RETENTION_MONTHS}`)
  .max(MAX_RETENTION_MONTHS, `Months must be a whole number from 1 to ${MAX_RETENTION_MONTHS}`);

/** `months: null` turns the rule off. */
export const retentionSettingSchema = z.object({
  months: retentionMonthsField.nullable().meta({ description: 'Erase candidates with no activity for this many months; null = off' }),
});
export type RetentionSetting = z.infer<typeof retentionSettingSchema>;

export const retentionPreviewQuerySchema = z.object({ months: z.coerce.number().pipe(retentionMonthsField) });

export const retentionPreviewAnswerSchema = z.object({
  months: z.int(),
  candidates: z.int().meta({ description: 'How many candidates the rule would erase if it ran now' }),
});
export type RetentionPreview = z.infer<typeof retentionPreviewAnswerSchema>;

export const ACTIVITY_PAGE_LIMITS = [10, 20, 50] as const;
export const activityQuerySchema = pageQuerySchema(ACTIVITY_PAGE_LIMITS, 20);

export const activityItemSchema = z.object({
  id: z.string(),
  event: z.enum(['candidate.exported', 'candidate.erased', 'resume.deleted', 'retention.ran', 'retention.changed', 'outreach.bulk_sent']),
  createdAt: z.iso.datetime(),
  actor: z.string().nullable().meta({ description: "Who: the user's name and address, or null for the admin command line and the retention rule" }),
  via: z.enum(['app', 'admin', 'retention']),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).meta({ description: 'How many of what; never the content erased' }),
});
export const activityAnswerSchema = z.object({ items: z.array(activityItemSchema), pagination: paginationAnswerSchema });
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type ActivityAnswer = z.infer<typeof activityAnswerSchema>;
