import {
  activityAnswerSchema,
  activityQuerySchema,
  candidateEmailParamSchema,
  erasureAnswerSchema,
  mentioningDocumentsAnswerSchema,
  pickedDocumentsQuerySchema,
  retentionPreviewAnswerSchema,
  retentionPreviewQuerySchema,
  retentionSettingSchema,
} from '@app/shared';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, json, jsonBody, signedIn } from '../../openapi/parts.js';
import { EXPORT_DATA_FILE } from './export-candidate.js';

const security = signedIn;
const path = candidateEmailParamSchema;
const when = z.iso.datetime();
const whenOrNull = when.nullable();

/** The shape of candidate-data.json in an export: everything held about the person. */
export const candidateExportDocumentSchema = z
  .object({
    email: z.string(),
    exportedAt: when,
    resumes: z.array(
      z.object({
        id: z.uuid(),
        originalFilename: z.string(),
        file: z.string().nullable().meta({ description: 'The path of the original file in the zip; null when the storage no longer has it' }),
        mimeType: z.string(),
        sizeBytes: z.int(),
        sha256: z.string(),
        processingStatus: z.string(),
        extractedText: z.string().nullable(),
        aiSummary: z.unknown().meta({ description: 'The analysis (personal info, experience, education, skills, ...)' }),
        bulletSummary: z.string().nullable(),
        paragraphSummary: z.string().nullable(),
        promptExplanation: z.string().nullable(),
        summaryPrompt: z.string().nullable(),
        analysisModel: z.string().nullable(),
        errorMessage: z.string().nullable(),
        createdAt: when,
        updatedAt: when,
        searchIndex: z.object({
          facts: z.looseObject({ email: z.string(), skills: z.array(z.string()), titles: z.array(z.string()) }).nullable(),
          passages: z.array(z.object({ section: z.string(), content: z.string(), embeddingModel: z.string() })),
        }),
      }),
    ),
    outreach: z.array(
      z.object({
        id: z.uuid(),
        sentById: z.uuid(),
        recipientEmail: z.string(),
        recipientName: z.string(),
        subject: z.string(),
        content: z.string(),
        status: z.string(),
        sentAt: whenOrNull,
        deliveredAt: whenOrNull,
        openedAt: whenOrNull,
        errorMessage: z.string().nullable(),
        messageId: z.string().nullable(),
        queuedAt: whenOrNull,
        createdAt: when,
        updatedAt: when,
        events: z.array(z.object({ type: z.string(), detail: z.unknown(), ip: z.string().nullable(), userAgent: z.string().nullable(), createdAt: when })),
        replies: z.array(
          z.object({
            fromAddress: z.string(),
            fromName: z.string().nullable(),
            subject: z.string(),
            text: z.string(),
            html: z.string().nullable().meta({ description: 'Sanitised' }),
            attachments: z.unknown().meta({ description: 'Names and sizes only; attachments are not kept' }),
            isAutoReply: z.boolean(),
            sentAt: when,
            createdAt: when,
          }),
        ).meta({ description: 'Answers read from the monitored mailbox (IMAP_URL)' }),
      }),
    ),
    doNotContact: z.array(
      z.object({ email: z.string().nullable(), reason: z.enum(['unsubscribed', 'bounced']), detail: z.string().nullable(), createdAt: when }),
    ),
    documents: z
      .array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          description: z.string().nullable(),
          originalFilename: z.string(),
          file: z.string().nullable().meta({ description: 'The path of the original file in the zip (under `documents/`); null when the storage no longer has it' }),
          mimeType: z.string(),
          sizeBytes: z.int(),
          sha256: z.string(),
          extractedText: z.string().nullable(),
          createdAt: when,
          updatedAt: when,
        }),
      )
      .meta({ description: 'The library documents the recruiter picked (`?documents=`), oldest first; empty when none were picked' }),
  })
  .meta({ id: 'CandidateExport' });

export const privacyPaths: ZodOpenApiPathsObject = {
  '/api/candidates/{email}/documents': {
    get: {
      tags: ['Candidates'],
      security,
      summary: "The organisation's library documents that name the person, to pick for an export or erasure",
      description:
        'Documents whose text names the person as a phrase (the full names of their resumes and messages, their address, the other addresses their resumes hold), ' +
        'then those whose title or file name does. Only offered: a document goes with an export or erasure only when its id is given in `documents`. ' +
        'An address the tenant holds nothing about: 404.',
      requestParams: { path },
      responses: { 200: json('The documents, newest first', mentioningDocumentsAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
  '/api/candidates/{email}/export': {
    get: {
      tags: ['Candidates'],
      security,
      summary: 'Everything held about a person, as a zip: an access request answered',
      description:
        `A zip named for the person with \`${EXPORT_DATA_FILE}\` (the CandidateExport schema), the original resume files under \`files/\` and those of the picked documents under \`documents/\`. ` +
        'The person is found by the address: every resume whose analysis gives it (or, not analysed, whose text contains it), every message to it with its events, and the do-not-contact entry. ' +
        'Recorded in the Activity list. An address the tenant holds nothing about, or a picked id that is not a document of the tenant: 404.',
      requestParams: { path, query: pickedDocumentsQuerySchema },
      responses: {
        200: { description: 'The zip', content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } } },
        ...errorAnswers(400, 401, 404),
      },
    },
  },
  '/api/candidates/{email}': {
    delete: {
      tags: ['Candidates'],
      security,
      summary: 'Erases everything held about a person: an erasure request answered',
      description:
        'In one transaction: the resumes with their text, analysis and search index rows, the messages and their events (kept only as anonymous counts for the dashboard), ' +
        'the do-not-contact entry, which stays as a keyed hash so the address is never written to again (a send to it answers 409), and the library documents picked in `documents` ' +
        '(row, text, index rows and file). The files are removed after the transaction, and retried until gone. Recorded in the Activity list by counts, never content. ' +
        'An address the tenant holds nothing about, or a picked id that is not a document of the tenant: 404, nothing changed.',
      requestParams: { path, query: pickedDocumentsQuerySchema },
      responses: { 200: json('What was erased', erasureAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
  '/api/privacy/activity': {
    get: {
      tags: ['Privacy'],
      security,
      summary: "The tenant's audit trail of candidates' data: exports, erasures, deleted resumes, retention runs and settings, bulk sends",
      requestParams: { query: activityQuerySchema },
      responses: { 200: json('One page, newest first', activityAnswerSchema), ...errorAnswers(400, 401) },
    },
  },
  '/api/privacy/retention': {
    get: {
      tags: ['Privacy'],
      security,
      summary: "The tenant's retention rule: erase candidates with no activity for this many months (null = off)",
      responses: { 200: json('The rule', retentionSettingSchema), ...errorAnswers(401) },
    },
    put: {
      tags: ['Privacy'],
      security,
      summary: 'Turns the retention rule on or off; it runs daily, on one replica',
      requestBody: jsonBody(retentionSettingSchema),
      responses: { 200: json('The rule now', retentionSettingSchema), ...errorAnswers(400, 401) },
    },
  },
  '/api/privacy/retention/preview': {
    get: {
      tags: ['Privacy'],
      security,
      summary: 'How many candidates a rule of `months` would erase if it ran now (a dry run: nothing changes)',
      requestParams: { query: retentionPreviewQuerySchema },
      responses: { 200: json('The count', retentionPreviewAnswerSchema), ...errorAnswers(400, 401) },
    },
  },
};
