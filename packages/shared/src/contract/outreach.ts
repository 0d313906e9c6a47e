import { z } from 'zod';
import { isUuid, pageNumberField } from './fields.js';
import { educationSchema, workExperienceSchema } from './resume-analysis.js';
import {
  DEFAULT_OUTREACH_PAGE_SIZE,
  FILL_SUBJECT_AND_CONTENT,
  FILL_TEMPLATE,
  OUTREACH_MAX_PAGE_SIZE,
  OUTREACH_TEXT_LIMITS as LIMITS,
  QUEUE_MAX_IDS,
  RECENT_CONTACT_DAYS,
} from './rules.js';

// Control characters are refused for every request (the server's http/control-characters.ts);
// CR/LF are refused here as well where the text becomes a header (subject, name).
const LINE_BREAK = /[\r\n]/;

/**
 * A trimmed text field. Missing or blank answers `blankMessage` (the spec's form messages);
 * a wrong type, an over-long value or a line break in a one-line field answers a message naming the field.
 */
function text(label: string, max: number, blankMessage: string, { singleLine = false } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? blankMessage : `${label} must be text`) })
    .trim()
    .min(1, blankMessage)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !singleLine || !LINE_BREAK.test(value), `${label} must be on one line`);
}

// Left out: unchanged (on create: none); null: no template.
const optionalTemplateId = z
  .union([z.string(), z.null()], { error: 'templateId must be a template id' })
  .optional()
  .refine((id) => id === undefined || id === null || isUuid(id), 'templateId must be a template id');

export const templateInputSchema = z.object({
  name: text('Name', LIMITS.name, FILL_TEMPLATE, { singleLine: true }),
  subject: text('Subject', LIMITS.subject, FILL_TEMPLATE, { singleLine: true }),
  content: text('Content', LIMITS.content, FILL_TEMPLATE),
  description: z
    .union([z.string(), z.null()], { error: 'Description must be text' })
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= LIMITS.description, `Description must be at most ${LIMITS.description} characters`),
});

const draftText = {
  subject: text('Subject', LIMITS.subject, FILL_SUBJECT_AND_CONTENT, { singleLine: true }),
  content: text('Content', LIMITS.content, FILL_SUBJECT_AND_CONTENT),
};

export const createOutreachSchema = z.object({
  templateId: optionalTemplateId,
  recipientEmail: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' }))
    .transform((email) => email.toLowerCase()),
  recipientName: text('Recipient name', LIMITS.name, 'Recipient name is required', { singleLine: true }),
  ...draftText,
});

export const updateOutreachSchema = z.object({ templateId: optionalTemplateId, ...draftText });

const QUEUE_TARGET = 'Send ids (a list of outreach ids) or all: true';

/** Either the ticked drafts (`ids`) or every draft of the team (`all: true`), never both. */
export const queueSchema = z
  .object({
    ids: z
      .array(z.string({ error: 'ids must be outreach ids' }).refine(isUuid, 'ids must be outreach ids'), {
        error: 'ids must be a list of outreach ids',
      })
      .min(1, 'Please select at least one draft')
      .max(QUEUE_MAX_IDS, `At most ${QUEUE_MAX_IDS} drafts can be queued at once`)
      .optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), QUEUE_TARGET)
  .meta({ description: `${QUEUE_TARGET}, not both. Drafts to unsubscribed recipients, and messages that are no longer drafts, are left as they are.` });

const limitMessage = `limit must be a whole number from 1 to ${OUTREACH_MAX_PAGE_SIZE}`;

export const outreachPageSchema = z.object({
  page: pageNumberField,
  // The spec's pages hold 5 rows; other screens (a dashboard, the queue) may ask for up to 50.
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(OUTREACH_MAX_PAGE_SIZE, limitMessage)
    .default(DEFAULT_OUTREACH_PAGE_SIZE),
});

/** What the server works with after parsing. */
export type TemplateInput = z.infer<typeof templateInputSchema>;
export type CreateOutreachInput = z.infer<typeof createOutreachSchema>;
export type UpdateOutreachInput = z.infer<typeof updateOutreachSchema>;
/** What a client sends. */
export type TemplateRequest = z.input<typeof templateInputSchema>;
export type CreateOutreachRequest = z.input<typeof createOutreachSchema>;
export type UpdateOutreachRequest = z.input<typeof updateOutreachSchema>;
export type QueueRequest = z.input<typeof queueSchema>;

// Answers, documented in the OpenAPI document and checked against real answers in the tests.

const personName = z.object({ firstName: z.string(), lastName: z.string() });
const isoTime = z.iso.datetime();

export const templateAnswerSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    subject: z.string(),
    content: z.string(),
    description: z.string().nullable(),
    createdAt: isoTime,
    updatedAt: isoTime,
    createdBy: personName,
  })
  .meta({ id: 'EmailTemplate' });

const outreachFields = {
  id: z.uuid(),
  templateId: z.uuid().nullable(),
  template: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  recipientEmail: z.string(),
  recipientName: z.string(),
  subject: z.string(),
  content: z.string(),
  status: z.string().meta({ description: 'draft, queued, sending, sent, delivered, opened, replied or failed (decision 21)' }),
  sentAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
  openedAt: isoTime.nullable(),
  errorMessage: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  sentBy: personName,
};

export const outreachAnswerSchema = z.object(outreachFields).meta({ id: 'Outreach' });

