import type { Candidate, OutreachDetail } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { getOutreach, type SelectedCandidate } from '../../api/outreach';
import { candidateKey } from './candidate-search';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';
import { readSelection } from './selection-storage';
import { useCandidatesByEmail } from './use-candidates';

/**
 * Whom Compose writes to: a selected candidate, or the recipient of a draft that no candidate
 * matches; with when they were last e-mailed and whether they may be, when known.
 */
export type ComposeRecipient = Pick<Candidate, 'email' | 'fullName' | 'title' | 'location' | 'phone' | 'linkedin' | 'website'> &
  Partial<Pick<Candidate, 'lastContact' | 'unsubscribed' | 'doNotContact'>>;

export type ComposeSource =
  | { kind: 'create'; candidates: ComposeRecipient[] }
  | { kind: 'edit'; outreach: OutreachDetail; candidates: [ComposeRecipient] };

/** What Compose knows of a recipient no record was found for: the address alone. */
const addressOnly = (email: string): ComposeRecipient => ({ email, fullName: null, title: null, location: null, phone: null, linkedin: null, website: null });

/**
 * What Compose works on: with an outreachId, that one draft (and its candidate for the preview);
 * otherwise the candidates handed over from the selection, read again by address. No selection at
 * all means a redirect.
 */
export function useComposeSource(outreachId: string | null) {
  const [stored] = useState(readSelection);
  const isEditing = outreachId !== null;
  const outreachQuery = useQuery({
    queryKey: outreachKeys.detail(outreachId ?? ''),
    queryFn: ({ signal }) => getOutreach(outreachId ?? '', signal),
    enabled: isEditing,
  });
  // A failure is no dead end: the draft keeps its own recipient name, the selection what it holds.
  const addresses = isEditing ? (outreachQuery.data ? [outreachQuery.data.recipientEmail] : []) : stored.map((entry) => entry.email);
  const candidates = useCandidatesByEmail(addresses);

  // Each recipient as the server has them now (the address alone of a Select All gains its name
  // and details, everyone their last contact and whether they may be written to), else as selected
  // or as the draft names them; in the order handed over.
  const fresh = new Map(candidates.candidates.map((candidate) => [candidateKey(candidate), candidate]));
  const recipientOf = (entry: SelectedCandidate): ComposeRecipient => fresh.get(candidateKey(entry)) ?? { ...addressOnly(entry.email), ...entry };

  if (!isEditing) {
    const source: ComposeSource = { kind: 'create', candidates: stored.map(recipientOf) };
    return { source: candidates.isLoading ? null : source, shouldRedirect: stored.length === 0, isLoading: candidates.isLoading, error: null };
  }
  const isLoading = outreachQuery.isPending || candidates.isLoading;
  const error = outreachQuery.isError ? errorMessage(outreachQuery.error, outreachMessages.composeLoadFailed) : null;
  const draft = outreachQuery.data;
  const source: ComposeSource | null =
    draft && !isLoading ? { kind: 'edit', outreach: draft, candidates: [recipientOf({ email: draft.recipientEmail, fullName: draft.recipientName })] } : null;
  return { source, shouldRedirect: false, isLoading, error };
}
