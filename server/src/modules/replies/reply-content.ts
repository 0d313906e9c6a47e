import sanitizeHtml from 'sanitize-html';

// What of a reply is kept for the recruiter to read: the new text without the quoted history
// (our own message coming back), and an HTML part that can do nothing but show text and links.

export const TEXT_MAX = 20_000;
export const HTML_MAX = 100_000;

// The line that starts the quoted history in the common clients: Gmail and Apple Mail ("On ...
// wrote:"), Outlook ("-----Original Message-----", or a "From: ... Sent: ..." block), and the
// translations of "wrote" the large clients use.
const HISTORY_STARTS = [
  /^On\b.{0,200}\bwrote:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^From:\s.+$/i,
  /^Le\b.{0,200}\ba écrit\s*:\s*$/i,
  /^Am\b.{0,200}\bschrieb.{0,100}:\s*$/i,
  /^El\b.{0,200}\bescribió:\s*$/i,
];

/** The text the sender wrote: up to the quoted history, without quoted (`>`) lines, trimmed. */
export function withoutQuotedHistory(text: string): string {
  const kept: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (HISTORY_STARTS.some((start) => start.test(line.trim()))) break;
    if (line.trimStart().startsWith('>')) continue;
    kept.push(line);
  }
  const result = kept.join('\n').trim();
  // A reply that is all quote (or a client that top-quotes oddly) keeps its full text rather than nothing.
  return (result || text.trim()).slice(0, TEXT_MAX);
}

/**
 * The HTML part made safe to show inside the app: formatting and links only. No scripts, styles,
 * forms, frames or event handlers, and no images at all, so opening a reply tells the sender
 * nothing (a remote image is a read receipt).
 */
export function sanitizedReplyHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'img'),
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  }).slice(0, HTML_MAX);
}
