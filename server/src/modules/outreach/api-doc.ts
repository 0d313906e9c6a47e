import {
  candidateAnswerSchema,
  candidateListQuerySchema,
  candidateLookupQuerySchema,
  candidateLookupSchema,
  candidatePageAnswerSchema,
  candidateSelectionAnswerSchema,
  candidateSelectionQuerySchema,
  CANDIDATE_SELECTION_MAX,
  createOutreachSchema,
  outreachAnswerSchema,
  outreachDetailAnswerSchema,
  outreachListAnswerSchema,
  outreachPageSchema,
  queuedAnswerSchema,
  queueProgressAnswerSchema,
  queueSchema,
  templateAnswerSchema,
  templateInputSchema,
  updateOutreachSchema,
} from '@app/shared';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorAnswers, idParam, json, jsonBody, noAuth, signedIn } from '../../openapi/parts.js';

const security = signedIn;
const path = idParam;
const templateTags = ['E-mail templates'];
const tags = ['Outreach'];
// Links in a sent e-mail: the unguessable token is the only key (decision 22).
const emailLink = { path: z.object({ token: z.string().meta({ description: 'The token of one sent e-mail' }) }) };
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

export const emailTemplatePaths: ZodOpenApiPathsObject = {
  '/api/email-templates': {
    get: {
      tags: templateTags,
      security,
      summary: "The team's templates, newest first",
      responses: { 200: json('The templates', z.array(templateAnswerSchema)), ...errorAnswers(401, 404) },
    },
    post: {
      tags: templateTags,
      security,
      summary: 'Create a template',
      requestBody: jsonBody(templateInputSchema),
      responses: { 201: json('The template', templateAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
  '/api/email-templates/{id}': {
    get: {
      tags: templateTags,
      security,
      summary: 'One template',
      requestParams: { path },
      responses: { 200: json('The template', templateAnswerSchema), ...errorAnswers(401, 404) },
    },
    put: {
      tags: templateTags,
      security,
      summary: 'Change a template',
      requestParams: { path },
      requestBody: jsonBody(templateInputSchema),
      responses: { 200: json('The template', templateAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
};

export const outreachPaths: ZodOpenApiPathsObject = {
  '/api/outreach': {
    get: {
      tags,
      security,
      summary: 'One page of e-mails, newest first, each with its text as the recipient gets it, and the team\'s draft count',
      requestParams: { query: outreachPageSchema },
      responses: { 200: json('The page', outreachListAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
    post: {
      tags,
      security,
      summary: 'Create a draft',
      requestBody: jsonBody(createOutreachSchema),
      responses: { 201: json('The draft', outreachAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
  '/api/outreach/candidates': {
    get: {
      tags,
      security,
      summary: 'People to write to, read from the analyzed resumes',
      description:
        'Without q, limit and offset: every candidate, as an array (the spec). With any of them: one page of the candidates matching q, ' +
        'as { candidates, totalItems, totalCandidates }, so the Candidates page never loads 10,000 cards at once. ' +
        'With emails (and nothing else): the candidates with those addresses, as an array. ' +
        `With fields=email (and q): "Select All", the addresses of every match that can be e-mailed, as { emails }; more than ${CANDIDATE_SELECTION_MAX} answer 400 with the count.`,
      requestParams: { query: candidateListQuerySchema.extend(candidateLookupQuerySchema.partial().shape).extend(candidateSelectionQuerySchema.partial().shape) },
      responses: {
        200: json(
          'The candidates, sorted by name: all of them as an array, or one page, or the addresses of all matches',
          z.union([z.array(candidateAnswerSchema), candidatePageAnswerSchema, candidateSelectionAnswerSchema]),
        ),
        ...errorAnswers(400, 401, 404),
      },
    },
  },
  '/api/outreach/candidates/lookup': {
    post: {
      tags,
      security,
      summary: "A Compose's recipients: the candidates with these addresses, each with its last contact",
      description: `Up to ${CANDIDATE_SELECTION_MAX} addresses (as many as one Compose writes to), more than a query string holds. Addresses no candidate of your organisation has are left out.`,
      requestBody: jsonBody(candidateLookupSchema),
      responses: { 200: json('The candidates, sorted by name', z.array(candidateAnswerSchema)), ...errorAnswers(400, 401, 404, 413) },
    },
  },
  '/api/outreach/queue': {
    get: {
      tags,
      security,
      summary: 'Progress of the send queue',
      responses: { 200: json('Counts of the latest batch', queueProgressAnswerSchema), ...errorAnswers(401, 404) },
    },
    post: {
      tags,
      security,
      summary: 'Queue the ticked drafts, or every draft of the team, to be sent at the configured pace',
      description:
        'Queues each draft once: a repeated request (a double click) queues nothing more. An id that is not a message of your team answers 404 and queues nothing.',
      requestBody: jsonBody(queueSchema),
      responses: { 202: json('How many drafts were queued', queuedAnswerSchema), ...errorAnswers(400, 401, 404) },
    },
  },
  '/api/outreach/{id}': {
    get: {
      tags,
      security,
      summary: 'One e-mail with its events, oldest first, and its text as the recipient gets it',
      requestParams: { path },
      responses: { 200: json('The e-mail', outreachDetailAnswerSchema), ...errorAnswers(401, 404) },
    },
    put: {
      tags,
      security,
      summary: 'Change a draft',
      requestParams: { path },
      requestBody: jsonBody(updateOutreachSchema),
      responses: { 200: json('The draft', outreachAnswerSchema), ...errorAnswers(400, 401, 404, 409) },
    },
  },
  '/api/outreach/{id}/send': {
    post: {
      tags,
      security,
      summary: 'Send a draft now',
      requestParams: { path },
      responses: { 200: json('The e-mail as sent', outreachAnswerSchema), ...errorAnswers(401, 404, 409, 502) },
    },
  },
  '/api/outreach/{id}/retry': {
    post: {
      tags,
      security,
      summary: 'Send a failed e-mail again',
      requestParams: { path },
      responses: { 200: json('The e-mail as sent', outreachAnswerSchema), ...errorAnswers(401, 404, 409, 502) },
    },
  },
  '/api/outreach/track/{token}.gif': {
    get: {
      tags,
      security: noAuth,
      summary: 'The open-tracking image of a sent e-mail; every token gets the same image',
      requestParams: emailLink,
      responses: { 200: { description: 'A 1×1 GIF', content: { 'image/gif': { schema: z.string().meta({ format: 'binary' }) } } } },
    },
  },
  '/api/outreach/unsubscribe/{token}': {
    get: {
      tags,
      security: noAuth,
      summary: 'The page that asks the recipient to confirm unsubscribing',
      requestParams: emailLink,
      responses: { 200: htmlPage('The confirmation page'), 404: htmlPage('The link is not valid') },
    },
    post: {
      tags,
      security: noAuth,
      summary: 'Unsubscribe (the page button and RFC 8058 one-click); an unknown token changes nothing',
      requestParams: emailLink,
      responses: { 200: htmlPage('Unsubscribed') },
    },
  },
};
