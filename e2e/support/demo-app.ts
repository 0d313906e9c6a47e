import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { startApp } from './app-process';
import './context';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export type DemoApp = {
  baseUrl: string;
  /** The sign-in `npm run seed:demo` printed. */
  account: { email: string; password: string; tenant: 'Healthcare' };
  stop: () => Promise<void>;
};

/**
 * A newcomer's first minutes: `npm run seed:demo` on an empty data directory, then the app on
 * it, sending through the run's SMTP server. Suites that need a month of work in the product use
 * this app instead of the shared empty one.
 */
export async function startDemoApp(): Promise<DemoApp> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-demo-'));
  // The same directories startApp gives the app.
  const env = { ...process.env, DATA_DIR: path.join(workDir, 'data'), UPLOAD_DIR: path.join(workDir, 'uploads'), DATABASE_URL: '', OPENAI_API_KEY: '' };
  const seeded = await run(process.execPath, ['--import', 'tsx', 'server/scripts/seed-demo.ts'], { cwd: REPO_ROOT, env });
  const printed = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(seeded.stdout)?.[1];
  const email = printed('E-mail');
  const password = printed('Password');
  if (!email || !password) throw new Error(`seed:demo printed no sign-in:\n${seeded.stdout}`);

  const app = await startApp({ repoRoot: REPO_ROOT, workDir, smtpUrl: inject('smtpUrl') });
  return {
    baseUrl: app.baseUrl,
    account: { email, password, tenant: 'Healthcare' },
    stop: async () => {
      await app.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
