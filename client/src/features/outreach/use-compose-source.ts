import type { Candidate, OutreachDetail } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { getOutreach } from '../../api/outreach';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';
import { readSelection, sameEmail } from './selection-storage';
import { useCandidatesByEmail } from './use-candidates';

/** Whom Compose writes to: a selected candidate, or the recipient of a draft that no candidate matches. */
export type ComposeRecipient = Pick<Candidate, 'email' | 'fullName' | 'title' | 'location' | 'phone' | 'linkedin' | 'website'>;

export type ComposeSource =
  | { kind: 'create'; candidates: Candidate[] }
  | { kind: 'edit'; outreach: OutreachDetail; candidates: [ComposeRecipient] };

/** A draft's recipient: the candidate with that address when there is one, else the draft's own name. */
function recipientOf(outreach: OutreachDetail, candidates: Candidate[]): ComposeRecipient {
  const match = candidates.find((candidate) => sameEmail(candidate.email, outreach.recipientEmail));
  if (match) return match;
  return { email: outreach.recipientEmail, fullName: outreach.recipientName, title: null, location: null, phone: null, linkedin: null, website: null };
}

/**
 * What Compose works on: with an outreachId, that one draft (and its candidate for the preview);
 * otherwise the candidates handed over from the selection. No selection at all means a redirect.
 */
export function useComposeSource(outreachId: string | null) {
  const [stored] = useState(readSelection);
  const isEditing = outreachId !== null;
  const outreachQuery = useQuery({
    queryKey: outreachKeys.detail(outreachId ?? ''),
    queryFn: ({ signal }) => getOutreach(outreachId ?? '', signal),
    enabled: isEditing,
  });
  // Only for the preview's values: a failure falls back to the draft's own recipient name.
  const candidates = useCandidatesByEmail(outreachQuery.data ? [outreachQuery.data.recipientEmail] : []);

  if (!isEditing) {
    return { source: { kind: 'create', candidates: stored } as ComposeSource, shouldRedirect: stored.length === 0, isLoading: false, error: null };
  }
  const isLoading = outreachQuery.isPending || candidates.isLoading;
  const error = outreachQuery.isError ? errorMessage(outreachQuery.error, outreachMessages.composeLoadFailed) : null;
  const source: ComposeSource | null =
    outreachQuery.data && !isLoading
      ? { kind: 'edit', outreach: outreachQuery.data, candidates: [recipientOf(outreachQuery.data, candidates.candidates)] }
      : null;
  return { source, shouldRedirect: false, isLoading, error };
}
