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
  documents: z.int().meta({ description: 'Documents of the library erased, those the recruiter picked, with their text, index rows and files' }),
  files: z.int().meta({ description: 'Stored files removed' }),
});
export type ErasureAnswer = z.infer<typeof erasureAnswerSchema>;

/** Most documents one export or erase may name: a page of the picker is far fewer. */
export const MAX_PICKED_DOCUMENTS = 100;

/**
 * The library documents the recruiter picked to go with a person's export or erasure, as
 * `?documents=id,id`. Only those picked: a document naming someone is also the organisation's.
 */
export const pickedDocumentsQuerySchema = z.object({
  documents: z
    .string()
    .optional()
    .transform((value) => [...new Set((value ?? '').split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string()).max(MAX_PICKED_DOCUMENTS, `Pick at most ${MAX_PICKED_DOCUMENTS} documents`))
    .meta({ description: 'Ids of documents of the library to include, comma-separated; an id that is not a document of the organisation is 404 and nothing is done' }),
});

export const mentioningDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  originalFilename: z.string(),
  snippet: z
    .string()
    .nullable()
    .meta({ description: 'Where the document names them, the words marked between U+E000 and U+E001; null when only the title or file name does' }),
});
export const mentioningDocumentsAnswerSchema = z.object({
  documents: z.array(mentioningDocumentSchema).meta({ description: 'Newest first, at most 50' }),
});
export type MentioningDocument = z.infer<typeof mentioningDocumentSchema>;
export type MentioningDocumentsAnswer = z.infer<typeof mentioningDocumentsAnswerSchema>;

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
