import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import './context';
import type { StoredMail } from './smtp-mailbox';

const MAIL_TIMEOUT_MS = 15_000;

async function readMails(): Promise<StoredMail[]> {
  const mailDir = inject('mailDir');
  const files = (await readdir(mailDir)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(mailDir, file), 'utf8')) as StoredMail));
}

/**
 * Waits for the newest e-mail to `address` whose subject contains `subject`, received after
 * `since`; `timeoutMs` for mail that background work sends on its own time.
 */
export async function waitForMail(address: string, subject: string, since = 0, timeoutMs = MAIL_TIMEOUT_MS): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await readMails();
    const found = mails
      .reverse()
      .find((mail) => mail.to.includes(address.toLowerCase()) && mail.subject.includes(subject) && mail.receivedAt >= since);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail "${subject}" reached ${address} within ${timeoutMs / 1000} s`);
}

/** The 4-digit code, which the product puts on a line of its own. */
export function codeIn(mail: StoredMail): string {
  const match = /^\s*(\d{4})\s*$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`No 4-digit code in "${mail.subject}":\n${mail.text}`);
  return match[1];
}

export function resetLinkIn(mail: StoredMail): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in "${mail.subject}":\n${mail.text}`);
  return match[0];
}
