import { CANDIDATE_SELECTION_MAX } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { lookUpCandidates } from '../../api/outreach';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';

/**
 * The tenant's candidates with these addresses (one per address, from analysed resumes), read
 * fresh: a Compose asks for its recipients only, never the whole list (9 MB at 10,000 resumes).
 * A Compose has at most CANDIDATE_SELECTION_MAX; past that, the first ones.
 */
export function useCandidatesByEmail(emails: string[], { isEnabled = true } = {}) {
  const asked = [...new Set(emails.map((email) => email.trim().toLowerCase()))].sort().slice(0, CANDIDATE_SELECTION_MAX);
  const isAsking = isEnabled && asked.length > 0;
  const query = useQuery({
    queryKey: [...outreachKeys.candidates(), { emails: asked }],
    queryFn: ({ signal }) => lookUpCandidates(asked, signal),
    enabled: isAsking,
  });
  return {
    candidates: query.data ?? [],
    isLoading: query.isPending && isAsking,
    error: query.isError ? errorMessage(query.error, outreachMessages.candidatesLoadFailed) : null,
  };
}
