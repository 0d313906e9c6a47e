import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { Express } from 'express';
import { expect } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { registeredRoutes } from './route-table.js';

// The OpenAPI document against the app: which routes it misses or invents, and whether an answer
// matches what it documents for that call and status.

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `METHOD /path` of every documented call, in Express's spelling (`{id}` becomes `:id`). */
export function documentedRoutes(document: OpenApiDocument): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

/** Registered routes the document does not name, and documented calls no route answers. */
export function compareWithApp(app: Express, document: OpenApiDocument) {
  const registered = new Set(registeredRoutes(app).map((route) => route.key));
  const documented = new Set(documentedRoutes(document));
  return {
    undocumented: [...registered].filter((key) => !documented.has(key)),
    unregistered: [...documented].filter((key) => !registered.has(key)),
  };
}

const document = buildOpenApiDocument();
// Formats are left to the patterns zod writes beside them (date-time, uuid); `strict: false`
// lets the OpenAPI keywords around the schemas (paths, info, example) pass.
const ajv = new Ajv2020.default({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(document, 'openapi');

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const validators = new Map<string, ValidateFunction>();
const validatorOf = (schemaPointer: string) => {
  let validate = validators.get(schemaPointer);
  if (!validate) validators.set(schemaPointer, (validate = ajv.compile({ $ref: `openapi#/${schemaPointer}` })));
  return validate;
};

type Answer = { status: number; body: unknown; type: string };

/**
 * Fails unless `res` is an answer the document describes for `call` ("GET /api/resumes/{id}"):
 * the status is listed and a JSON body matches its schema.
 */
export function expectDocumentedAnswer(res: Answer, call: string) {
  const [method, path] = call.split(' ') as [string, string];
  const operation = document.paths?.[path]?.[method.toLowerCase() as (typeof METHODS)[number]];
  expect(operation, `${call} is not in the OpenAPI document`).toBeDefined();
  const answer = operation?.responses?.[String(res.status)];
  expect(answer, `${call} does not document status ${res.status}`).toBeDefined();
  if (res.type !== 'application/json') return;
  const validate = validatorOf(pointer('paths', path, method.toLowerCase(), 'responses', String(res.status), 'content', 'application/json', 'schema'));
  const problems = validate(res.body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
  expect(problems, `${call} answered ${res.status} with a body the document does not describe`).toEqual([]);
}
