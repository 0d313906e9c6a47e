// Normalised, fuzzy comparison of analysed fields with hand-written truth, and the counts the
// eval reports (precision, recall, F1). Shared by the fixture set and the real-world set.

export const MATCH = 0.8;

function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replaceAll(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

export function similarity(a: string, b: string): number {
  const left = normalize(a);
  const right = normalize(b);
  if (left === right) return 1;
  if (left === '' || right === '') return 0;
  const leftTokens = left.split(' ');
  const rightTokens = new Set(right.split(' '));
  const shared = leftTokens.filter((token) => rightTokens.has(token)).length;
  const dice = (2 * shared) / (leftTokens.length + rightTokens.size);
  return Math.max(dice, 1 - levenshtein(left, right) / Math.max(left.length, right.length));
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function normalizeDuration(text: string): string {
  return normalize(text)
    .replaceAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g, (month) => MONTHS.find((name) => month.startsWith(name)) ?? month)
    .replaceAll(/\b(present|current|now|today|date|ongoing)\b/g, 'present')
    .replaceAll(/\b(to|until|through)\b/g, ' ')
    .replaceAll(/\s+/g, '');
}

const normalizers: Record<string, (text: string) => string> = {
  email: (text) => text.trim().toLowerCase(),
  phone: (text) => text.replaceAll(/\D/g, ''),
  linkedin: (text) => text.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/$/, ''),
  website: (text) => text.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/$/, ''),
  duration: normalizeDuration,
  year: graduationYear,
};

// The analysis gives a degree's year ("year or graduationYear"); truth written from the page may
// keep the month ("June 2016", "Jun’22"). The last year named is the one compared.
function graduationYear(text: string): string {
  const full = text.match(/\b(?:19|20)\d{2}\b/g)?.at(-1);
  if (full) return full;
  const short = /['’](\d{2})\b/.exec(text)?.[1];
  return short ? String(Number(short) + (Number(short) < 50 ? 2000 : 1900)) : text.trim();
}

export function fieldMatches(field: string, expected: string, actual: string): boolean {
  const exact = normalizers[field];
  if (exact) return exact(expected) === exact(actual);
  if (expected.trim() === '' || actual.trim() === '') return expected.trim() === actual.trim();
  return similarity(expected, actual) >= MATCH;
}

export type Counts = { correct: number; predicted: number; expected: number };
export const emptyCounts = (): Counts => ({ correct: 0, predicted: 0, expected: 0 });
export const add = (total: Counts, part: Counts) => {
  total.correct += part.correct;
  total.predicted += part.predicted;
  total.expected += part.expected;
};
export const precision = (counts: Counts) => (counts.predicted === 0 ? 1 : counts.correct / counts.predicted);
export const recall = (counts: Counts) => (counts.expected === 0 ? 1 : counts.correct / counts.expected);
export const f1 = (counts: Counts) => {
  const [p, r] = [precision(counts), recall(counts)];
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
};
export const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

type Row = Record<string, unknown>;
export type Pair<T> = { expected: T; actual: T };

/** Pairs predicted with expected entries, best overall similarity first; the rest stay unpaired. */
export function pairEntries<T extends Row>(expected: T[], actual: T[], fields: (keyof T & string)[]): { pairs: Pair<T>[]; missing: T[]; extra: T[] } {
  const score = (a: T, b: T) => fields.reduce((sum, field) => sum + similarity(String(a[field]), String(b[field])), 0) / fields.length;
  const candidates = expected
    .flatMap((want, i) => actual.map((got, j) => ({ i, j, score: score(want, got) })))
    .filter((pair) => pair.score >= 0.4)
    .sort((a, b) => b.score - a.score);
  const [usedExpected, usedActual] = [new Set<number>(), new Set<number>()];
  const pairs: Pair<T>[] = [];
  for (const { i, j } of candidates) {
    if (usedExpected.has(i) || usedActual.has(j)) continue;
    usedExpected.add(i);
    usedActual.add(j);
    pairs.push({ expected: expected[i] as T, actual: actual[j] as T });
  }
  return {
    pairs,
    missing: expected.filter((_entry, i) => !usedExpected.has(i)),
    extra: actual.filter((_entry, j) => !usedActual.has(j)),
  };
}

/** Field by field: a field is correct when its entry is paired and the values match. */
export function compareEntries<T extends Row>(expected: T[], actual: T[], fields: (keyof T & string)[], misses: string[]): Counts {
  const { pairs, missing, extra } = pairEntries(expected, actual, fields);
  let correct = 0;
  for (const pair of pairs) {
    for (const field of fields) {
      const [want, got] = [String(pair.expected[field] ?? ''), String(pair.actual[field] ?? '')];
      if (fieldMatches(field, want, got)) correct += 1;
      else misses.push(`${field}: expected "${want}", got "${got}"`);
    }
  }
  for (const entry of missing) misses.push(`missing entry ${JSON.stringify(entry)}`);
  for (const entry of extra) misses.push(`extra entry ${JSON.stringify(entry)}`);
  return { correct, predicted: actual.length * fields.length, expected: expected.length * fields.length };
}

/** Items of a list (skills, certifications) matched one to one. */
export function compareItems(expected: string[], actual: string[], misses: string[], label: string, strip = (text: string) => text): Counts {
  const remaining = [...actual];
  let correct = 0;
  for (const want of expected) {
    const index = remaining.findIndex((got) => similarity(strip(want), strip(got)) >= MATCH);
    if (index >= 0) {
      correct += 1;
      remaining.splice(index, 1);
    } else misses.push(`${label} missing "${want}"`);
  }
  for (const got of remaining) misses.push(`${label} extra "${got}"`);
  return { correct, predicted: actual.length, expected: expected.length };
}

export const withoutBrackets = (text: string) => text.replaceAll(/\([^)]*\)/g, ' ');
