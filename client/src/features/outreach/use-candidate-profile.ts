import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/client';
import { getCandidateProfile } from '../../api/candidates';
import { paths } from '../../paths';
import { canBeContacted } from './candidate-search';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';
import { writeSelection } from './selection-storage';

/** One candidate's page, and "E-mail candidate": Compose with this candidate as the one selected. */
export function useCandidateProfile(email: string) {
  const navigate = useNavigate();
  const query = useQuery({ queryKey: outreachKeys.candidateProfile(email), queryFn: ({ signal }) => getCandidateProfile(email, signal), retry: false });
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  const candidate = query.data?.candidate;
  return {
    profile: query.data,
    isLoading: query.isPending,
    isNotFound,
    loadError: query.isError && !isNotFound ? errorMessage(query.error, outreachMessages.candidateLoadFailed) : null,
    canEmail: candidate !== undefined && canBeContacted(candidate),
    emailCandidate: () => {
      if (!candidate || !canBeContacted(candidate)) return;
      // Compose reads whom to write to from the selection the Candidates screen hands over.
      writeSelection([candidate]);
      navigate(paths.outreachCompose);
    },
  };
}
