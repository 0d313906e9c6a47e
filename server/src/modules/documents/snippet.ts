// Query terms in a snippet sit between these private-use characters. They cannot come from a
// document (chunking strips them), and the client splits on them and renders <mark> elements
// as React text: no HTML from a document ever reaches the page.
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

const PASSAGE_WORDS = 40;
const MAX_SNIPPET_CHARS = 320;

const STOP_WORDS = new Set(
  ('a about after all also am an and any are as at be been before being between both but by can could did do does doing ' +
    'during each few for from get gets got had has have having he her here hers him his how i if in into is it its just ' +
    'me more most my no nor not of off on once only or other our out over own same she should so some such than that the ' +
    'their them then there these they this those through to too under until up very was we were what when where which while ' +
    'who whom why will with would you your').split(' '),
);

const WORD = /\p{L}[\p{L}\p{N}'’-]*|\p{N}+/gu;

/**
 * The passage of a chunk that best answers the query: the run of sentences of about
 * PASSAGE_WORDS words holding the most query terms (the opening one when none appears), with
 * those terms marked.
 */
export function snippetOf(chunkContent: string, query: string): string {
  const lines = chunkContent.split('\n');
  // The first line is the document's title, shown beside the snippet anyway.
  const body = (lines.length > 1 ? lines.slice(1) : lines).join(' ');
  const terms = queryTerms(query);
  const sentences = body.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');

  let best = { start: 0, end: 0, hits: -1 };
  for (let start = 0; start < sentences.length; start++) {
    let end = start;
    let words = 0;
    const found = new Set<string>();
    while (end < sentences.length && (end === start || words + wordsIn(sentences[end]!) <= PASSAGE_WORDS)) {
      words += wordsIn(sentences[end]!);
      for (const word of sentences[end]!.match(WORD) ?? []) if (terms.has(stem(word))) found.add(stem(word));
      end++;
    }
    if (found.size > best.hits) best = { start, end, hits: found.size };
  }
  const passage = shorten(sentences.slice(best.start, best.end).join(' '), terms);
  return passage.replace(WORD, (word) => (terms.has(stem(word)) ? `${MARK_START}${word}${MARK_END}` : word));
}

/** The query's content words, stemmed, so "nurses" marks "nurse" and "policies" marks "policy". */
export function queryTerms(query: string): Set<string> {
  const words = (query.match(WORD) ?? []).map((word) => word.toLowerCase()).filter((word) => !STOP_WORDS.has(word));
  return new Set(words.map(stem));
}

/** A light English stemmer: enough to match plurals and simple verb forms both ways. */
function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && /(ss|x|ch|sh)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 5 && lower.endsWith('ing')) return lower.slice(0, -3);
  if (lower.length > 4 && lower.endsWith('ed')) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Keeps a long passage readable: cut around its first query term, on word boundaries. */
function shorten(passage: string, terms: Set<string>): string {
  if (passage.length <= MAX_SNIPPET_CHARS) return passage;
  const firstHit = [...passage.matchAll(WORD)].find((match) => terms.has(stem(match[0])))?.index ?? 0;
  const from = Math.max(0, passage.lastIndexOf(' ', Math.max(0, firstHit - 80)));
  let cut = passage.slice(from, from + MAX_SNIPPET_CHARS);
  cut = cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).trim();
  return `${from > 0 ? '…' : ''}${cut}…`;
}
