import type { Candidate, CandidateContact } from '@app/shared';
import { candidateKey } from './candidate-search';
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
