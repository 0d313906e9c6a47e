import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createLogger, type Logger } from '../../src/logger.js';
import type { Secret, SecretKind } from './log-leaks.js';

/**
 * The log audit of the whole server suite (docs/security.md): every test app logs at debug level,
 * through the app's own logger and its redaction, into a folder of the run; the codes, reset
 * tokens, passwords and session tokens the tests meet are written beside them; after the run,
 * global-log-audit.ts fails the run when any of them is in a log line (log-leaks.ts).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    logAuditDir: string;
  }
}


// Outside a vitest run (a throwaway script using the test helpers) there is no audit.
const auditDir = (): string | undefined => {
  try {
    return inject('logAuditDir');
  } catch {
    return undefined;
  }
};
let loggers = 0;

/** The app's logger writing into the run's audit folder; undefined when no audit runs (one file alone). */
export function auditLogger(): Logger | undefined {
  const dir = auditDir();
  if (!dir) return undefined;
  loggers += 1;
  return createLogger('debug', pino.destination({ dest: path.join(dir, `${process.pid}-${loggers}.log`), sync: true }));
}

/** Notes secrets a test met, so the audit can look for them in every log line. */
export function recordSecrets(kind: SecretKind, ...values: string[]): void {
  const dir = auditDir();
  const lines = values.filter(Boolean).map((value) => `${JSON.stringify({ kind, value } satisfies Secret)}\n`);
  if (dir && lines.length > 0) appendFileSync(path.join(dir, `${process.pid}.secrets`), lines.join(''));
}
