import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEmbedder } from '../src/ai/openai-embedder.js';
import { createOpenAiLanguageModel } from '../src/ai/openai-language-model.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { startOpenAiStub } from './support/openai-stub.js';
import { freePort } from './support/server-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Faults of an OpenAI-compatible model server that the 500 cases in resumes-openai and
// documents-openai do not cover: nothing listening, and answers that are not what was asked.
// The model and embedder point at a loopback port where the stub starts only once a test wants
// the server "back", so the first calls meet a refused connection.
let t: TestApp;
let port: number;
let stub: Awaited<ReturnType<typeof startOpenAiStub>> | undefined;
let user: SignedInUser;
beforeAll(async () => {
  port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  const languageModel = createOpenAiLanguageModel({ baseUrl, model: 'stub-model', maxRetries: 0 });
  const embedder = createOpenAiEmbedder({ baseUrl, model: 'stub-embedding', maxRetries: 0 });
  t = await startTestApp({ languageModel, embedder });
  user = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await stub?.close();
});

const ANALYSIS = {
  professionalSummary: 'ICU nurse.',
  personalInfo: { name: 'Ada Lane', email: '', phone: '', location: '', linkedin: '', website: '' },
  workExperience: [],
  education: [],
  skills: ['Critical care'],
  certifications: [],
  keyAchievements: [],
  careerLevel: 'mid',
};
const uploadResume = (name: string) =>
  t.api.post('/api/resumes/upload').set(bearer(user.token)).attach('file', Buffer.from('Ada Lane\nICU Nurse\n'), name);
const uploadDocument = (name: string) =>
  t.api.post('/api/documents/upload').set(bearer(user.token)).attach('file', Buffer.from('Night shifts\n\nNight shifts pay a 20% premium.'), name);

describe('the model server down or answering garbage', () => {
  it('When nothing listens, then the resume and the document are kept as failed with a readable reason, and both finish once it is back', async () => {
    const resume = await uploadResume('down.txt');
    expect(resume.status).toBe(201);
    expect(resume.body).toMatchObject({ processingStatus: 'failed', errorMessage: expect.stringMatching(/^Could not reach the language model \(stub-model\)/) });
    const document = await uploadDocument('down.txt');
    expect(document.status).toBe(201);
    expect(document.body).toMatchObject({ status: 'failed', errorMessage: expect.stringMatching(/^Could not reach the embedding model \(stub-embedding\)/) });

    stub = await startOpenAiStub({ port });
    stub.answer(ANALYSIS);
    stub.answer({ bulletSummary: ['ICU nurse'], paragraphSummary: 'Ada is an ICU nurse.', promptExplanation: null });
    const retried = await t.api.post(`/api/resumes/${resume.body.id}/process`).set(bearer(user.token)).send({});
    expect(retried.status).toBe(200);
    expect(retried.body.resume).toMatchObject({ processingStatus: 'processed', errorMessage: null, aiSummary: ANALYSIS });
    const reprocessed = await t.api.post(`/api/documents/${document.body.id}/reprocess`).set(bearer(user.token));
    expect(reprocessed.body).toMatchObject({ status: 'processed', errorMessage: null });
  });

  it.each([
    ['is not JSON', '<html><body>502 Bad Gateway</body></html>'],
    ['has the wrong shape', JSON.stringify({ result: 'ok' })],
  ])('When the answer %s, then the resume is failed with a reason naming the model, and a retry works', async (_, raw) => {
    stub ??= await startOpenAiStub({ port });
    stub.garble(raw);
    const res = await uploadResume('garbled.txt');
    expect(res.status).toBe(201);
    expect(res.body.processingStatus).toBe('failed');
    expect(res.body.errorMessage).toMatch(/^The language model \(stub-model\) /);

    stub.answer(ANALYSIS);
    stub.answer({ bulletSummary: ['ICU nurse'], paragraphSummary: 'Ada is an ICU nurse.', promptExplanation: null });
    const retried = await t.api.post(`/api/resumes/${res.body.id}/process`).set(bearer(user.token)).send({});
    expect(retried.body.resume).toMatchObject({ processingStatus: 'processed', errorMessage: null });
  });

  it.each([
    ['is not JSON', '<html><body>502 Bad Gateway</body></html>'],
    ['has the wrong shape', JSON.stringify({ data: [{ embedding: 'nope' }] })],
  ])('When the embeddings answer %s, then the document is failed with a reason naming the model, and a reprocess works', async (_, raw) => {
    stub ??= await startOpenAiStub({ port });
    stub.garbleEmbeddings(raw);
    const res = await uploadDocument('garbled.txt');
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('failed');
    expect(res.body.errorMessage).toMatch(/^The embedding model \(stub-embedding\) /);
    expect(await t.ctx.prisma.documentChunk.count({ where: { documentId: res.body.id } })).toBe(0);

    const reprocessed = await t.api.post(`/api/documents/${res.body.id}/reprocess`).set(bearer(user.token));
    expect(reprocessed.body).toMatchObject({ status: 'processed', errorMessage: null });
  });
});
