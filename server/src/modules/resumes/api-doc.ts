import {
  downloadLinkAnswerSchema,
  exportQuerySchema,
  processAnswerSchema,
  processResumeSchema,
  resumeAnswerSchema,
  resumeListAnswerSchema,
  resumeListQuerySchema,
} from '@app/shared';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, file, idParam, json, jsonBody, multipartFile, noAuth, signedIn } from '../../openapi/parts.js';

const tags = ['Resumes'];
const security = signedIn;
const path = idParam;

export const resumePaths: ZodOpenApiPathsObject = {
  '/api/resumes': {
    get: {
      tags,
      security,
      summary: 'One page of resumes, newest first, optionally searched and filtered by status',
      requestParams: { query: resumeListQuerySchema },
      responses: { 200: json('The page', resumeListAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
  '/api/resumes/upload': {
    post: {
      tags,
      security,
      summary: 'Upload a resume (.pdf, .doc, .docx, .txt) and analyze it',
      requestBody: multipartFile(),
      responses: { 201: json('Stored; analyzed unless processingStatus is failed', resumeAnswerSchema), ...errorAnswers(400, 401, 404, 413) },
    },
  },
  '/api/resumes/{id}': {
    get: {
      tags,
      security,
      summary: 'One resume with its text and analysis',
      requestParams: { path },
      responses: { 200: json('The resume', resumeAnswerSchema), ...errorAnswers(401, 404) },
    },
    delete: {
      tags,
      security,
      summary: 'Deletes one resume: its file, text, analysis and search index rows',
      description: 'Recorded in the Activity list (GET /api/privacy/activity). The stored file is removed after the rows, and retried until gone.',
      requestParams: { path },
      responses: { 204: { description: 'Deleted' }, ...errorAnswers(401, 404) },
    },
  },
  '/api/resumes/{id}/process': {
    post: {
      tags,
      security,
      summary: 'Summarize in detail, with an optional focus prompt; can be repeated',
      requestParams: { path },
      requestBody: jsonBody(processResumeSchema),
      responses: { 200: json('The summary and the updated resume', processAnswerSchema), ...errorAnswers(400, 401, 404, 502) },
    },
  },
  '/api/resumes/{id}/download': {
    get: {
      tags,
      security,
      summary: 'A short-lived signed link to the original file',
      requestParams: { path },
      responses: { 200: json('The link', downloadLinkAnswerSchema), ...errorAnswers(401, 404) },
    },
  },
  '/api/resumes/{id}/file': {
    get: {
      tags,
      // The signed token in the query is the credential: an <iframe> cannot send a bearer header.
      security: noAuth,
      summary: 'The original file, through a signed link from /download',
      requestParams: { path, query: z.object({ token: z.string().meta({ description: 'From downloadUrl' }) }) },
      responses: { 200: file('The original file', ['application/octet-stream']), ...errorAnswers(403, 404) },
    },
  },
  '/api/resumes/{id}/export': {
    get: {
      tags,
      security,
      summary: 'The analysis as a PDF or Word file',
      requestParams: { path, query: exportQuerySchema },
      responses: {
        200: file('The analysis', ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
        ...errorAnswers(400, 401, 404, 409),
      },
    },
  },
};
