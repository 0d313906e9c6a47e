import { dashboardAnswerSchema, dashboardQuerySchema } from '@app/shared';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, json, signedIn } from '../../openapi/parts.js';

export const analyticsPaths: ZodOpenApiPathsObject = {
  '/api/analytics/dashboard': {
    get: {
      tags: ['Dashboard'],
      security: signedIn,
      summary: 'Counts, rates and the last 30 days of activity (decision 60)',
      requestParams: { query: dashboardQuerySchema },
      responses: { 200: json('The figures', dashboardAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
};
