import { errorAnswerSchema } from '@app/shared';
import { z } from 'zod';
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';

// Building blocks every module's `api-doc.ts` shares: what each error status means here (the
// `{ message }` body is in the contract, packages/shared), JSON, file and multipart bodies, path
// ids and who may call.

const errorMeanings = {
  400: 'The input is not valid; `message` names the first problem',
  401: 'Not signed in, or the credentials or session are not valid',
  403: 'Refused for the state of the account',
  404: 'No such row for this caller (another tenant sees the same)',
  409: 'Refused for the state of the row',
  413: 'The upload or body is too large',
  429: 'Too many tries: wait before trying again',
  502: 'An outside service (language model, embedder, mail server) failed; nothing is lost and the call can be retried',
  503: 'An outside service (mail) did not answer',
} as const;

export type ErrorStatus = keyof typeof errorMeanings;

/** The error answers of a call, each with the `{ message }` body. */
export function errorAnswers(...statuses: ErrorStatus[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: errorMeanings[status], content: { 'application/json': { schema: errorAnswerSchema } } }]),
  );
}

/** A JSON answer with its schema. */
export const json = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema } },
});

/** The answer of a call that sends a file. */
export const file = (description: string, mimeTypes: string[]): ZodOpenApiResponseObject => ({
  description,
  content: Object.fromEntries(mimeTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});

/** The `:id` of a path; ids are UUIDs (http/validate.ts), anything else answers 404. */
export const idParam = z.object({ id: z.uuid().meta({ description: 'The row id' }) });

/** Calls behind `authenticate`: a bearer token from sign-in. */
export const signedIn = [{ bearerAuth: [] }];

/** Calls anyone may make. */
export const noAuth: [] = [];

/** A JSON request body. */
export const jsonBody = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

const uploadedFile = z.string().meta({ format: 'binary', description: 'The file, in the field "file"' });

/** A multipart upload: the file, and the fields beside it when the call takes any. */
export const multipartFile = (fields: z.ZodObject = z.object({})) => ({
  content: { 'multipart/form-data': { schema: fields.extend({ file: uploadedFile }) } },
});
