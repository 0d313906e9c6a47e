import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbedder, type Embedder } from '../src/ai/embedder.js';
import { EmbedderError } from '../src/ai/openai-embedder.js';
import { loadConfig } from '../src/config.js';
import { indexStaleResumes, reindexResumes } from '../src/modules/candidates/reindex-resumes.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The resume index follows the embedder (issue 19): a model that cannot answer while a resume is
// analysed costs the recruiter nothing but the passages, and `npm run reindex` (reindexResumes)
// finishes them, as it re-embeds resumes indexed by a model no longer active.

const offline = createEmbedder(loadConfig({}));
let isDown = false;
/** The offline embedder, failing as a model server does while `isDown`. */
const switchable: Embedder = {
  name: offline.name,
  get dimension() {
    return offline.dimension;
  },
  embed: (texts) => (isDown ? Promise.reject(new EmbedderError('The embedding service is unreachable')) : offline.embed(texts)),
};

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp({ candidateEmbedder: switchable });
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

const RESUME = `Noor Haddad
Austin, TX | noor.haddad@example.com

Summary
Clinical pharmacist reviewing oncology and anticoagulation orders.

Experience

Clinical Pharmacist — Seton Medical Center, Austin, TX (Feb 2018–Present)
* Verify chemotherapy orders and dose anticoagulants

Skills
Oncology pharmacy, Anticoagulation management
`;

const search = (query: string) => t.api.post('/api/candidates/search').set(bearer(recruiter.token)).send({ query });

describe('the resume index and the embedder', () => {
  it('When the embedder is down during an analysis, then the analysis is kept, the skills still match, and reindex finishes the passages', async () => {
    isDown = true;
    const upload = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(RESUME), 'noor.txt');
    expect(upload.status).toBe(201);
    expect(upload.body.processingStatus).toBe('parsed');
    expect(await t.ctx.prisma.resumePassage.count({ where: { resumeId: upload.body.id } })).toBe(0);
    isDown = false;
    // The facts were written: the skill the query names still finds her.
    const bySkill = await search('oncology pharmacy');
    expect(bySkill.body.results[0].candidate.email).toBe('noor.haddad@example.com');
    expect(bySkill.body.results[0].matched.skills).toEqual(['Oncology pharmacy']);

    const summary = await reindexResumes(t.ctx);
    expect(summary).toMatchObject({ model: offline.name, indexed: 1, failed: 0 });
    expect(await t.ctx.prisma.resumePassage.count({ where: { resumeId: upload.body.id, embeddingModel: offline.name } })).toBeGreaterThan(0);
    // Run again, nothing is left to do.
    expect(await reindexResumes(t.ctx)).toMatchObject({ alreadyIndexed: summary.total, indexed: 0 });
  });

  it('When a resume was indexed by another model, then reindex replaces its passages with the active model\'s', async () => {
    const upload = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(RESUME.replaceAll('noor', 'rana').replace('Noor', 'Rana')), 'rana.txt');
    await t.database.pool.query(`UPDATE "ResumePassage" SET "embeddingModel" = 'retired-model' WHERE "resumeId" = $1`, [upload.body.id]);
    await t.database.pool.query(`UPDATE "ResumeFacts" SET "indexedModel" = 'retired-model' WHERE "resumeId" = $1`, [upload.body.id]);
    // Search reads only the active model's passages: by meaning and by words she is not found.
    const before = await search('chemotherapy orders');
    expect(before.body.results.map((result: { candidate: { email: string } }) => result.candidate.email)).not.toContain('rana.haddad@example.com');

    expect(await reindexResumes(t.ctx)).toMatchObject({ indexed: 1, failed: 0 });
    const models = await t.ctx.prisma.resumePassage.findMany({ where: { resumeId: upload.body.id }, select: { embeddingModel: true } });
    expect(new Set(models.map((row) => row.embeddingModel))).toEqual(new Set([offline.name]));
    const after = await search('chemotherapy orders');
    expect(after.body.results.map((result: { candidate: { email: string } }) => result.candidate.email)).toContain('rana.haddad@example.com');
  });

  it('When the candidate model changes (GloVe to MiniLM on upgrade), then the background pass re-indexes the resumes, a time-bounded batch a step', async () => {
    const upload = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(RESUME.replaceAll('noor', 'lina').replace('Noor', 'Lina')), 'lina.txt');
    await t.database.pool.query(`UPDATE "ResumePassage" SET "embeddingModel" = 'glove-before-upgrade' WHERE "resumeId" = $1`, [upload.body.id]);
    await t.database.pool.query(`UPDATE "ResumeFacts" SET "indexedModel" = 'glove-before-upgrade' WHERE "resumeId" = $1`, [upload.body.id]);
    expect((await search('chemotherapy orders')).body.results.map((result: { candidate: { email: string } }) => result.candidate.email)).not.toContain('lina.haddad@example.com');

    // A step whose time is up indexes nothing and says more is waiting.
    expect(await indexStaleResumes(t.ctx, { limit: 100, deadline: Date.now() - 1 })).toEqual({ indexed: 0, hasMore: true });
    expect(await indexStaleResumes(t.ctx, { limit: 100, deadline: Infinity })).toEqual({ indexed: 1, hasMore: false });
    const models = await t.ctx.prisma.resumePassage.findMany({ where: { resumeId: upload.body.id }, select: { embeddingModel: true } });
    expect(new Set(models.map((row) => row.embeddingModel))).toEqual(new Set([offline.name]));
    expect((await search('chemotherapy orders')).body.results.map((result: { candidate: { email: string } }) => result.candidate.email)).toContain('lina.haddad@example.com');
  });

  it('When resumes were analysed before the index existed, then the background pass indexes them once and they are found', async () => {
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: recruiter.email } });
    const legacy = async (filename: string, aiSummary: unknown) =>
      (
        await t.database.pool.query<{ id: string }>(
          `INSERT INTO "Resume" ("id", "tenantId", "uploadedById", "originalFilename", "storedName", "mimeType", "sizeBytes", "sha256", "processingStatus", "aiSummary", "updatedAt")
           VALUES (gen_random_uuid(), $1, $2, $3, gen_random_uuid()::text, 'text/plain', 1, 'x', 'parsed', $4, now()) RETURNING "id"`,
          [user.tenantId, user.id, filename, aiSummary],
        )
      ).rows[0]!.id;
    const { body: analysed } = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(RESUME.replaceAll('noor', 'omar').replace('Noor', 'Omar')), 'omar.txt');
    const analysis = (await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: analysed.id } })).aiSummary;
    // The same analysis stored as before this version (no index), and one an old model wrote in another shape.
    await t.ctx.prisma.resume.delete({ where: { id: analysed.id } });
    const id = await legacy('omar-2019.txt', analysis);
    await legacy('garbled.txt', { summary: 'not an analysis' });
    expect((await search('omar chemotherapy')).body.results.map((r: { candidate: { email: string } }) => r.candidate.email)).not.toContain('omar.haddad@example.com');

    expect(await indexStaleResumes(t.ctx, { limit: 100, deadline: Infinity })).toEqual({ indexed: 2, hasMore: false });
    expect(await t.ctx.prisma.resumePassage.count({ where: { resumeId: id } })).toBeGreaterThan(0);
    const found = await search('oncology pharmacy');
    expect(found.body.results.map((r: { candidate: { email: string } }) => r.candidate.email)).toContain('omar.haddad@example.com');
    // Nothing is left for the next pass, the garbled one included.
    expect(await indexStaleResumes(t.ctx, { limit: 100, deadline: Infinity })).toEqual({ indexed: 0, hasMore: false });
  });
});
