import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/context.js';
import { replaceChunksStatements, textCandidates } from '../src/modules/documents/chunk-repository.js';
import { indexDocument } from '../src/modules/documents/index-document.js';
import { finishAbandonedDocuments } from '../src/modules/documents/recover-documents.js';
import { rankDocuments } from '../src/modules/documents/search-documents.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

const upload = (user: SignedInUser, content: string, filename: string) =>
  t.api.post('/api/documents/upload').set(bearer(user.token)).attach('file', Buffer.from(content), filename);

async function tenantOf(user: SignedInUser) {
  return (await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: user.email } })).tenantId;
}

/** A stored document row, as the upload leaves it before indexing. */
async function documentRow(tenantId: string, title: string, text: string, status = 'uploaded') {
  const uploader = await t.ctx.prisma.user.findFirstOrThrow();
  return t.ctx.prisma.document.create({
    data: {
      tenantId,
      uploadedById: uploader.id,
      title,
      originalFilename: `${title}.txt`,
      storedName: crypto.randomUUID().replaceAll('-', ''),
      mimeType: 'text/plain',
      sizeBytes: text.length,
      sha256: '0'.repeat(64),
      extractedText: text,
      status,
    },
  });
}

describe('indexing', () => {
  it('When a crash left a document uploaded with no lease, then the recovery finishes it and it is found', async () => {
    const tenantId = await tenantOf(recruiter);
    const interrupted = await documentRow(tenantId, 'Night shift differential', 'Nurses working nights earn a twelve percent shift differential.');
    expect(await finishAbandonedDocuments(t.ctx, 60_000)).toBe(1);
    const row = await t.ctx.prisma.document.findUniqueOrThrow({ where: { id: interrupted.id } });
    expect(row.status).toBe('processed');
    const search = await t.api.post('/api/documents/search').set(bearer(recruiter.token)).send({ query: 'extra pay for night shifts' });
    expect(search.body.results[0].id).toBe(interrupted.id);
    expect(await finishAbandonedDocuments(t.ctx, 60_000)).toBe(0);
  });

  it('When chunks of another model exist, then search never reads them', async () => {
    const { body: document } = await upload(recruiter, 'Dress code\n\nScrubs are navy blue on every ward.', 'dress.txt').expect(201);
    const [vector] = await t.ctx.embedder.embed(['x']);
    // The same document as an older model indexed it: same content, a vector that matches anything.
    await t.ctx.prisma.$transaction(
      replaceChunksStatements(t.ctx.prisma, {
        tenantId: await tenantOf(recruiter),
        documentId: document.id,
        model: 'retired-model',
        chunks: [{ content: 'dress.txt\nScrubs are navy blue on every ward.', embedding: vector! }],
      }),
    );
    const search = await t.api.post('/api/documents/search').set(bearer(recruiter.token)).send({ query: 'navy scrubs' });
    expect(search.body.results.map((result: { id: string }) => result.id)).not.toContain(document.id);
    // Reprocessing writes the active model's chunks again (and drops the retired ones).
    await t.api.post(`/api/documents/${document.id}/reprocess`).set(bearer(recruiter.token)).expect(200);
    const models = await t.ctx.prisma.documentChunk.findMany({ where: { documentId: document.id }, select: { embeddingModel: true } });
    expect(new Set(models.map((chunk) => chunk.embeddingModel))).toEqual(new Set([t.ctx.embedder.name]));
    const again = await t.api.post('/api/documents/search').set(bearer(recruiter.token)).send({ query: 'navy scrubs' });
    expect(again.body.results[0].id).toBe(document.id);
  });
});

describe('full-text candidates', () => {
  it('When a question has more than eight words, then its first eight decide, not the alphabetically first', async () => {
    const tenantId = await tenantOf(recruiter);
    const document = await documentRow(tenantId, 'Flu season', 'Vaccination uptake among winter ward staff is reported weekly.');
    await indexDocument(t.ctx, document);
    // Alphabetically first come "across", "annual", "area", "budget" and "check", none in the document.
    const query = 'vaccination uptake winter ward staff across all areas before annual budget checks';
    const found = await textCandidates(t.ctx.prisma, { tenantId, model: t.ctx.embedder.name, query, limit: 5 });
    expect(found.map((candidate) => candidate.documentId)).toContain(document.id);
  });
});

