import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { usePagePerTest, waitForPath } from './support/browser';
import { resumePdf, type ResumeContent } from './resume-files';

let page: Page;
usePagePerTest((opened) => (page = opened));

// A leave policy that never says "days off": the search must find it from a paraphrase.
const LEAVE_POLICY = [
  'Paid Leave Policy for Nursing Staff',
  '',
  'Annual leave',
  'Newly hired nurses accrue 15 days of paid annual leave in their first year of service, rising to 20 days after three years.',
  'Leave accrues from the first day of employment and may be taken once the 90-day orientation period is complete.',
  '',
  'Requesting leave',
  'Requests are submitted through the scheduling system at least four weeks ahead and approved by the unit manager.',
  'Unused annual leave of up to five days carries over into the following year; the rest is paid out in January.',
  '',
  'Sick leave and holidays',
  'Every nurse also receives 8 days of paid sick leave a year and the 10 public holidays observed by the hospital.',
].join('\n');

// A job description (laid out like any titled document with headed sections).
const JOB_DESCRIPTION: ResumeContent = {
  name: 'ICU Charge Nurse',
  headline: 'Job description - Medical Intensive Care Unit',
  contact: ['Denver Health Medical Center | Full time | Night shift'],
  sections: [
    {
      heading: 'RESPONSIBILITIES',
      lines: [
        '- Coordinate patient assignments for a 28-bed intensive care unit',
        '- Lead rapid response and code blue teams during the shift',
        '- Mentor newly graduated nurses through the ICU residency program',
      ],
    },
    { heading: 'REQUIREMENTS', lines: ['Active RN licence, CCRN certification and at least five years of critical care experience.'] },
  ],
};

/** The size the list shows for a file of this many bytes (under 1 MB here): B below 1 KB, else KB. */
function displayedSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

async function openDocumentsPage(): Promise<void> {
  await signUp(page, newAccount('Healthcare'));
  await page.getByRole('link', { name: 'Documents' }).click();
  await waitForPath(page, '/documents');
  await page.getByRole('heading', { name: 'Upload Document' }).waitFor();
}

async function upload(file: { name: string; mimeType: string; buffer: Buffer }, fields: { title?: string; description?: string } = {}) {
  await page.getByLabel('Document file').setInputFiles(file);
  await page.getByLabel('Title (optional)').fill(fields.title ?? '');
  await page.getByLabel('Description (optional)').fill(fields.description ?? '');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await page.getByText('Document uploaded and processed successfully!').waitFor({ timeout: 60_000 });
}

function listed(title: string): Locator {
  return page
    .getByRole('region', { name: 'All Documents' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

describe('documents', () => {
  it('When two documents are uploaded, then they are listed, and a question in plain words finds the right one with its marked passage', async () => {
    await openDocumentsPage();
    const id = randomUUID().slice(0, 6);
    const policy = { name: `leave-policy-${id}.txt`, mimeType: 'text/plain', buffer: Buffer.from(LEAVE_POLICY) };
    const job = { name: `icu-charge-nurse-${id}.pdf`, mimeType: 'application/pdf', buffer: await resumePdf(JOB_DESCRIPTION) };
    const policyTitle = `Nurse Leave Policy ${id}`;

    // One with a title and description, one named after its file.
    await upload(policy, { title: policyTitle, description: 'Annual, sick and holiday leave for nurses' });
    await listed(policyTitle).waitFor();
    await page.getByLabel('Document file').setInputFiles(job);
    expect(await page.getByLabel('Title (optional)').getAttribute('placeholder')).toBe(job.name);
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await listed(job.name).waitFor({ timeout: 60_000 });

    for (const [title, file] of [
      [policyTitle, policy],
      [job.name, job],
    ] as const) {
      const item = listed(title);
      await item.getByText('Processed', { exact: true }).waitFor();
      expect(await item.getByText('Processed', { exact: true }).getAttribute('class')).toContain('badge--success');
      await item.getByText(displayedSize(file.buffer.length), { exact: true }).waitFor();
      await item.getByRole('paragraph').filter({ hasText: file.name }).waitFor();
      await item.getByText(/^Uploaded by Robin Tester\w+ on [A-Z][a-z]{2} \d{1,2}$/).waitFor();
    }
    await listed(policyTitle).getByText('Annual, sick and holiday leave for nurses').waitFor();

    // A paraphrase: the policy says "annual leave", never "days off".
    const searchBox = page.getByRole('textbox', { name: 'Search documents' });
    await searchBox.fill('how many days off do new nurses get');
    await searchBox.press('Enter');
    const summary = page.getByText(/^\d+ results? for “how many days off do new nurses get”$/);
    await summary.waitFor({ timeout: 30_000 });

    const searchPanel = page.getByRole('region', { name: 'Search Documents' });
    const best = searchPanel.getByRole('listitem').first();
    await best.getByRole('heading', { level: 3, name: policyTitle, exact: true }).waitFor();
    await best.getByText(policy.name, { exact: true }).waitFor();
    const marked = await best.locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    // Words of the question as the full-text search stems them: "nurses" also marks "nurse".
    for (const term of marked) expect(term.toLowerCase()).toMatch(/day|nurse|new/);
    expect(await best.locator('.search-result__snippet').textContent()).not.toMatch(/[\uE000\uE001]/);
    const similarity = await best.getByText(/% similarity$/).textContent();
    expect(similarity).toMatch(/^\d{1,3}\.\d% similarity$/);
    await best.getByText(/^Uploaded by Robin Tester\w+ on [A-Z][a-z]{2} \d{1,2}$/).waitFor();

    // Download saves the original file under its own name.
    const downloadStarted = page.waitForEvent('download');
    await best.getByRole('button', { name: `Download ${policyTitle}` }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(policy.name);
    expect(await readFile(await download.path(), 'utf8')).toBe(LEAVE_POLICY);

    // Clear empties the box and the results; the list stays.
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await searchBox.inputValue()).toBe('');
    await summary.waitFor({ state: 'detached' });
    expect(await searchPanel.getByRole('listitem').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await listed(job.name).waitFor();
  });
});
