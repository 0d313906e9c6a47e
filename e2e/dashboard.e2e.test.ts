import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { usePagePerTest, waitForPath } from './support/browser';
import { uploadResume } from './support/upload-resume';
import { NURSE_RESUME } from './resume-files';

let page: Page;
usePagePerTest((opened) => (page = opened));

const card = (title: string) => page.getByRole('region', { name: title, exact: true });

describe('dashboard', () => {
  it('When a recruiter has uploaded a resume, then the dashboard counts it and draws it in the charts', async () => {
    const account = newAccount('Healthcare');
    await signUp(page, account);
    await page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` }).waitFor();
    // A new tenant member on a shared tenant: read the figures before and after the upload.
    const before = Number((await card('Total Resumes').locator('.dashboard-cards__value').textContent())?.replace(/,/g, ''));

    await uploadResume(page, NURSE_RESUME, 'Grace Whitfield dashboard.pdf');
    await page.getByRole('link', { name: 'Resumes' }).click();
    await waitForPath(page, '/resumes');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');

    // Coming back refetches: the new resume is counted without a reload.
    await card('Total Resumes').getByText(String(before + 1), { exact: true }).waitFor();
    for (const title of ['Total Resumes', 'Total Outreach', 'Documents', 'Emails Opened']) {
      expect(await card(title).isVisible(), title).toBe(true);
    }
    await card('Emails Opened').getByText('Engagement tracking').waitFor();
    await page.getByRole('region', { name: 'Recent Resumes' }).getByText('Grace Whitfield dashboard.pdf').first().waitFor();

    // recharts drew the area of today's resume and the parsed bar: real SVG paths with a shape.
    const activity = page.getByRole('region', { name: 'Activity Over Time (Last 30 Days)' });
    const area = activity.locator('path.recharts-area-area').first();
    await area.waitFor();
    expect((await area.getAttribute('d'))?.length).toBeGreaterThan(20);
    // The chart in words, for screen readers.
    await activity.getByRole('img', { name: /^Activity over the last 30 days: \d+ resumes/ }).waitFor();
    const bars = page.getByRole('region', { name: 'Resume Processing' }).locator('.recharts-bar-rectangle path');
    await bars.first().waitFor();
    expect(await bars.count()).toBeGreaterThanOrEqual(1);
    // The quick action of the header opens the candidate selection.
    await page.getByRole('link', { name: 'E-mail candidates' }).click();
    await page.waitForURL('**/outreach/candidates');
  });
});
