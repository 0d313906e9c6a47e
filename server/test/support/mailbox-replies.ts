import { connectMailbox, readNewMail } from '../../src/modules/replies/mailbox-reader.js';
import { bearer, uniqueEmail, type SignedInUser } from './factories.js';
import { createDraft, draftBody } from './outreach.js';
import type { TestApp } from './test-app.js';

// Steps the mailbox reader's suites share: an outreach e-mail that went out, and one reader's look
// at the mailbox of IMAP_URL.

export type SentOutreach = { id: string; messageId: string; candidate: string; plusAddress: string };

/** Sends `user` an outreach e-mail to a new candidate, Maria Gonzalez; its plus-address assumes the test mailbox replies@org.test. */
export async function sendOutreach(t: TestApp, user: SignedInUser): Promise<SentOutreach> {
  const candidate = uniqueEmail('candidate');
  const draft = await createDraft(t, user, draftBody({ email: candidate, name: 'Maria Gonzalez' }));
  const res = await t.api.post(`/api/outreach/${draft.id}/send`).set(bearer(user.token)).expect(200);
  return { id: draft.id, messageId: res.body.messageId, candidate, plusAddress: `replies+${draft.id}@org.test` };
}

/** What a reader does on each poll, until the mailbox has nothing new: a fresh connection each time, as after a restart. */
export async function readMailbox(t: TestApp): Promise<void> {
  const client = await connectMailbox(t.ctx.config.mailbox!);
  try {
    while (await readNewMail(t.ctx, client)) {
      // more than one poll's worth waiting
    }
  } finally {
    await client.logout();
  }
}
