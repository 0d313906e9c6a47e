import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEmbedder } from '../src/ai/openai-embedder.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { startOpenAiStub, STUB_EMBEDDING_WIDTH } from './support/openai-stub.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Documents with an OpenAI-compatible embedding server (a stub on loopback), including one that fails.
let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  stub = await startOpenAiStub();
  const embedder = createOpenAiEmbedder({ apiKey: 'sk-test-secret', baseUrl: stub.baseUrl, model: 'stub-embedding', maxRetries: 0 });
  t = await startTestApp({ embedder });
  recruiter = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const POLICY = 'Parental Leave\n\nParents receive sixteen weeks of paid parental leave after a birth or adoption.';
const upload = (content: string, filename: string) =>
  t.api.post('/api/documents/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(content), filename);

describe('documents with an OpenAI-compatible embedding model', () => {
  it('When the model answers, then chunks are stored with its name and its width read from the answer', async () => {
    const res = await upload(POLICY, 'parental.txt');
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('processed');
    expect(stub.embeddingRequests.at(-1)).toMatchObject({ model: 'stub-embedding' });
    expect(t.ctx.embedder.dimension).toBe(STUB_EMBEDDING_WIDTH);
    const [row] = await t.ctx.prisma.$queryRaw<{ model: string; width: number }[]>`
      SELECT "embeddingModel" AS model, vector_dims("embedding") AS width FROM "DocumentChunk" WHERE "documentId" = ${res.body.id}::uuid LIMIT 1`;
    expect(row).toEqual({ model: 'stub-embedding', width: STUB_EMBEDDING_WIDTH });

    const search = await t.api.post('/api/documents/search').set(bearer(recruiter.token)).send({ query: 'paid parental leave weeks' });
    expect(search.body.results[0].id).toBe(res.body.id);
  });

  it('When the model fails, then the document is kept as failed with our reason, and a reprocess finishes it', async () => {
    stub.failEmbeddings(500);
    const res = await upload(POLICY, 'failed.txt');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'failed', errorMessage: 'The embedding model (stub-embedding) failed with status 500. Please try again.' });
    expect(res.body.errorMessage).not.toContain('upstream trouble');
    expect(await t.ctx.prisma.documentChunk.count({ where: { documentId: res.body.id } })).toBe(0);
    const listed = await t.api.get('/api/documents').set(bearer(recruiter.token));
    expect(listed.body.documents[0]).toMatchObject({ id: res.body.id, status: 'failed' });

    const retried = await t.api.post(`/api/documents/${res.body.id}/reprocess`).set(bearer(recruiter.token));
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: res.body.id, status: 'processed', errorMessage: null });
    expect(await t.ctx.prisma.documentChunk.count({ where: { documentId: res.body.id } })).toBeGreaterThan(0);
  });

  it('When the model fails during a search, then it answers 502 with our words', async () => {
    stub.failEmbeddings(503);
    const res = await t.api.post('/api/documents/search').set(bearer(recruiter.token)).send({ query: 'parental leave' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Search is unavailable right now: The embedding model (stub-embedding) failed with status 503. Please try again.');
  });
});
