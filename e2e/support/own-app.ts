import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { appDirectories, startApp } from './app-process';
import './context';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type OwnApp = { baseUrl: string; stop: () => Promise<void> };

type OwnAppOptions = {
  /** Settings over the shared app's (a mailbox to read). */
  env?: Record<string, string>;
  /** Runs on the empty data directory before the app starts (a seed), with the app's directories. */
  prepare?: (dirs: { DATA_DIR: string; UPLOAD_DIR: string }) => Promise<void>;
};

/**
 * An app process of a suite's own, on a throwaway data directory and sending through the run's
 * SMTP server, for suites that need settings or data the shared app does not have. `stop` ends
 * it and removes its data.
 */
export async function startOwnApp({ env, prepare }: OwnAppOptions = {}): Promise<OwnApp> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-own-app-'));
  const removeData = () => rm(workDir, { recursive: true, force: true });
  try {
    await prepare?.(appDirectories(workDir));
    const app = await startApp({ repoRoot: REPO_ROOT, workDir, smtpUrl: inject('smtpUrl'), env });
    return {
      baseUrl: app.baseUrl,
      stop: async () => {
        await app.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
