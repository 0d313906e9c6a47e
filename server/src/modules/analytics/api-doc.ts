import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, signedIn } from '../../openapi/parts.js';
import { dashboardQuerySchema } from './schemas.js';

export const analyticsPaths: ZodOpenApiPathsObject = {
  '/api/analytics/dashboard': {
    get: {
      tags: ['Dashboard'],
      security: signedIn,
      summary: 'Counts, rates and the last 30 days of activity (decision 60)',
      requestParams: { query: dashboardQuerySchema },
      responses: { 200: { description: 'overview, resumeStats, outreachStats, documentStats, activity, recentActivity' }, ...errorAnswers(400, 401, 404) },
    },
  },
};
