import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_USER, startDovecot, type Dovecot } from '../server/test/support/dovecot';
import { newAccount, signUp } from './support/accounts';
import { usePagePerTest, waitForPath } from './support/browser';
import { waitForMail } from './support/mail';
import { startOwnApp, type OwnApp } from './support/own-app';
import { uploadResume } from './support/upload-resume';
import { NURSE_RESUME } from './resume-files';

// Issue 21's proof in the browser: an app reading a real IMAP mailbox (a throwaway Dovecot), an
// e-mail sent from Compose, the candidate's answer dropped into the mailbox as their mail server
// would, and the answer seen where a recruiter looks: the table, the message, the dashboard.

/** The promise is "within a minute"; the reader is woken by IDLE, so far less is usual. */
const REPLY_SEEN_WITHIN_MS = 60_000;

let dovecot: Dovecot;
let app: OwnApp;
beforeAll(async () => {
  dovecot = await startDovecot();
  // IDLE wakes the reader at once; the short poll is the fallback should IDLE miss the message.
  app = await startOwnApp({ env: { IMAP_URL: dovecot.url, IMAP_POLL_SECONDS: '2' } });
}, 180_000);
afterAll(async () => {
  await app?.stop();
  await dovecot?.close();
});

let page: Page;
usePagePerTest(
  (opened) => (page = opened),
  () => app.baseUrl,
);

/** The candidate's answer as their mail client writes it: to the Reply-To, naming our message, quoting it below. */
function replyFrom(candidate: { name: string; email: string }, sent: { messageId: string; replyTo: string[]; subject: string }, text: string): string {
  return [
    `From: ${candidate.name} <${candidate.email}>`,
    `To: ${sent.replyTo.join(', ')}`,
    `Subject: Re: ${sent.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@candidate.example.test>`,
    `In-Reply-To: ${sent.messageId}`,
    `References: ${sent.messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
    `On ${new Date().toDateString()}, the recruiter wrote:`,
    '> We have an ICU opening you may like.',
    '',
  ].join('\r\n');
}

/** Reloads `open` until `read` gives `expected`: the reader works in the background, on its own time. */
async function seeAfterReloads(open: () => Promise<void>, read: () => Promise<string | null>, expected: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await open();
        return read();
      },
      { timeout: REPLY_SEEN_WITHIN_MS, interval: 1_000 },
    )
    .toBe(expected);
}

describe('replies read from the mailbox', () => {
  it("When a candidate answers an e-mail sent from Compose, then the table, the recruiter's notice, the message's Email Replies and the dashboard show the reply", async () => {
    const runId = randomUUID().slice(0, 8);
    const candidate = { name: 'Maya Lindqvist', email: `maya.lindqvist.${runId}@example.test` };
    const account = newAccount('Healthcare');
    await signUp(page, account);
    await uploadResume(page, { ...NURSE_RESUME, name: candidate.name, contact: [`${candidate.email} | (555) 410-2287 | Denver, CO`] });

    // Pick the candidate and send from Compose.
    await page.goto('/outreach/candidates');
    await page.getByLabel('Search candidates').fill(runId);
    await page.getByRole('status').getByText('1 candidate matches your search').waitFor();
    await page.getByLabel(`Select ${candidate.name}`).check();
    await page.getByRole('button', { name: 'Continue to Compose' }).click();
    await waitForPath(page, '/outreach/compose');
    const subject = `An ICU opening for you ${runId}`;
    await page.getByLabel('Subject*').fill(subject);
    await page.getByLabel('Content*').fill('Hello {{candidateName}},\n\nWe have an ICU opening you may like. Could we talk this week?');
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.waitForURL(/\/outreach\/[0-9a-f-]{36}$/);
    await page.getByText('Email sent successfully').waitFor();
    const outreachId = new URL(page.url()).pathname.split('/').pop()!;
    const replies = page.getByRole('region', { name: 'Email Replies' });
    // The mailbox is read, so the panel waits for answers instead of the spec's placeholder.
    await replies.getByText('No replies yet').waitFor();

    // Answers go to the mailbox's plus-address of this message and to the recruiter, as decided (116).
    const sent = await waitForMail(candidate.email, subject, sentAt);
    expect(sent.messageId).toMatch(/^<[^<>\s]+@[^<>\s]+>$/);
    const [mailboxLocal, mailboxDomain] = MAILBOX_USER.split('@');
    expect(sent.replyTo).toEqual([`${mailboxLocal}+${outreachId}@${mailboxDomain}`, account.email.toLowerCase()]);

    // The candidate answers; their mail server drops it into the monitored mailbox.
    const answeredAt = Date.now();
    await dovecot.append(replyFrom(candidate, { ...sent, subject }, 'Thank you! Yes, I am interested. I can talk on Thursday afternoon.'));

    // Management: the row turns Replied (indigo).
    const status = page.locator('tbody tr', { hasText: candidate.email }).locator('td[data-label="Status"]');
    await seeAfterReloads(
      async () => {
        await page.goto('/outreach/management');
        await status.waitFor();
      },
      () => status.textContent(),
      'Replied',
    );
    expect(await status.locator('.badge--indigo').count()).toBe(1);

    // The recruiter is told by e-mail, with the answer's first lines and a link to it.
    const notice = await waitForMail(account.email, `${candidate.name} replied: Re: ${subject}`, answeredAt, REPLY_SEEN_WITHIN_MS);
    expect(notice.text).toContain('Thank you! Yes, I am interested. I can talk on Thursday afternoon.');
    const detailLink = `${app.baseUrl}/outreach/${outreachId}`;
    expect(notice.text).toContain(`Read the whole reply beside your message: ${detailLink}`);

    // The message, from that link: the reply's own words under Email Replies, the quoted history left out, and the timeline says so.
    await page.goto(detailLink);
    await replies.getByText('Thank you! Yes, I am interested. I can talk on Thursday afternoon.').waitFor();
    await replies.getByText(`${candidate.name} <${candidate.email}>`).waitFor();
    await replies.getByText(`Re: ${subject}`).waitFor();
    expect(await replies.textContent()).not.toContain('We have an ICU opening you may like.');
    expect(await replies.getByText('No replies yet').count()).toBe(0);
    await page.getByRole('region', { name: 'Activity' }).getByText('Candidate replied').waitFor();

    // Dashboard: the one message sent is the one Replied slice, and counts as a success.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    const byStatus = page.getByRole('list', { name: 'Outreach by status' });
    await byStatus.getByText('Replied: 1 (100.0%)').waitFor();
    expect(await byStatus.getByRole('listitem').allTextContents()).toEqual(['Replied: 1 (100.0%)']);
    await page.getByRole('region', { name: 'Outreach Performance' }).locator('path[fill="#4f46e5"]').first().waitFor();
    expect(await page.getByRole('progressbar', { name: 'Outreach Success Rate' }).getAttribute('aria-valuenow')).toBe('100');
  });
});
