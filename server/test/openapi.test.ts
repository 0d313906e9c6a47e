import express, { Router } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi/document.js';
import { compareWithApp, expectDocumentedAnswer, type OpenApiDocument } from './support/openapi.js';
import { startTestApp } from './support/test-app.js';

const t = await startTestApp();
afterAll(async () => t.close());

describe('GET /api/openapi.json', () => {
  it('When anyone asks, then it answers the OpenAPI 3.1 document of this API', async () => {
    const res = await t.api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body.openapi).toBe('3.1.0');
    expectDocumentedAnswer(res, 'GET /api/openapi.json');
  });

  it('Then every route the app registers is documented, and every documented call is a registered route', async () => {
    const document = (await t.api.get('/api/openapi.json')).body as OpenApiDocument;
    expect(compareWithApp(t.app, document)).toEqual({ undocumented: [], unregistered: [] });
  });

  it('Then a request body names the rules its route validates with (lengths, required fields)', async () => {
    const document = (await t.api.get('/api/openapi.json')).body;
    const register = document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(['firstName', 'lastName', 'email', 'password']);
    expect(register.properties.firstName).toMatchObject({ type: 'string', minLength: 1, maxLength: 100 });
    const resumes = document.paths['/api/resumes'].get.parameters;
    expect(resumes).toContainEqual(expect.objectContaining({ in: 'query', name: 'limit', schema: expect.objectContaining({ enum: [3, 6, 12], default: 6 }) }));
  });

  it('Then every JSON answer it documents has a schema', async () => {
    const answers = documentedAnswers((await t.api.get('/api/openapi.json')).body);
    const withoutSchema = answers.filter(({ answer }) => answer.content?.['application/json'] && !answer.content['application/json'].schema);
    expect(withoutSchema.map(({ call, status }) => `${call} ${status}`)).toEqual([]);
  });

  it('Then every failure it documents has the `{ message }` body (but the 503 of the health check, for orchestrators, and pages opened from an e-mail)', async () => {
    const document = (await t.api.get('/api/openapi.json')).body;
    const failures = documentedAnswers(document).filter(({ call, status }) => Number(status) >= 400 && call !== 'GET /api/health');
    expect(failures.length).toBeGreaterThan(50);
    for (const { call, status, answer } of failures) {
      // Links opened from an e-mail (unsubscribe) answer a page a person reads instead.
      if (answer.content?.['text/html']) continue;
      expect(answer.content?.['application/json']?.schema, `${call} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(document.components.schemas.Error).toMatchObject({ type: 'object', required: ['message'] });
  });
});

type DocumentedAnswer = { content?: Record<string, { schema?: unknown }> };

/** Every answer of every call in a served document, with its call and status. */
function documentedAnswers(document: { paths: Record<string, Record<string, { responses: Record<string, DocumentedAnswer> }>> }) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      Object.entries(operation.responses).map(([status, answer]) => ({ call: `${method.toUpperCase()} ${path}`, status, answer })),
    ),
  );
}

describe('The check that the document and the routes agree', () => {
  // A throwaway app: one documented route, then one somebody adds without documenting it.
  const document = {
    openapi: '3.1.0',
    info: { title: 'Throwaway', version: '1' },
    paths: { '/api/things/{id}': { get: { responses: { 200: { description: 'A thing' } } } } },
  } as unknown as OpenApiDocument;
  const router = Router();
  router.get('/things/:id', (_req, res) => void res.json({}));

  it('When a route is added without documenting it, then the check names that route', () => {
    const app = express();
    const withExtra = Router();
    withExtra.get('/things/:id', (_req, res) => void res.json({}));
    withExtra.post('/things/:id/archive', (_req, res) => void res.json({}));
    app.use('/api', withExtra);
    expect(compareWithApp(app, document)).toEqual({ undocumented: ['POST /api/things/:id/archive'], unregistered: [] });
  });

  it('When the document names a call no route answers, then the check names that call', () => {
    const app = express();
    app.use('/api', router);
    const withGhost = structuredClone(document);
    withGhost.paths!['/api/ghosts'] = { get: { responses: { 200: { description: 'None' } } } };
    expect(compareWithApp(app, withGhost)).toEqual({ undocumented: [], unregistered: ['GET /api/ghosts'] });
  });

  it('When routes and document agree, then the check finds nothing', () => {
    const app = express();
    app.use('/api', router);
    expect(compareWithApp(app, document)).toEqual({ undocumented: [], unregistered: [] });
  });

  it('When an answer does not match its documented schema, then expectDocumentedAnswer fails', () => {
    const body = { status: 'ok', database: 'ok', extra: 'not documented' };
    expect(() => expectDocumentedAnswer({ status: 200, type: 'application/json', body }, 'GET /api/health')).toThrow(/does not describe/);
    expect(() => expectDocumentedAnswer({ status: 418, type: 'application/json', body: {} }, 'GET /api/health')).toThrow(/status 418/);
  });
});

describe('GET /api/docs', () => {
  it('When a browser opens it, then it gets the Swagger UI page of this document, from this server only', async () => {
    const res = await t.api.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    const sources = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/docs\//);
      expect((await t.api.get(source)).status, source).toBe(200);
    }
    expect((await t.api.get('/api/docs/swagger-initializer.js')).text).toContain("url: '/api/openapi.json'");
  });

  it("Then the page keeps the app's strict Content-Security-Policy: scripts from this origin only, none inline", async () => {
    const page = await t.api.get('/api/docs');
    const api = await t.api.get('/api/health');
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(page.text).not.toMatch(/<script>[^<]/);
  });

  it.each(['index.html', 'swagger-ui-bundle.js.map', 'package.json', 'swagger-initializer.jsx'])(
    'When someone asks for %s of the viewer package, then it answers 404 (only the files the page loads are served)',
    async (name) => {
      const res = await t.api.get(`/api/docs/${name}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Not found');
    },
  );
});

it('The document is the same object every time it is built (nothing in it depends on a request)', () => {
  expect(buildOpenApiDocument()).toEqual(buildOpenApiDocument());
});
