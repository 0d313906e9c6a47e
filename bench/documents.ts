// Document library figures for `npm run bench`: ingest rate of two-page PDFs through the running
// server, then search latency and HNSW recall on a generated 20,000-chunk library in an embedded
// (in-memory PGlite) database, with the offline embedder (LOCAL_EMBEDDER; BENCH_DOCUMENTS documents
// of 10 chunks, 2,000 unless set). Prints, never asserts.
import { pino } from 'pino';
import { loadWordVectors } from '../server/src/ai/word-vectors/load-word-vectors.js';
import { openDatabase } from '../server/src/db/database.js';
import { maintainTables } from '../server/src/db/embedded-maintenance.js';
import { ensureVectorIndex, replaceChunksStatements, vectorCandidates } from '../server/src/modules/documents/chunk-repository.js';
import { searchDocuments } from '../server/src/modules/documents/search-documents.js';
import { renderPdf } from './resume-pdf.js';
import { offlineEmbedder } from './offline-embedder.js';
import { ms, summarize } from './stats.js';

const TOPICS = [
  'annual leave', 'sick pay', 'parental leave', 'overtime', 'night shift differential', 'on-call rota', 'tuition support',
  'relocation', 'visa sponsorship', 'background checks', 'drug screening', 'references', 'interview panels', 'scorecards',
  'offer letters', 'probation', 'notice periods', 'non-compete clauses', 'health insurance', 'dental cover', 'retirement savings',
  'employee assistance', 'onboarding', 'orientation', 'IT accounts', 'uniforms', 'licence renewals', 'immunizations',
  'privacy training', 'injury reporting', 'performance reviews', 'referral awards', 'offboarding', 'remote work',
];
const CLAUSES = [
  'Employees in every unit should read the rules on {t} before their first shift.',
  'Managers approve requests about {t} within five working days and record the decision.',
  'Questions about {t} go to Human Resources, who answer within two days.',
  'The rules on {t} apply to full-time, part-time and per diem staff alike.',
  'Changes to {t} are announced a month ahead on the intranet and at staff meetings.',
  'Nurses, therapists and pharmacists follow the same process for {t}.',
  'Records about {t} are kept for seven years in the personnel file.',
  'Exceptions to the {t} rules need written approval from the department head.',
];

/** Deterministic pseudo-random numbers, so every run builds the same library. */
function random(seed: number) {
  return () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return seed / 4294967296;
  };
}

function passage(next: () => number, words: number): string {
  const sentences: string[] = [];
  let count = 0;
  while (count < words) {
    const sentence = CLAUSES[Math.floor(next() * CLAUSES.length)]!.replace('{t}', TOPICS[Math.floor(next() * TOPICS.length)]!);
    sentences.push(sentence);
    count += sentence.split(' ').length;
  }
  return sentences.join(' ');
}

/** A two-page policy as a PDF: headings and about 900 words. */
export function twoPagePolicy(title: string): Promise<Buffer> {
  const next = random(title.length);
  return renderPdf((doc) => {
    doc.fontSize(18).text(title);
    for (const heading of ['Purpose', 'Who is covered', 'Entitlement', 'How to apply', 'Approval', 'Records', 'Questions']) {
      doc.moveDown().fontSize(13).text(heading);
      doc.fontSize(10).text(passage(next, 130));
    }
  });
}

export async function benchIngest(options: { api: string; auth: Record<string, string> }) {
  const pdf = await twoPagePolicy('Annual Leave and Holidays Policy');
  const uploadOnce = async (i: number) => {
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), `policy-${i}.pdf`);
    const started = performance.now();
    const res = await fetch(`${options.api}/documents/upload`, { method: 'POST', headers: options.auth, body: form });
    const body = (await res.json()) as { status: string };
    if (res.status !== 201 || body.status !== 'processed') throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
  await uploadOnce(0); // warm-up: loads the word vectors, starts the extraction worker
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 1; i <= 20; i++) latencies.push(await uploadOnce(i));
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(latencies);
  console.log(`\nDocument ingest: two-page PDF (${(pdf.length / 1024).toFixed(1)} KB, ~900 words), extract + chunk + embed + store, offline embedder`);
  console.log(`  sequential, ${summary.count} uploads: ${(summary.count / seconds).toFixed(1)} documents/s  p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}`);
}

