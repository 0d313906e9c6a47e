import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn } from './support/accounts';
import { startApp } from './support/app-process';
import { launchBrowser } from './support/browser';

// A newcomer's first minutes: `npm run seed:demo`, then the app on the same data directory, then
// the printed sign-in. This suite runs its own app, since the demo needs an empty database.

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

let browser: Browser | undefined;
let workDir = '';
let stopApp: (() => Promise<void>) | undefined;
afterAll(async () => {
  await browser?.close();
  await stopApp?.();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('When seed:demo ran before the app started, then its account sees a living dashboard, outreach and documents', async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-demo-'));
    // The same directories startApp gives the app.
    const env = { ...process.env, DATA_DIR: path.join(workDir, 'data'), UPLOAD_DIR: path.join(workDir, 'uploads'), DATABASE_URL: '', OPENAI_API_KEY: '' };
    const seeded = await run(process.execPath, ['--import', 'tsx', 'server/scripts/seed-demo.ts'], { cwd: REPO_ROOT, env });
    const printed = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(seeded.stdout)?.[1];
    const account = { email: printed('E-mail')!, password: printed('Password')!, tenant: 'Healthcare' as const };
    expect(account.email).toBeDefined();

    // Nothing is sent: the demo's e-mails went out on paper only, so no mail server is needed.
    const app = await startApp({ repoRoot: REPO_ROOT, workDir, smtpUrl: 'smtp://127.0.0.1:9' });
    stopApp = app.stop;
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();

    await logIn(page, account);
    await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
    const total = async (title: string) =>
      Number((await page.getByRole('region', { name: title, exact: true }).locator('.dashboard-cards__value').textContent())?.replace(/,/g, ''));
    expect(await total('Total Resumes')).toBeGreaterThanOrEqual(20);
    expect(await total('Documents')).toBeGreaterThanOrEqual(20);
    await page.getByRole('region', { name: 'Recent Outreach' }).getByText('Opened', { exact: true }).first().waitFor();

    await page.goto('/outreach/management');
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').count()).toBe(5);

    await page.goto('/documents');
    await page.getByRole('region', { name: 'All Documents' }).getByRole('listitem').first().waitFor();
    const searchBox = page.getByRole('textbox', { name: 'Search documents' });
    await searchBox.fill('time away when a family member dies');
    await searchBox.press('Enter');
    const best = page.getByRole('region', { name: 'Search Documents' }).getByRole('listitem').first();
    await best.getByRole('heading', { level: 3, name: 'Bereavement leave', exact: true }).waitFor({ timeout: 30_000 });
  }, 120_000);
});
