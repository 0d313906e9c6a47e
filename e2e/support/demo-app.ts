import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT, startOwnApp } from './own-app';

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
  let printed = '';
  const app = await startOwnApp({
    async prepare(dirs) {
      const env = { ...process.env, ...dirs, DATABASE_URL: '', OPENAI_API_KEY: '' };
      printed = (await run(process.execPath, ['--import', 'tsx', 'server/scripts/seed-demo.ts'], { cwd: REPO_ROOT, env })).stdout;
    },
  });
  const field = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(printed)?.[1];
  const email = field('E-mail');
  const password = field('Password');
  if (!email || !password) {
    await app.stop();
    throw new Error(`seed:demo printed no sign-in:\n${printed}`);
  }
  return { ...app, account: { email, password, tenant: 'Healthcare' } };
}
