import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { getResume } from '../../api/resumes';
import { resumeMessages } from './messages';
import { resumeKeys } from './query-keys';

export function useResumeDetail(id: string | null) {
  const query = useQuery({
    queryKey: resumeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getResume(id ?? '', signal),
    enabled: id !== null,
    // Uploads and summaries write the fresh resume into the cache; no need to read it back at once.
    staleTime: 30_000,
  });
  return {
    resume: query.data,
    isLoading: id !== null && query.isPending,
    error: query.isError ? errorMessage(query.error, resumeMessages.loadFailed) : null,
  };
}
