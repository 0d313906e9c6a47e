import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The checks of the log audit (log-audit.ts), apart so the run's global teardown can use them.

export type SecretKind = 'code' | 'token' | 'password' | 'key';
export type Secret = { kind: SecretKind; value: string };

// Whatever their value, these never belong in a log: a session token (a JWT) or a password hash.
const ALWAYS_SECRET: [string, RegExp][] = [
  ['a session token', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['a bcrypt hash', /\$2[aby]\$\d\d\$[./\w]{53}/],
];
// Header values that are numbers or HTTP dates of their own and would look like a 4-digit code
// (a code drawn as 2026 once matched the year of a Last-Modified header; 1500 the access log's
// contentLength of an answer), and a PostgreSQL error's place in the server's source (a code drawn
// as 3211 matched the "line" of "terminating connection due to administrator command").
const NUMERIC_HEADERS =
  /^(content-?length|x-ratelimit-[\w-]+|ratelimit[\w-]*|retry-after|age|etag|cache-control|date|last-modified|expires|if-modified-since|line|position|internalPosition)$/i;
// Years fill logs (dates, a resume's jobs): a code drawn as one would match by chance. A code
// that leaks leaks every time, so the other 98% of the run's codes still show it.
const isYear = (digits: string) => digits >= '1900' && digits <= '2099';

/** The text values of a log line, leaving out numbers and numeric headers. */
function textsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NUMERIC_HEADERS.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => textsOf(item, name));
  return [];
}

/** What leaked: one line per secret found, naming its kind and the log file, never the secret. */
export function findLeaks(logs: { file: string; text: string }[], secrets: Secret[]): string[] {
  const long = secrets.filter((secret) => secret.kind !== 'code' && secret.value.length >= 8);
  const codes = new Set(secrets.filter((secret) => secret.kind === 'code').map((secret) => secret.value));
  const leaks = new Set<string>();
  for (const { file, text } of logs) {
    for (const line of text.split('\n').filter(Boolean)) {
      for (const [label, pattern] of ALWAYS_SECRET) if (pattern.test(line)) leaks.add(`${label} in ${file}`);
      for (const secret of long) if (line.includes(secret.value)) leaks.add(`a ${secret.kind} in ${file}`);
      if (codes.size === 0) continue;
      // Four digits also occur in ids, times and sizes: a code counts as logged when it stands alone in a text.
      const texts = textsOf(JSON.parse(line));
      for (const found of texts.flatMap((value) => value.match(/(?<![\w:.\-/])\d{4}(?![\w:\-])/g) ?? [])) {
        if (codes.has(found) && !isYear(found)) leaks.add(`a code in ${file}`);
      }
    }
  }
  return [...leaks];
}

/** Reads the run's folder: every log file and every recorded secret. */
export function readAudit(dir: string): { logs: { file: string; text: string }[]; secrets: Secret[] } {
  const files = readdirSync(dir);
  return {
    logs: files.filter((name) => name.endsWith('.log')).map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') })),
    secrets: files
      .filter((name) => name.endsWith('.secrets'))
      .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as Secret),
  };
}
