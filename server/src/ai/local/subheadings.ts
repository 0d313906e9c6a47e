// Labels a job groups its bullets under ("Responsibilities:", "Key Achievements", "Duties and
// responsibilities"): they give a job its structure and are never one of its duties.

const CORE = new Set(
  `responsibilities responsibility duties duty accomplishments accomplishment achievements achievement highlights
  highlight tasks contributions results impact`.split(/\s+/),
);
const MODIFIERS = new Set('key main major primary principal core daily selected select notable significant other some job role roles my and of include includes included'.split(' '));
const MAX_WORDS = 5;

export type Subheading = { label: string; rest: string };

/** A job's sub-heading ("Key Responsibilities:"), with what follows its colon on the same line. */
export function readSubheading(text: string): Subheading | undefined {
  const trimmed = text.replace(/^[^\p{L}]+/u, '').trim();
  const colon = trimmed.indexOf(':');
  const label = (colon < 0 ? trimmed : trimmed.slice(0, colon)).trim();
  const words = label.toLowerCase().replaceAll('&', ' and ').split(/[^\p{L}]+/u).filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || !words.some((word) => CORE.has(word))) return undefined;
  if (!words.every((word) => CORE.has(word) || MODIFIERS.has(word))) return undefined;
  return { label, rest: colon < 0 ? '' : trimmed.slice(colon + 1).trim() };
}

// "Tech Stack:" with nothing after it: a label a template prints under every job, left empty.
const EMPTY_LABEL = /^\p{L}[\p{L} &/-]{1,30}:$/u;
const MAX_EMPTY_LABEL_WORDS = 3;

/** A short label with nothing after its colon ("Tech Stack:"): no duty, no heading of a job. */
export function isEmptyLabel(text: string): boolean {
  const trimmed = text.trim();
  return EMPTY_LABEL.test(trimmed) && trimmed.split(' ').length <= MAX_EMPTY_LABEL_WORDS;
}
