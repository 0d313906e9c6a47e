import { candidateProfileAnswerSchema, candidateSearchAnswerSchema, candidateSearchSchema } from '@app/shared';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, json, jsonBody, signedIn } from '../../openapi/parts.js';

export const candidatePaths: ZodOpenApiPathsObject = {
  '/api/candidates/search': {
    post: {
      tags: ['Candidates'],
      security: signedIn,
      summary: 'Find the candidates who fit a few words or a pasted job description',
      description:
        'One result per candidate e-mail address, best first, ranked by meaning, by words and by the skills and job titles the query names. ' +
        'A long query is read as a job description: its requirement-like lines decide.',
      requestBody: jsonBody(candidateSearchSchema),
      responses: { 200: json('The best candidates with the reasons they ranked', candidateSearchAnswerSchema), ...errorAnswers(400, 401, 404, 502) },
    },
  },
  '/api/candidates/{email}': {
    get: {
      tags: ['Candidates'],
      security: signedIn,
      summary: "One candidate's page: their resumes, the analysis and every outreach with its status",
      description: 'The address is matched ignoring case. One that no analysed resume of the organisation has answers 404.',
      requestParams: { path: z.object({ email: z.string().meta({ description: "The candidate's e-mail address" }) }) },
      responses: { 200: json('The candidate', candidateProfileAnswerSchema), ...errorAnswers(401, 404) },
    },
  },
};