/**
 * Beyond the spec: the subject and content as the recipient gets them. A message not yet sent
 * keeps its placeholders in `subject` and `content`; `rendered` fills them in as a send by the
 * caller would now (the same renderer and values). A sent message reads as it went out.
 */
const renderedField = {
  rendered: z
    .object({ subject: z.string(), content: z.string() })
    .meta({ description: 'What the recipient gets (placeholders filled in as a send by the caller would)' }),
};

export const listedOutreachAnswerSchema = z.object({ ...outreachFields, ...renderedField }).meta({ id: 'ListedOutreach' });

/**
 * What an outreach event records beside its type: the reason of a failure or of an ignored
 * image fetch, the Message-ID handed to the mail server, the mail server's answer on delivery.
 */
const outreachEventDetailSchema = z.object({ reason: z.string(), messageId: z.string(), response: z.string() }).partial();

const outreachEventSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  createdAt: isoTime,
  detail: outreachEventDetailSchema.nullable(),
});

export const outreachReplySchema = z
  .object({
    id: z.uuid(),
    fromAddress: z.string(),
    fromName: z.string().nullable(),
    subject: z.string(),
    text: z.string().meta({ description: 'The text part, with the quoted history trimmed' }),
    html: z.string().nullable().meta({ description: 'The HTML part, sanitised: formatting and links only, no scripts, styles or images' }),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.int() })).meta({ description: 'Listed only; never stored' }),
    isAutoReply: z.boolean().meta({ description: 'An automatic answer (out of office, RFC 3834 Auto-Submitted): kept, not counted as a reply' }),
    sentAt: isoTime,
    createdAt: isoTime,
  })
  .meta({ id: 'OutreachReply' });

export const outreachDetailAnswerSchema = z.object({
  ...outreachFields,
  ...renderedField,
  events: z.array(outreachEventSchema),
  replies: z.array(outreachReplySchema).meta({ description: "Answers read from the organisation's mailbox, oldest first" }),
  repliesTracked: z.boolean().meta({ description: 'Whether a mailbox is read for replies (IMAP_URL); when not, replies is always empty' }),
});

export const outreachListAnswerSchema = z.object({
  outreaches: z.array(listedOutreachAnswerSchema),
  totalPages: z.int(),
  totalItems: z.int(),
  currentPage: z.int(),
  draftCount: z.int().meta({ description: 'Drafts of the team on every page (what "Send all drafts" offers to send)' }),
});

export const candidateAnswerSchema = z
  .object({
    email: z.string().meta({ description: 'One candidate per address, from the newest resume' }),
    fullName: z.string().nullable(),
    title: z.string().nullable().meta({ description: 'The title of the most recent job' }),
    location: z.string().nullable(),
    phone: z.string().nullable(),
    linkedin: z.string().nullable(),
    website: z.string().nullable(),
    resumeId: z.uuid(),
    resumeFilename: z.string(),
    professionalSummary: z.string().nullable(),
    skills: z.array(z.string()),
    workExperience: z.array(workExperienceSchema),
    education: z.array(educationSchema),
    unsubscribed: z.boolean().meta({ description: 'On the do-not-contact list, for either reason of doNotContact' }),
    doNotContact: z
      .object({
        reason: z.enum(['unsubscribed', 'bounced']),
        detail: z.string().nullable().meta({ description: "For a bounce, the receiving server's status and words" }),
        erased: z.boolean().meta({
          description: "The person's data was erased at their request and the address is kept only as a keyed hash: this is a resume of theirs uploaded since",
        }),
      })
      .nullable()
      .meta({ description: 'Why no e-mail may go to this address: the candidate unsubscribed, or a message to it bounced for good' }),
    lastContact: z
      .object({ at: isoTime, by: personName })
      .nullable()
      .meta({
        description: `The latest outreach e-mail to this address sent or queued in the last ${RECENT_CONTACT_DAYS} days (drafts and failures do not count): when, and by whom`,
      }),
  })
  .meta({ id: 'Candidate' });

export const queueProgressAnswerSchema = z.object({
  queued: z.int(),
  sending: z.int(),
  sentSinceStart: z.int().meta({ description: 'Of the latest batch' }),
  failedSinceStart: z.int(),
  perMinute: z.number().meta({ description: 'The configured sending pace' }),
});

export const queuedAnswerSchema = z.object({ queued: z.int() });

export type EmailTemplate = z.infer<typeof templateAnswerSchema>;
export type Outreach = z.infer<typeof outreachAnswerSchema>;
/** A row of GET /outreach: an outreach with its rendered text. */
export type ListedOutreach = z.infer<typeof listedOutreachAnswerSchema>;
/** GET /outreach/{id} `events[].detail`. */
export type OutreachEventDetail = z.infer<typeof outreachEventDetailSchema>;
export type OutreachEvent = z.infer<typeof outreachEventSchema>;
export type OutreachDetail = z.infer<typeof outreachDetailAnswerSchema>;
export type OutreachReply = z.infer<typeof outreachReplySchema>;
export type OutreachPage = z.infer<typeof outreachListAnswerSchema>;
export type Candidate = z.infer<typeof candidateAnswerSchema>;
/** GET /outreach/candidates `lastContact`: a recent e-mail to the candidate. */
export type CandidateContact = NonNullable<Candidate['lastContact']>;
/** Progress of the tenant's send queue ("Send all drafts"). */
export type QueueProgress = z.infer<typeof queueProgressAnswerSchema>;
export type QueuedAnswer = z.infer<typeof queuedAnswerSchema>;
