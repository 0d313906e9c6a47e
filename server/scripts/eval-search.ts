// Retrieval quality of document search on two libraries in test/fixtures/documents, our own
// fixtures (library/) and published handbook pages (real/): every document is indexed with the
// configured embedder (the offline default unless OPENAI_* is set) into an in-memory database,
// each judged query is run by full text alone, by vectors alone and hybrid, and recall@5, MRR@10
// and nDCG@10 are printed.
// Run: npm run eval:search [-- --verbose]   (exits 1 when a goal of issue 8 is missed on either library)
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createEmbedder } from '../src/ai/embedder.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { indexDocument } from '../src/modules/documents/index-document.js';
import { rankDocuments, type SearchMode } from '../src/modules/documents/search-documents.js';
import { mean, ndcgAt, paraphraseLeaks, recallAt, reciprocalRankAt, type Judged } from './eval/ranking-metrics.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/documents');
const isVerbose = process.argv.includes('--verbose');
const MODES: SearchMode[] = ['text', 'vector', 'hybrid'];
// Our own fixture library, and pages of a published handbook nobody here wrote (real/SOURCES.md):
// the first is tidy by construction, the second shows whether the figures hold on text we did not shape.
const LIBRARIES = [
  { name: 'fixture library (written here)', folder: 'library', queries: 'queries.json' },
  { name: 'real library (18F/TTS handbook)', folder: 'real', queries: 'real/queries.json' },
];

type Scores = { recall5: number; mrr10: number; ndcg10: number };
type Goal = readonly [goal: string, isMet: boolean];

const config = loadConfig();
const embedder = createEmbedder(config);

const allGoals: Goal[] = [];
for (const library of LIBRARIES) {
  console.log(`== ${library.name}`);
  const goals = await evaluate(library.folder, library.queries);
  for (const [goal, isMet] of goals) console.log(`${isMet ? 'met   ' : 'MISSED'} ${goal}`);
  console.log('');
  allGoals.push(...goals.map(([goal, isMet]) => [`${library.name}: ${goal}`, isMet] as const));
}
process.exit(allGoals.every(([, isMet]) => isMet) ? 0 : 1);

/** Indexes one library into a fresh in-memory database, runs its judged queries, prints the table and returns the goals. */
async function evaluate(folder: string, queriesFile: string): Promise<Goal[]> {
  const { queries } = JSON.parse(readFileSync(path.join(FIXTURES, queriesFile), 'utf8')) as { queries: Judged[] };
  const files = readdirSync(path.join(FIXTURES, folder)).filter((name) => name.endsWith('.txt')).sort();
  const texts = new Map(files.map((name) => [name, readFileSync(path.join(FIXTURES, folder, name), 'utf8')]));

  // ---- The paraphrases must really be paraphrases: no content word shared with their answer.
  const leaks = paraphraseLeaks(queries, (file) => texts.get(file) ?? '');
  if (leaks.length > 0) {
    console.error(`Paraphrases that are not:\n  ${leaks.join('\n  ')}`);
    process.exit(1);
  }

  // ---- Index the library
  const database = await openDatabase({});
  const ctx = { prisma: database.prisma, embedder, logger: pino({ level: 'warn' }) };
  const tenant = await ctx.prisma.tenant.findFirstOrThrow({ where: { name: 'Healthcare' } });
  const user = await ctx.prisma.user.create({
    data: { tenantId: tenant.id, email: 'eval@example.com', passwordHash: 'x', firstName: 'Eval', lastName: 'Script', emailVerified: true },
  });
  const fileOf = new Map<string, string>();
  const started = performance.now();
  for (const [file, text] of texts) {
    const document = await ctx.prisma.document.create({
      data: {
        tenantId: tenant.id,
        uploadedById: user.id,
        title: text.split('\n')[0]!,
        originalFilename: file,
        storedName: randomBytes(16).toString('hex'),
        mimeType: 'text/plain',
        sizeBytes: Buffer.byteLength(text),
        sha256: '0'.repeat(64),
        extractedText: text,
      },
    });
    await indexDocument(ctx, document);
    fileOf.set(document.id, file);
  }
  const chunkCount = await ctx.prisma.documentChunk.count();
  console.log(`${embedder.name}: ${texts.size} documents, ${chunkCount} chunks indexed in ${Math.round(performance.now() - started)} ms`);

  // ---- Measures
  const results: Record<SearchMode, { all: Scores[]; paraphrase: Scores[] }> = { text: { all: [], paraphrase: [] }, vector: { all: [], paraphrase: [] }, hybrid: { all: [], paraphrase: [] } };
  let searchMs = 0;
  for (const judged of queries) {
    for (const mode of MODES) {
      const before = performance.now();
      const { documentIds } = await rankDocuments(ctx, { tenantId: tenant.id, query: judged.query, mode, topK: 10 });
      searchMs += performance.now() - before;
      const ranked = documentIds.map((id) => fileOf.get(id)!);
      const scores = { recall5: recallAt(ranked, judged, 5), mrr10: reciprocalRankAt(ranked, judged, 10), ndcg10: ndcgAt(ranked, judged, 10) };
      results[mode].all.push(scores);
      if (judged.paraphrase) results[mode].paraphrase.push(scores);
      if (isVerbose && mode === 'hybrid') console.log(`${scores.recall5 === 1 ? ' ' : '✗'} ${judged.query}\n    ${ranked.slice(0, 5).join(', ')}`);
    }
  }
  await database.close();

  const paraphrases = queries.filter((judged) => judged.paraphrase).length;
  console.log(`${queries.length} queries (${paraphrases} paraphrases sharing no content word with their answer); ${(searchMs / (queries.length * MODES.length)).toFixed(1)} ms a search\n`);
  console.log('mode       recall@5  MRR@10  nDCG@10   paraphrases: recall@5  MRR@10  nDCG@10');
  for (const mode of MODES) {
    const { all, paraphrase } = results[mode];
    const row = (scores: Scores[]) => (['recall5', 'mrr10', 'ndcg10'] as const).map((key) => mean(scores, key).toFixed(3).padStart(8)).join('');
    console.log(`${mode.padEnd(9)}${row(all)}                ${row(paraphrase)}`);
  }
  console.log('');
  return [
    ['hybrid recall@5 >= 0.85', mean(results.hybrid.all, 'recall5') >= 0.85],
    ['hybrid paraphrase recall@5 >= 0.6', mean(results.hybrid.paraphrase, 'recall5') >= 0.6],
    ...(['recall5', 'mrr10', 'ndcg10'] as const).map((key) => [`hybrid ${key} above full text`, mean(results.hybrid.all, key) > mean(results.text.all, key)] as const),
  ];
}
