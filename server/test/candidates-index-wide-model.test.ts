import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbedder, type Embedder } from '../src/ai/embedder.js';
import { loadConfig } from '../src/config.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// A database that cannot index a model's vectors (pgvector's HNSW stops at 2,000 dimensions, as
// with a 3,072-dimension model; or a PostgreSQL without pgvector) must not cost the recruiter the
// analysis: it is kept with its facts, and only the passages wait for `npm run reindex`.

const WIDE_DIMENSION = 3072;
const offline = createEmbedder(loadConfig({}));
const wide: Embedder = {
  name: 'wide-embedding-model',
  dimension: WIDE_DIMENSION,
  embed: async (texts) => (await offline.embed(texts)).map((vector) => [...vector, ...new Array<number>(WIDE_DIMENSION - vector.length).fill(0)]),
};

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp({ candidateEmbedder: wide });
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

const RESUME = `Lena Okafor
Denver, CO | lena.okafor@example.com

Experience

Respiratory Therapist — Denver Health, Denver, CO (Mar 2017–Present)
* Manage ventilated patients in the ICU

Skills
Ventilator management, Arterial blood gas analysis
`;

describe('the resume index on a database that cannot index the model', () => {
  it('When the vectors cannot be indexed, then the analysis is kept with its facts, and only the passages wait', async () => {
    const upload = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(RESUME), 'lena.txt');
    expect(upload.status).toBe(201);
    expect(upload.body.processingStatus).toBe('parsed');
    expect(upload.body.errorMessage).toBeNull();
    expect(await t.ctx.prisma.resumePassage.count({ where: { resumeId: upload.body.id } })).toBe(0);

    // The facts a match needs are there for the day the passages are.
    const facts = await t.ctx.prisma.resumeFacts.findUnique({ where: { resumeId: upload.body.id } });
    expect(facts?.email).toBe('lena.okafor@example.com');
    expect(facts?.indexedModel).toBeNull();
  });
});
