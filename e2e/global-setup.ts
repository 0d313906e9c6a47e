import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './support/app-process';
import './support/context';
import { startSmtpMailbox } from './support/smtp-mailbox';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** One SMTP server and one app on a throwaway data directory for the whole run. */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-recruiting-'));
  const mailDir = path.join(workDir, 'mail');
  const mailbox = await startSmtpMailbox(mailDir);
  const app = await startApp({ repoRoot: REPO_ROOT, workDir, smtpUrl: mailbox.url }).catch(async (error: unknown) => {
    await mailbox.close();
    throw error;
  });

  project.provide('baseUrl', app.baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('smtpUrl', mailbox.url);

  return async () => {
    await app.stop();
    await mailbox.close();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  };
}
