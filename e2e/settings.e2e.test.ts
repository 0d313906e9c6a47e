import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, logOut, newAccount, signUp, SUBJECTS } from './support/accounts';
import { usePagePerTest, waitForPath } from './support/browser';
import { codeIn, waitForMail } from './support/mail';

let page: Page;
usePagePerTest((opened) => (page = opened));

describe('settings', () => {
  it('When 2FA is enabled in settings, then the next login goes through /verify-2fa with the e-mailed code', async () => {
    const account = newAccount();
    await signUp(page, account);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    const toggle = page.getByRole('switch', { name: 'Two-factor authentication' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const setupAt = Date.now();
    await toggle.click();
    await page.getByText('Code expires in 10 minutes').waitFor();
    const setupMail = await waitForMail(account.email, SUBJECTS.setupCode, setupAt);
    await page.getByLabel('Setup code').fill(codeIn(setupMail));
    await page.getByRole('button', { name: 'Verify & Enable 2FA' }).click();
    await page.locator('[role="switch"][aria-checked="true"]').waitFor();
    await logOut(page);

    const loginAt = Date.now();
    await logIn(page, account);
    await waitForPath(page, '/verify-2fa');
    await page.getByText('Code expires in 5 minutes').waitFor();
    const loginMail = await waitForMail(account.email, SUBJECTS.loginCode, loginAt);
    await page.getByLabel('Login code').fill(codeIn(loginMail));
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  it('When the profile is edited, then the new name is kept and shown across the app', async () => {
    const account = newAccount();
    await signUp(page, account);

    await page.goto('/settings');
    await page.getByText(account.email).waitFor();
    await page.getByLabel('First name').fill('Jordan');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();

    await page.reload();
    await page.getByText(account.email).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Jordan');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Jordan!' }).waitFor();
  });

  it('When "E-mail me when a candidate replies" is turned off, then it stays off after a reload', async () => {
    const account = newAccount();
    await signUp(page, account);

    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: 'E-mail me when a candidate replies' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.locator('[role="switch"][aria-checked="false"]').waitFor();

    await page.reload();
    await page.getByText(account.email).waitFor();
    expect(await page.getByRole('switch', { name: 'E-mail me when a candidate replies' }).getAttribute('aria-checked')).toBe('false');
  });

  it('When the password is changed in settings, then the new one signs in', async () => {
    const account = newAccount();
    await signUp(page, account);

    await page.goto('/settings?tab=security');
    const newPassword = `${account.password}-Changed`;
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully!').waitFor();
    await logOut(page);

    await logIn(page, { ...account, password: newPassword });
    await waitForPath(page, '/dashboard');
  });
});
