// Ranking measures shared by the retrieval evaluations (npm run eval:search, eval:candidates):
// a judged query grades its answers 2 (the answer) or 1 (also useful), keyed by file name.
import { queryTerms } from '../../src/modules/documents/snippet.js';

export type Judged = { query: string; relevant: Record<string, number>; paraphrase?: boolean };

/** Share of the answers (grade 2) found in the first k. */
export function recallAt(ranked: string[], judged: Judged, k: number) {
  const answers = Object.keys(judged.relevant).filter((file) => judged.relevant[file] === 2);
  return answers.filter((file) => ranked.slice(0, k).includes(file)).length / answers.length;
}

/** 1 / the rank of the first answer within the first k, 0 when none is. */
export function reciprocalRankAt(ranked: string[], judged: Judged, k: number) {
  const rank = ranked.slice(0, k).findIndex((file) => judged.relevant[file] === 2);
  return rank < 0 ? 0 : 1 / (rank + 1);
}

/** Discounted gain of the first k against the best order of the judged grades. */
export function ndcgAt(ranked: string[], judged: Judged, k: number) {
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = ranked.slice(0, k).reduce((sum, file, i) => sum + gain(judged.relevant[file] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(judged.relevant).sort((a, b) => b - a).slice(0, k).reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return dcg / ideal;
}

export function mean<T>(scores: T[], key: keyof T & string) {
  return scores.reduce((sum, score) => sum + Number(score[key]), 0) / scores.length;
}

/** The paraphrases that are not: those sharing a content word with an answer, each named. */
export function paraphraseLeaks(queries: Judged[], textOf: (file: string) => string): string[] {
  return queries.flatMap((judged) => {
    if (!judged.paraphrase) return [];
    const asked = queryTerms(judged.query);
    return Object.entries(judged.relevant)
      .filter(([, grade]) => grade === 2)
      .flatMap(([file]) => {
        const shared = [...queryTerms(textOf(file))].filter((term) => asked.has(term));
        return shared.length > 0 ? [`"${judged.query}" shares ${shared.join(', ')} with ${file}`] : [];
      });
  });
}
