import {
  DEFAULT_DOCUMENT_PAGE_SIZE,
  DOCUMENT_PAGE_SIZES,
  documentAnswerSchema,
  documentListAnswerSchema,
  pageQuerySchema,
  searchAnswerSchema,
  searchSchema,
  uploadFieldsSchema,
} from '@app/shared';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, file, idParam, json, jsonBody, multipartFile, signedIn } from '../../openapi/parts.js';

const tags = ['Documents'];
const security = signedIn;
const path = idParam;

export const documentPaths: ZodOpenApiPathsObject = {
  '/api/documents': {
    get: {
      tags,
      security,
      summary: 'One page of the library, newest first',
      requestParams: { query: pageQuerySchema(DOCUMENT_PAGE_SIZES, DEFAULT_DOCUMENT_PAGE_SIZE) },
      responses: { 200: json('The page', documentListAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
  '/api/documents/upload': {
    post: {
      tags,
      security,
      summary: 'Upload a document (.pdf, .doc, .docx, .txt) and index it for search',
      requestBody: multipartFile(uploadFieldsSchema),
      responses: { 201: json('Stored; indexed unless status is failed', documentAnswerSchema), ...errorAnswers(400, 401, 404, 413) },
    },
  },
  '/api/documents/search': {
    post: {
      tags,
      security,
      summary: 'Search the library in plain language',
      requestBody: jsonBody(searchSchema),
      responses: { 200: json('The best passages, best first', searchAnswerSchema), ...errorAnswers(400, 401, 404, 502) },
    },
  },
  '/api/documents/{id}/reprocess': {
    post: {
      tags,
      security,
      summary: 'Index a document again (after a failure, or for a new embedding model)',
      requestParams: { path },
      responses: { 200: json('The document', documentAnswerSchema), ...errorAnswers(401, 404, 413, 502) },
    },
  },
  '/api/documents/{id}/download': {
    get: {
      tags,
      security,
      summary: 'The original file',
      requestParams: { path },
      responses: { 200: file('The original file', ['application/octet-stream']), ...errorAnswers(401, 404) },
    },
  },
};