// Words drawn from the GloVe vocabulary by Zipf's law (ranks 150 to 60,000), so that a word is
// in as many chunks as in real prose: the frequent ones everywhere, most of them rarely.
let vocabulary: string[] | undefined;
function zipfPassage(next: () => number, words: number): string {
  vocabulary ??= [...loadWordVectors().index.keys()];
  return Array.from({ length: words }, () => vocabulary![Math.floor(150 * (60_000 / 150) ** next())]).join(' ');
}

/** In this process, on its own in-memory database: run it with no server busy beside it. */
export async function benchSearch(documents = Number(process.env.BENCH_DOCUMENTS ?? 2_000)) {
  const CHUNKS_PER_DOCUMENT = 10;
  const database = await openDatabase({});
  const embedder = offlineEmbedder();
  const ctx = { prisma: database.prisma, embedder, logger: pino({ level: 'warn' }) };
  try {
    const tenant = await ctx.prisma.tenant.findFirstOrThrow({ where: { name: 'Healthcare' } });
    const user = await ctx.prisma.user.create({
      data: { tenantId: tenant.id, email: 'bench@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Mark' },
    });
    const next = random(42);
    let started = performance.now();
    for (let d = 0; d < documents; d++) {
      const document = await ctx.prisma.document.create({
        data: {
          tenantId: tenant.id, uploadedById: user.id, title: `Policy ${d}`, originalFilename: `policy-${d}.pdf`,
          storedName: d.toString(16).padStart(32, '0'), mimeType: 'application/pdf', sizeBytes: 1, sha256: '0'.repeat(64), status: 'processed',
        },
      });
      const contents = Array.from({ length: CHUNKS_PER_DOCUMENT }, () => `Policy ${d}\n${zipfPassage(next, 150)}`);
      const embeddings = await embedder.embed(contents);
      const chunks = contents.map((content, i) => ({ content, embedding: embeddings[i]! }));
      await ctx.prisma.$transaction(replaceChunksStatements(ctx.prisma, { tenantId: tenant.id, documentId: document.id, model: embedder.name, chunks }));
    }
    const loadSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await ensureVectorIndex(ctx.prisma, { model: embedder.name, dimension: embedder.dimension! });
    const indexSeconds = (performance.now() - started) / 1000;
    // What the server's embedded maintenance does within a minute of such a load (decision 62):
    // without statistics the planner guesses at the chunk table.
    await maintainTables(database.pool);
    console.log(`\nDocument search over ${documents * CHUNKS_PER_DOCUMENT} chunks (${documents} documents, ${embedder.name}), embedded PGlite in memory`);
    console.log(`  library written in ${loadSeconds.toFixed(1)} s; HNSW index (m 16, ef_construction 64) built in ${indexSeconds.toFixed(1)} s`);

    // A recruiter remembers a few words of a passage: four words of a random chunk, as a question.
    const queries = Array.from({ length: 100 }, () => `what about ${zipfPassage(next, 4)}`);
    const caller = { userId: user.id, tenantId: tenant.id, tenantName: 'Healthcare', sessionId: '' };
    for (const query of queries.slice(0, 5)) await searchDocuments(ctx, { caller, query, topK: 10 }); // warm-up
    const latencies: number[] = [];
    for (const query of queries) {
      const before = performance.now();
      await searchDocuments(ctx, { caller, query, topK: 10 });
      latencies.push(performance.now() - before);
    }
    const summary = summarize(latencies);
    console.log(`  hybrid search (POST /documents/search without HTTP), ${summary.count} queries, topK 10: p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  max ${ms(summary.max)}`);

    let found = 0;
    const approximate: number[] = [];
    const exact: number[] = [];
    const scope = { tenantId: tenant.id, model: embedder.name, dimension: embedder.dimension! };
    for (const [vector] of await Promise.all(queries.map((query) => embedder.embed([query])))) {
      let before = performance.now();
      const viaIndex = await vectorCandidates(ctx.prisma, { ...scope, vector: vector!, limit: 10 });
      approximate.push(performance.now() - before);
      before = performance.now();
      const truth = new Set((await vectorCandidates(ctx.prisma, { ...scope, vector: vector!, limit: 10, isExact: true })).map((c) => c.chunkId));
      exact.push(performance.now() - before);
      found += viaIndex.filter((candidate) => truth.has(candidate.chunkId)).length;
    }
    console.log(`  HNSW recall@10 against exact search on the same vectors: ${(found / (queries.length * 10)).toFixed(3)}`);
    console.log(`  nearest 10 chunks: HNSW p50 ${ms(summarize(approximate).p50)}, exact scan p50 ${ms(summarize(exact).p50)}`);
  } finally {
    await database.close();
  }
}
