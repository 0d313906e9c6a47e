import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitForPath } from './browser';
import { codeIn, waitForMail } from './mail';

export type Tenant = 'Healthcare' | 'Capital Holdings';

export type TestAccount = { email: string; password: string; firstName: string; lastName: string; tenant: Tenant };

export const SUBJECTS = {
  verifyEmail: 'Verify your email address',
  loginCode: 'Your sign-in code',
  setupCode: 'Confirm two-factor authentication',
  reset: 'Reset your password',
} as const;

export function newAccount(tenant: Tenant = 'Healthcare'): TestAccount {
  const id = randomUUID().slice(0, 8);
  return { email: `e2e-${id}@example.test`, password: `Sturdy-${id}9A`, firstName: 'Robin', lastName: `Tester${id}`, tenant };
}

/** Fills the register form, reads the code from the real e-mail and verifies: the user lands on /dashboard. */
export async function signUp(page: Page, account: TestAccount): Promise<void> {
  const startedAt = Date.now();
  await page.goto('/register');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Organization').selectOption(account.tenant);
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, '/verify-email');

  const mail = await waitForMail(account.email, SUBJECTS.verifyEmail, startedAt);
  await page.getByLabel('Verification code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await waitForPath(page, '/dashboard');
}

export async function logIn(page: Page, account: Pick<TestAccount, 'email' | 'password' | 'tenant'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Organization').selectOption(account.tenant);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/login');
}
