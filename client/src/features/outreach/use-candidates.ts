import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { listCandidates } from '../../api/outreach';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';

/** The tenant's candidates (one per e-mail address, from analysed resumes), by name. */
export function useCandidates({ isEnabled = true } = {}) {
  const query = useQuery({ queryKey: outreachKeys.candidates(), queryFn: ({ signal }) => listCandidates(signal), enabled: isEnabled });
  return {
    candidates: query.data ?? [],
    isLoading: query.isPending && isEnabled,
    error: query.isError ? errorMessage(query.error, outreachMessages.candidatesLoadFailed) : null,
  };
}
