import type { Candidate, CandidateContact } from '@app/shared';
import { canBeContacted } from './candidate-search';
import { doNotContactNote } from './do-not-contact';

// What Compose says about its recipients before anything is sent. It reads them fresh from the
// server (use-compose-source.ts): a colleague may have written to them, or they may have
// unsubscribed or been erased and come back with a new resume, since they were selected. Advisory:
// a recipient the server did not answer for is judged as selected; the send refuses them anyway.

type Recipient = Pick<Candidate, 'email' | 'fullName'> & Partial<Pick<Candidate, 'lastContact' | 'unsubscribed' | 'doNotContact'>>;

export type RecentContact = { name: string; email: string; contact: CandidateContact };

/** Which recipients were e-mailed lately, when and by whom. */
export function recentContactsOf(recipients: Recipient[]): RecentContact[] {
  return recipients.flatMap(({ email, fullName, lastContact }) => (lastContact ? [{ name: fullName ?? email, email, contact: lastContact }] : []));
}

export type BlockedRecipient = { name: string; email: string; note: string };

/** Which recipients may not be written to, and why. */
export function blockedRecipientsOf(recipients: Recipient[]): BlockedRecipient[] {
  return recipients.flatMap((recipient) =>
    canBeContacted(recipient) ? [] : [{ name: recipient.fullName ?? recipient.email, email: recipient.email, note: doNotContactNote(recipient) }],
  );
}
