import { executeCommand, readCommandLine, type CommandRequest } from '../../src/admin/run-command.js';
import type { TestApp } from './test-app.js';

/** Runs one admin command line on the test app's database, as the server runs it for `npm run admin`. */
export function runAdmin(t: TestApp, argv: string[], env: NodeJS.ProcessEnv = {}) {
  const line = readCommandLine(argv, env);
  if ('help' in line) throw new Error('expected a command, got help');
  return executeCommand(t.ctx, line as CommandRequest);
}
