// How a skill, a title or a query is compared: lower case, accents and punctuation folded, so
// "Critical Care (ICU)" and "critical care icu" are the same term. Kept in one place because the
// facts are stored in this form and every query is read in it.

// Characters a term keeps inside a word: C++, C#, Node.js, 24/7 and Ph.D. stay themselves.
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}+#./-]*/gu;

/** The words of a text in the compared form. */
export function termWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  // A sentence's full stop or a trailing hyphen is not part of its last word.
  return [...folded.matchAll(TOKEN)].map((match) => match[0].replace(/[./-]+$/, '')).filter((word) => word !== '');
}

/** A skill, title or certification in the compared form ("" when it has no words). */
export const normalizeTerm = (text: string) => termWords(text).join(' ');

// A skill or title rarely has more words than this; longer runs of a query are sentences.
const MAX_PHRASE_WORDS = 5;

/**
 * Every run of one to five consecutive words of a text, in the compared form: a resume's skill
 * or title is named by the query when it is one of them. Lines are read apart, so a phrase never
 * joins the end of one requirement to the start of the next.
 */
export function phrasesOf(text: string): string[] {
  const phrases = new Set<string>();
  for (const line of text.split(/[\n,;:()|•·]+/)) {
    const words = termWords(line);
    for (let start = 0; start < words.length; start++) {
      for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= words.length; length++) {
        phrases.add(words.slice(start, start + length).join(' '));
      }
    }
  }
  return [...phrases];
}
