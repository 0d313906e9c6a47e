import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { usePagePerTest, waitForPath } from './support/browser';

let page: Page;
usePagePerTest((opened) => (page = opened));

describe('tenants', () => {
  it('When a Capital Holdings user signs up, then they see their placeholder and are sent away from /resumes', async () => {
    await signUp(page, newAccount('Capital Holdings'));

    await page.getByRole('heading', { name: 'Capital Holdings Dashboard' }).waitFor();
    await page.getByText('The Real Estate Management Module is under development.').waitFor();
    expect(await page.getByRole('link', { name: 'Resumes' }).count()).toBe(0);

    await page.goto('/resumes');
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Capital Holdings Dashboard' }).waitFor();
  });

  it('When a Healthcare user signs up, then the sidebar offers their areas and the Outreach group', async () => {
    await signUp(page, newAccount('Healthcare'));

    await page.getByRole('link', { name: 'Resumes' }).click();
    await waitForPath(page, '/resumes');
    await page.getByRole('button', { name: 'Outreach' }).click();
    await page.getByRole('link', { name: 'Templates Management' }).click();
    await waitForPath(page, '/outreach/templates');
    expect(await page.getByRole('button', { name: 'Outreach' }).getAttribute('aria-expanded')).toBe('true');
  });
});
