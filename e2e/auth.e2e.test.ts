import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, logOut, newAccount, signUp, SUBJECTS } from './support/accounts';
import { usePagePerTest, waitForPath } from './support/browser';
import { resetLinkIn, waitForMail } from './support/mail';

let page: Page;
usePagePerTest((opened) => (page = opened));

const storedToken = () => page.evaluate(() => localStorage.getItem('token'));

describe('signing up, in and out', () => {
  it('When a recruiter registers, then the e-mailed code verifies them onto the dashboard, and they can log out and in again', async () => {
    const account = newAccount();

    await signUp(page, account);
    await page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` }).waitFor();
    expect(await storedToken()).toBeTruthy();

    await logOut(page);
    expect(await storedToken()).toBeNull();

    await logIn(page, account);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` }).waitFor();
  });

  it('When the password is forgotten, then the e-mailed link sets a new one that signs in', async () => {
    const account = newAccount();
    await signUp(page, account);
    await logOut(page);

    const requestedAt = Date.now();
    await page.getByRole('link', { name: 'Forgot password' }).click();
    // The sign-in page has an Email field too: fill the one of the page the link opened.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If the email exists, a reset link was sent. Please check your inbox.').waitFor();

    const link = resetLinkIn(await waitForMail(account.email, SUBJECTS.reset, requestedAt));
    await page.goto(link);
    const newPassword = `${account.password}-New`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password reset successful! Redirecting to login...').waitFor();
    await waitForPath(page, '/login');

    await logIn(page, account);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Invalid email, password or tenant.');

    await logIn(page, { ...account, password: newPassword });
    await waitForPath(page, '/dashboard');
  });

  it('When a reset link has no token, then it says the link is invalid', async () => {
    await page.goto('/reset-password');
    await page.getByText('Invalid reset link. Please request a new password reset.').waitFor();
  });

  it('When an unknown path is opened, then the login page shows', async () => {
    await page.goto('/no/such/page');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('When a signed-out visitor opens the dashboard, then they land on /login', async () => {
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
  });
});
