import type { Candidate, CandidateContact } from '@app/shared';
import { canBeContacted, candidateKey } from './candidate-search';
import { doNotContactNote } from './do-not-contact';
import { useCandidatesByEmail } from './use-candidates';

export type RecentContact = { name: string; email: string; contact: CandidateContact };

/**
 * Which of `recipients` were e-mailed lately, read fresh from the server (a colleague may have
 * written to them since they were selected). Advisory: when the list cannot be read,
 * nobody is flagged and Compose works as before.
 */
export function useRecentContacts(recipients: Pick<Candidate, 'email' | 'fullName'>[]): RecentContact[] {
  const { candidates } = useCandidatesByEmail(recipients.map((recipient) => recipient.email));
  const contacts = new Map(candidates.map((candidate) => [candidateKey(candidate), candidate.lastContact]));
  return recipients.flatMap((recipient) => {
    const contact = contacts.get(candidateKey(recipient));
    return contact ? [{ name: recipient.fullName ?? recipient.email, email: recipient.email, contact }] : [];
  });
}

export type BlockedRecipient = { name: string; email: string; note: string };

/**
 * Which of `recipients` may not be written to, and why, from the same fresh look-up: they may have
 * unsubscribed, or been erased and come back with a new resume, since they were selected (or
 * Compose was opened from their resume). The send refuses them anyway; this says so first.
 */
export function useBlockedRecipients(recipients: Pick<Candidate, 'email' | 'fullName'>[]): BlockedRecipient[] {
  const { candidates } = useCandidatesByEmail(recipients.map((recipient) => recipient.email));
  const fresh = new Map(candidates.map((candidate) => [candidateKey(candidate), candidate]));
  return recipients.flatMap((recipient) => {
    const candidate = fresh.get(candidateKey(recipient));
    return candidate && !canBeContacted(candidate) ? [{ name: recipient.fullName ?? recipient.email, email: recipient.email, note: doNotContactNote(candidate) }] : [];
  });
}
