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
  });
  return {
    resume: query.data,
    isLoading: id !== null && query.isPending,
    error: query.isError ? errorMessage(query.error, resumeMessages.loadFailed) : null,
  };
}
