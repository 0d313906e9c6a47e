/**
 * Marks, in a resume's extracted text, where the page parts a line into fields (see pdf-text.ts).
 * U+001F is the ASCII unit separator: a control character no document's own text holds.
 */
export const FIELD_MARK = '\u001f';

/**
 * Opens the first page's line set in the largest type, where a resume prints its owner's name
 * (U+001E, the ASCII record separator).
 */
export const TITLE_MARK = '\u001e';

/** The text as a reader sees it, for whatever does not read fields: search, exports, a remote model. */
export const withoutFieldMarks = (text: string) => text.replaceAll(FIELD_MARK, '').replaceAll(TITLE_MARK, '');
