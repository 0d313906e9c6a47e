import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { analyticsPaths } from '../modules/analytics/api-doc.js';
import { authPaths } from '../modules/auth/api-doc.js';
import { candidatePaths } from '../modules/candidates/api-doc.js';
import { documentPaths } from '../modules/documents/api-doc.js';
import { emailTemplatePaths, outreachPaths } from '../modules/outreach/api-doc.js';
import { privacyPaths } from '../modules/privacy/api-doc.js';
import { resumePaths } from '../modules/resumes/api-doc.js';
import { userPaths } from '../modules/users/api-doc.js';
import { json, noAuth } from './parts.js';

const htmlPage = { content: { 'text/html': { schema: z.string() } } };

/** The calls of the app itself: health for orchestrators, and this document with its viewer. */
const platformPaths: ZodOpenApiPathsObject = {
  '/api/health': {
    get: {
      tags: ['Platform'],
      security: noAuth,
      summary: 'Readiness: the process answers and the database too',
      responses: {
        200: json(
          'Ready',
          z.object({
            status: z.literal('ok'),
            database: z.literal('ok'),
            mailbox: z
              .object({
                status: z.enum(['ok', 'error', 'starting']),
                checkedAt: z.iso.datetime().nullable(),
                error: z.string().nullable(),
              })
              .optional()
              .meta({ description: 'Only with IMAP_URL: how the last look at the mailbox of replies and bounces went. A mailbox that is down does not make the replica unready.' }),
          }),
        ),
        503: json('The database does not answer', z.object({ status: z.literal('error'), database: z.literal('unreachable') })),
      },
    },
  },
  '/api/health/live': {
    get: {
      tags: ['Platform'],
      security: noAuth,
      summary: 'Liveness: the process answers (the database is not asked)',
      responses: { 200: json('Alive', z.object({ status: z.literal('ok') })) },
    },
  },
  '/api/openapi.json': {
    get: {
      tags: ['Platform'],
      security: noAuth,
      summary: 'This document',
      responses: { 200: json('OpenAPI 3.1', z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) })) },
    },
  },
  '/api/docs': {
    get: {
      tags: ['Platform'],
      security: noAuth,
      summary: 'This document, to read and try in the browser',
      responses: { 200: { description: 'The page', ...htmlPage } },
    },
  },
  '/api/docs/swagger-initializer.js': {
    get: {
      tags: ['Platform'],
      security: noAuth,
      summary: 'The settings of the docs page (a script file, as the Content-Security-Policy allows no inline script)',
      responses: { 200: { description: 'The script', content: { 'text/javascript': { schema: z.string() } } } },
    },
  },
};

/**
 * The OpenAPI 3.1 document of the API, built from the zod schemas the routes validate with, so
 * the description follows the code. Built once: the schemas do not change while the app runs.
 */
export function buildOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Recruiting workspace API',
      version: '1',
      description:
        'Sign in with POST /api/auth/login and send the accessToken as `Authorization: Bearer <token>`. ' +
        'A failed call answers a non-2xx status with `{ "message": "..." }`. Resumes, candidates, outreach, templates, documents ' +
        'and the dashboard belong to the Healthcare organisation: other organisations get 404.',
    },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths: mergePaths(
      platformPaths,
      authPaths,
      userPaths,
      resumePaths,
      emailTemplatePaths,
      outreachPaths,
      candidatePaths,
      privacyPaths,
      documentPaths,
      analyticsPaths,
    ),
  });
}

/** The modules' paths, where two modules may document different calls of one path (a candidate's page and their erase). */
function mergePaths(...groups: ZodOpenApiPathsObject[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const group of groups) for (const [path, calls] of Object.entries(group)) paths[path] = { ...paths[path], ...calls };
  return paths;
}