describe('indexing failures', () => {
  it('When writing the chunks fails for a reason other than the database being down, then the document is failed, so Reprocess is offered, and it can be reprocessed', async () => {
    const tenantId = await tenantOf(recruiter);
    const document = await documentRow(tenantId, 'Parking', 'Staff parking permits are renewed every January.');
    // The database refuses the write for a reason of its own (here: a full disk).
    const brokenPrisma = new Proxy(t.ctx.prisma, {
      get(target, key) {
        if (key === '$transaction') return () => Promise.reject(Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }));
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await indexDocument({ ...t.ctx, prisma: brokenPrisma }, document);
    const failed = await t.ctx.prisma.document.findUniqueOrThrow({ where: { id: document.id } });
    expect(failed).toMatchObject({ status: 'failed', errorMessage: 'Indexing the document failed unexpectedly. Please try again.' });

    const reprocessed = await t.api.post(`/api/documents/${document.id}/reprocess`).set(bearer(recruiter.token)).expect(200);
    expect(reprocessed.body.status).toBe('processed');
  });
});

describe('the tenant filter inside the vector search', () => {
  it('When a small tenant shares the index with many closer chunks of others, then it still finds its own answer, and only its own documents', async () => {
    // 2,000 chunks of other organisations, each closer to the query than any of ours.
    const query = 'mandatory overtime rules for intensive care nurses';
    const [close] = await t.ctx.embedder.embed([query]);
    for (let organisation = 0; organisation < 20; organisation++) {
      const tenant = await t.ctx.prisma.tenant.create({ data: { name: `Hospital ${organisation}` } });
      const document = await documentRow(tenant.id, `Overtime ${organisation}`, query, 'processed');
      const chunks = Array.from({ length: 100 }, () => ({ content: query, embedding: close! }));
      await t.ctx.prisma.$transaction(
        replaceChunksStatements(t.ctx.prisma, { tenantId: tenant.id, documentId: document.id, model: t.ctx.embedder.name, chunks }),
      );
    }
    // Fresh statistics, as the server has them after a restart, so the planner chooses as it would there.
    await t.ctx.prisma.$executeRaw`ANALYZE "DocumentChunk"`;
    const small = await signUp(t);
    const tenant = await t.ctx.prisma.tenant.create({ data: { name: 'Small Clinic Healthcare' } });
    await t.ctx.prisma.user.update({ where: { email: small.email }, data: { tenantId: tenant.id } });
    const caller: Caller = { userId: '', tenantId: tenant.id, tenantName: 'Healthcare', sessionId: '' };
    const ours = [];
    // One long document (40 chunks, some about overtime) and two short ones that are not.
    const handbook = Array.from({ length: 40 }, (_, i) => `Section ${i}\n\nIntensive care nurses and overtime rule ${i}: ${'staff rota shift '.repeat(40)}`).join('\n\n');
    ours.push((await documentRow(tenant.id, 'Staff handbook', handbook)).id);
    for (const topic of ['Parking permits for staff', 'Cafeteria opening hours']) {
      ours.push((await documentRow(tenant.id, topic, `${topic} are described here.`)).id);
    }
    expect(await finishAbandonedDocuments(t.ctx, 60_000)).toBe(3);
    expect(await t.ctx.prisma.documentChunk.count({ where: { documentId: ours[0] } })).toBeGreaterThan(30);

    for (const mode of ['vector', 'hybrid'] as const) {
      const ranked = await rankDocuments(t.ctx, { tenantId: caller.tenantId, query, mode, topK: 10 });
      expect(ranked.documentIds, mode).toContain(ours[0]);
      expect(ours, mode).toEqual(expect.arrayContaining(ranked.documentIds));
    }
  }, 60_000);
});
