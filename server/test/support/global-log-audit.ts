import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findLeaks, readAudit } from './log-leaks.js';

/**
 * vitest's global setup: a folder for the run's logs and secrets (log-audit.ts), searched when
 * every file has run. A leak fails the run: vitest does not fail on a teardown's error, so the
 * exit code is set here, with the leaks printed (never the secrets themselves).
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rw-log-audit-'));
  project.provide('logAuditDir', dir);
  return () => {
    const { logs, secrets } = readAudit(dir);
    const leaks = findLeaks(logs, secrets);
    const lines = logs.reduce((total, log) => total + log.text.split('\n').length - 1, 0);
    if (leaks.length > 0) {
      console.error(`\nLog audit: secrets found in the test apps' logs (kept in ${dir}):\n${leaks.map((leak) => `  - ${leak}`).join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.log(`\nLog audit: ${lines} log lines of ${logs.length} test apps hold none of the ${secrets.length} codes, tokens, passwords and keys the tests met.`);
    rmSync(dir, { recursive: true, force: true });
  };
}
