import type { Candidate } from './chunk-repository.js';

// Reciprocal rank fusion (Cormack et al., 2009) adds 1 / (K + rank) over the lists. Their K of
// 60 keeps one list's first place from drowning the other's evidence, but it also flattens the
// score: the tenth document of both lists still scored 87% of the first, and that score is what
// the page shows. K = 10 orders the judged questions of `npm run eval:search` exactly as 60 did
// (every figure the same, 10 to 60), and the tenth falls to 55%: the number reads as the order does.
const RRF_K = 10;

/**
 * A result is kept only while its relevance is at least this share of the best one's. Under a
 * best found first by meaning and by words, 0.3 keeps a document found by one measure alone while
 * it is among that measure's first eight, and one found by both while it is in their first
 * twenty or so: further down it is padding, not an answer. Higher bars cost the paraphrase
 * questions of the evaluation (answers found by meaning alone, third or fourth); 0.3 keeps every
 * figure. The best one is never cut, so a search that finds anything shows it.
 */
export const RELATIVE_CUT_OFF = 0.3;

export type RankedDocument = { documentId: string; relevance: number };

/**
 * Reciprocal rank fusion over documents (each list ranks a document by its best chunk), best
 * first. The relevance is the fused score over the best score it could have, first place in
 * every list that found anything: 1 is "first by meaning and by words", and the order is the
 * order of this number, so what the page shows is what ranked it.
 */
export function fuseDocuments(lists: Candidate[][]): RankedDocument[] {
  return fuseRanks(lists.map((list) => ({ ids: list.map((candidate) => candidate.documentId), weight: 1 }))).map(({ id, relevance }) => ({ documentId: id, relevance }));
}

/** A ranked list of ids, best first, naming an id as often as it likes (its first place counts). */
export type RankedList = { ids: string[]; weight: number };

/**
 * The same fusion over any ranked lists, each counting `weight` times (documents weigh their two
 * lists alike; candidate search trusts meaning more). The best a result can score is first place
 * in every list that found anything, so relevance 1 still means "first everywhere".
 */
export function fuseRanks(lists: RankedList[]): { id: string; relevance: number }[] {
  const answering = lists.filter((list) => list.ids.length > 0);
  const best = answering.reduce((sum, list) => sum + list.weight * reciprocal(0), 0);
  const scores = new Map<string, number>();
  for (const { ids, weight } of answering) {
    [...new Set(ids)].forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + weight * reciprocal(rank)));
  }
  return [...scores.entries()].map(([id, score]) => ({ id, relevance: score / best })).sort((a, b) => b.relevance - a.relevance);
}

/** The ranked results close enough to the best one (RELATIVE_CUT_OFF), in their order. */
export function nearTheBest<Ranked extends { relevance: number }>(ranked: Ranked[]): Ranked[] {
  const bar = (ranked[0]?.relevance ?? 0) * RELATIVE_CUT_OFF;
  return ranked.filter((result) => result.relevance >= bar);
}

const reciprocal = (rank: number) => 1 / (RRF_K + rank + 1);
