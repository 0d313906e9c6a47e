import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { usePagePerTest, waitForPath } from './support/browser';
import { uploadResume } from './support/upload-resume';
import { NURSE_RESUME, THERAPIST_RESUME, type ResumeContent } from './resume-files';

// Issue 22's proof in the browser: a recruiter answers a candidate's access request (the export)
// and erasure request (two clicks and the typed address) from the resumes page, and Settings →
// Activity shows the organisation who did both, without naming the person.

let page: Page;
usePagePerTest((opened) => (page = opened));

type Person = { name: string; email: string; filename: string; content: ResumeContent };

function personOf(name: string, resume: ResumeContent, runId: string): Person {
  const email = `${name.toLowerCase().replace(' ', '.')}.${runId}@example.test`;
  return { name, email, filename: `${name} ${runId}.pdf`, content: { ...resume, name, contact: [`${email} | (555) 302-7716 | Austin, TX`] } };
}

/** The UTC days the export may be named for: the client names it by the day it was saved. */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('candidate data rights', () => {
  it('When a candidate is exported and then erased from the resumes page, then the zip holds their data, they are gone and Activity lists both; another erased from their profile takes the picked document with them', async () => {
    const runId = randomUUID().slice(0, 8);
    const account = newAccount('Healthcare');
    const erased = personOf('Nora Eriksen', NURSE_RESUME, runId);
    // Another candidate of the same search, who must stay.
    const kept = personOf('Omar Haddad', THERAPIST_RESUME, runId);
    await signUp(page, account);
    await uploadResume(page, erased.content, erased.filename);
    await uploadResume(page, kept.content, kept.filename);

    // The resumes page, searched down to this run's two; open the candidate from the list.
    await page.getByRole('link', { name: 'Resumes' }).click();
    await waitForPath(page, '/resumes');
    await page.getByLabel('Search resumes').fill(runId);
    const list = page.getByRole('region', { name: 'Previous Analyses' });
    await list.getByText('2 total resumes').waitFor();
    // The name links to the candidate's page; the file name opens the resume.
    await list.getByRole('listitem').filter({ hasText: erased.filename }).getByRole('button', { name: erased.filename }).click();
    await page.getByRole('heading', { level: 2, name: erased.filename }).waitFor();
    const resumeId = new URL(page.url()).searchParams.get('resume');
    expect(resumeId).toMatch(/^[0-9a-f-]{36}$/);
    const dataPanel = page.getByRole('region', { name: 'Candidate data' });
    await dataPanel.getByText(`Answer a request from ${erased.email}: what you hold about them, or erase it.`).waitFor();

    // Export candidate data: a zip named for the person, with everything held about them and nothing of the other.
    const downloadStarted = page.waitForEvent('download');
    const exportedAt = Date.now();
    await dataPanel.getByRole('button', { name: 'Export candidate data' }).click();
    const download = await downloadStarted;
    expect([utcDay(exportedAt), utcDay(Date.now())].map((day) => `${erased.name} - candidate data ${day}.zip`)).toContain(download.suggestedFilename());
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries).sort()).toEqual(['candidate-data.json', `files/1-${erased.filename}`]);
    const held = JSON.parse(new TextDecoder().decode(entries['candidate-data.json'])) as { email: string; resumes: { originalFilename: string }[] };
    expect(held.email).toBe(erased.email);
    expect(held.resumes.map((resume) => resume.originalFilename)).toEqual([erased.filename]);
    expect(JSON.stringify(held)).not.toContain(kept.email);
    expect(new TextDecoder().decode(entries[`files/1-${erased.filename}`]!.subarray(0, 5))).toBe('%PDF-');

    // Erase candidate: held back until the address is typed (in any case), then the detail closes.
    await dataPanel.getByRole('button', { name: 'Erase candidate' }).click();
    const question = page.getByRole('dialog', { name: 'Erase candidate' });
    const confirm = question.getByRole('button', { name: 'Erase candidate' });
    expect(await confirm.isDisabled()).toBe(true);
    await question.getByLabel('Type the address to confirm').fill(kept.email);
    expect(await confirm.isDisabled()).toBe(true);
    await question.getByLabel('Type the address to confirm').fill(erased.email.toUpperCase());
    await confirm.click();
    await question.waitFor({ state: 'detached' });
    await page.getByText('Choose a resume from the list, or upload a new one, to see its analysis here.').waitFor();

    // Gone from the list; the other candidate stays.
    await list.getByText('1 total resumes').waitFor();
    await list.getByRole('link', { name: kept.name }).waitFor();
    expect(await list.getByText(erased.name).count()).toBe(0);
    expect(await list.getByText(erased.filename).count()).toBe(0);
    // The other candidate's name on their card leads to their profile.
    await list.getByRole('link', { name: kept.name }).click();
    await waitForPath(page, `/candidates/${encodeURIComponent(kept.email)}`);
    await page.getByRole('heading', { level: 1, name: kept.name }).waitFor();

    // Their resume's own address now answers the not-found state.
    await page.goto(`/resumes?resume=${resumeId}`);
    const detail = page.getByRole('region', { name: 'Resume details' });
    await detail.getByText('Resume not found').waitFor();
    await detail.getByRole('button', { name: 'Clear Selection' }).waitFor();
    // And so does their candidate profile.
    await page.goto(`/candidates/${encodeURIComponent(erased.email)}`);
    await page.getByRole('heading', { level: 1, name: 'Candidate Not Found', exact: true }).waitFor();

    // Settings → Activity: the erase, then the export, by this recruiter; counts and a reference, never the person.
    await page.getByRole('link', { name: 'Settings' }).click();
    await waitForPath(page, '/settings');
    await page.getByRole('tab', { name: 'Activity' }).click();
    const activity = page.getByRole('region', { name: 'Activity', exact: true });
    const mine = activity.locator('tbody tr', { hasText: account.email });
    await mine.first().waitFor();
    const rows = await mine.evaluateAll((found) => found.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '').slice(1)));
    expect(rows.map(([who, what]) => [who, what])).toEqual([
      [`${account.firstName} ${account.lastName} <${account.email}>`, 'Erased a candidate'],
      [`${account.firstName} ${account.lastName} <${account.email}>`, 'Exported candidate data'],
    ]);
    const reference = /reference: (\w+)$/.exec(rows[0]![2]!)?.[1];
    expect(reference).toBeDefined();
    // Both name the same person by the same reference, so the two requests can be tied together.
    for (const row of rows) expect(row[2]).toBe(`resumes: 1, outreach: 0, documents: 0, files: 1, reference: ${reference}`);
    const listed = await activity.textContent();
    expect(listed).not.toContain(erased.email);
    expect(listed).not.toContain(erased.name);

    // The other candidate, erased from their profile with the one library document naming them picked.
    const letterTitle = `Reference for ${kept.name} ${runId}`;
    await page.getByRole('link', { name: 'Documents' }).click();
    await waitForPath(page, '/documents');
    await page.getByLabel('Document file').setInputFiles({ name: 'reference.txt', mimeType: 'text/plain', buffer: Buffer.from(`I worked beside ${kept.name} for years.`) });
    await page.getByLabel('Title (optional)').fill(letterTitle);
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await page.getByText('Document uploaded and processed successfully!').waitFor({ timeout: 60_000 });
    await page.goto(`/candidates/${encodeURIComponent(kept.email)}`);
    await page.getByRole('region', { name: 'Candidate data' }).getByRole('button', { name: 'Erase candidate' }).click();
    const eraseQuestion = page.getByRole('dialog', { name: 'Erase candidate' });
    const letter = eraseQuestion.getByRole('group', { name: `Documents that mention ${kept.name}` }).getByRole('checkbox', { name: letterTitle });
    expect(await letter.isChecked()).toBe(false);
    await letter.check();
    await eraseQuestion.getByLabel('Type the address to confirm').fill(kept.email);
    await eraseQuestion.getByRole('button', { name: 'Erase candidate' }).click();
    await waitForPath(page, '/outreach/candidates');
    await page.getByText(`${kept.name} was erased.`).waitFor();
    await page.getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('region', { name: 'All Documents' }).getByText('No documents yet').waitFor();
  });
});
