// The server marks the matched query terms in a snippet with two private-use characters, so the
// snippet stays plain text: it is split here and the marked parts become <mark> elements, and no
// markup from a document ever reaches the DOM as HTML.
const MATCH_START = '\uE000';
const MATCH_END = '\uE001';

export type SnippetPart = { text: string; isMatch: boolean };

/** "a \uE000b\uE001 c" -> [a ][b, marked][ c]. Unbalanced or stray markers are dropped, never shown. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let isMatch = false;
  let text = '';
  const flush = () => {
    if (text !== '') parts.push({ text, isMatch });
    text = '';
  };
  for (const char of snippet) {
    if (char === MATCH_START || char === MATCH_END) {
      flush();
      isMatch = char === MATCH_START;
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}
