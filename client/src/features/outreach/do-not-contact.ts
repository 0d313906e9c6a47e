import type { Candidate } from '@app/shared';

/** The card's badge for a candidate who may not be written to. */
export function doNotContactBadge(candidate: Candidate): string {
  if (candidate.doNotContact?.erased) return 'Erased — do not contact';
  return candidate.doNotContact?.reason === 'bounced' ? 'Bounced' : 'Unsubscribed';
}

/**
 * Why the candidate cannot be written to: their data was erased at their request (this is a resume
 * uploaded since), they unsubscribed, or an e-mail to them bounced for good (with the server's words).
 */
export function doNotContactNote(candidate: Partial<Pick<Candidate, 'doNotContact'>>): string {
  if (candidate.doNotContact?.erased) return "This person's data was erased at their request, so they cannot be contacted.";
  if (candidate.doNotContact?.reason !== 'bounced') return 'This candidate has unsubscribed and cannot be contacted.';
  const detail = candidate.doNotContact.detail ? ` (${candidate.doNotContact.detail})` : '';
  return `An e-mail to this address bounced${detail}, so it cannot be contacted.`;
}
