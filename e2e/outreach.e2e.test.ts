import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { MACHINE_OPEN_SECONDS } from './support/app-process';
import { usePagePerTest, waitForPath } from './support/browser';
import { waitForMail } from './support/mail';
import { uploadResume } from './support/upload-resume';
import { NURSE_RESUME, type ResumeContent } from './resume-files';

let page: Page;
usePagePerTest((opened) => (page = opened));

const PEOPLE = ['Ava Brooks', 'Ben Carter', 'Chloe Dawson', 'Dylan Evans', 'Emma Foster', 'Finn Garner'];

/** A nurse's resume under another name and a per-run address, so this run's candidates are easy to find. */
function resumeOf(name: string, runId: string): { content: ResumeContent; email: string } {
  const email = `${name.toLowerCase().replace(' ', '.')}.${runId}@example.test`;
  return { email, content: { ...NURSE_RESUME, name, contact: [`${email} | (555) 410-2287 | Denver, CO`] } };
}

async function createTemplate(name: string): Promise<void> {
  await page.goto('/outreach/templates');
  await page.getByRole('button', { name: 'Create New' }).click();
  // A new template starts from the default opportunity e-mail.
  expect(await page.getByLabel('Subject*').inputValue()).toContain('{{candidateName');
  await page.getByLabel('Template Name*').fill(name);
  await page.getByRole('button', { name: 'Create Template' }).click();
  await page.getByRole('cell', { name, exact: true }).waitFor();
}

const fact = (label: string) => page.getByRole('region', { name: 'Details' }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

describe('outreach', () => {
  it('When candidates are picked and a template composed, then drafts are saved, one is edited and sent, delivered and opened', async () => {
    const runId = randomUUID().slice(0, 8);
    const account = newAccount('Healthcare');
    await signUp(page, account);
    const people = PEOPLE.map((name) => resumeOf(name, runId));
    for (const person of people) await uploadResume(page, person.content);
    const templateName = `Opening ${runId}`;
    await createTemplate(templateName);

    // Candidates selection: nothing picked is refused; the search finds this run's six; Select All counts them.
    await page.goto('/outreach/candidates');
    await page.getByRole('button', { name: 'Continue to Compose' }).click();
    await page.getByText('Please select at least one candidate').waitFor();
    await page.getByLabel('Search candidates').fill(runId);
    // The server searches once typing pauses: the cards change when its answer comes.
    await page.getByRole('status').getByText('6 candidates match your search').waitFor();
    await page.getByLabel('Select Ava Brooks').waitFor();
    expect(await page.locator('.candidate-card').count()).toBe(6);
    // Select All asks the server for every match, not only the cards loaded.
    const everyMatch = page.waitForResponse((answer) => answer.url().includes('fields=email') && answer.ok());
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    expect((await (await everyMatch).json()).emails).toHaveLength(6);
    await page.getByText(/^6 of \d+ selected$/).waitFor();
    await page.getByRole('button', { name: 'Continue to Compose' }).click();
    await waitForPath(page, '/outreach/compose');

    // Compose: blank fields are refused; the template fills them and the preview renders them for the first candidate.
    await page.getByRole('button', { name: 'Save Draft for 6 Candidates' }).click();
    await page.getByText('Please fill in subject and content').waitFor();
    await page.getByLabel('Template').selectOption({ label: templateName });
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(`As Ava Brooks <${people[0]!.email}> will receive it`).waitFor();
    await preview.getByText('An opportunity for you, Ava Brooks').waitFor();
    expect(await preview.getByTestId('preview-body').textContent()).toContain(`${account.firstName} ${account.lastName}`);
    await page.getByRole('button', { name: 'Save Draft for 6 Candidates' }).click();
    await waitForPath(page, '/outreach/management');

    // Management: newest first, five rows a page; the first draft saved (Ava's) is the sixth, on page 2.
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Edit the draft to Ben Carter' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(5);
    const pages = page.getByRole('navigation', { name: 'Outreach pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\?page=2$/);
    // The address changes before the page it names has loaded: wait for the pagination to follow.
    await expect.poll(() => pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // Edit a draft in Compose, then Send Email: the detail shows it sent and delivered.
    await table.getByRole('link', { name: 'Edit the draft to Ava Brooks' }).click();
    await waitForPath(page, '/outreach/compose');
    await page.getByLabel('Subject*').fill('A role for you, {{candidateName}}');
    await page.getByRole('button', { name: 'Update Draft' }).click();
    await page.getByText('Outreach updated successfully').waitFor();
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.waitForURL(/\/outreach\/[0-9a-f-]{36}$/);
    await page.getByText('Email sent successfully').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Ava Brooks' }).waitFor();
    await page.getByText('A role for you, Ava Brooks').waitFor();
    // The test's SMTP server accepts every recipient: handed over (Sent) and accepted (Delivered).
    expect(await fact('Status').textContent()).toBe('Delivered');
    expect(await fact('Sent').textContent()).not.toBe('—');
    expect(await fact('Delivered').textContent()).not.toBe('—');
    expect(await fact('Opened').textContent()).toBe('—');

    // The e-mail arrived personalised; fetching its tracking image (as a person would, not at once) marks it opened.
    const mail = await waitForMail(people[0]!.email, 'A role for you, Ava Brooks', sentAt);
    const pixel = /https?:\/\/[^"'\s]+\/api\/outreach\/track\/[^"'\s]+\.gif/.exec(mail.html)?.[0];
    expect(pixel).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, MACHINE_OPEN_SECONDS * 1_000 + 500));
    const image = await fetch(pixel!, { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    await page.reload();
    await fact('Status').getByText('Opened', { exact: true }).waitFor();
    expect(await fact('Opened').textContent()).not.toBe('—');
    await page.getByRole('region', { name: 'Activity' }).getByText('Opened', { exact: true }).waitFor();

    // Management shows each draft as its recipient gets it. Ticked drafts go out only once the
    // question naming them is answered: Escape leaves them drafts, the second answer queues them.
    // (Not "Send all drafts": the other e2e files' drafts share this organisation.)
    await page.goto('/outreach/management');
    const finnRow = table.locator('tr', { has: page.getByRole('link', { name: 'Edit the draft to Finn Garner' }) });
    await finnRow.getByText('An opportunity for you, Finn Garner').waitFor();
    expect(await table.locator('tbody').textContent()).not.toContain('{{');
    await page.getByLabel('Select the draft to Finn Garner').check();
    await page.getByLabel('Select the draft to Emma Foster').check();
    await page.getByRole('button', { name: 'Send 2 selected drafts' }).click();
    const question = page.getByRole('dialog', { name: 'Send 2 selected drafts?' });
    await question.waitFor();
    expect(await question.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await finnRow.getByText('Draft', { exact: true }).count()).toBe(1);
    const queuedAt = Date.now();
    await page.getByRole('button', { name: 'Send 2 selected drafts' }).click();
    await question.getByRole('button', { name: 'Send 2 drafts' }).click();
    await page.getByText('2 drafts queued for sending.').waitFor();
    await waitForMail(people[5]!.email, 'An opportunity for you, Finn Garner', queuedAt);
    await waitForMail(people[4]!.email, 'An opportunity for you, Emma Foster', queuedAt);
    // Those not ticked stay drafts.
    await table.getByRole('link', { name: 'Edit the draft to Dylan Evans' }).waitFor();
  });
});
