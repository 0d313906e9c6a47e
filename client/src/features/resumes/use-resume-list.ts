import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listResumes, type ResumeListQuery } from '../../api/resumes';
import { useStayInRange } from '../../hooks/list-page';
import { resumeKeys } from './query-keys';

/** One page of resumes, searched and filtered. A failure is only logged: the spec shows nothing for it. */
export function useResumeList(listQuery: ResumeListQuery, onPageOutOfRange: (lastPage: number) => void) {
  const { page } = listQuery;
  const query = useQuery({
    queryKey: resumeKeys.list(listQuery),
    queryFn: ({ signal }) => listResumes(listQuery, signal),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.error) console.error('Failed to load resumes', query.error);
  }, [query.error]);

  useStayInRange({ page, totalPages: query.data?.pagination.totalPages ?? 0, isPlaceholderData: query.isPlaceholderData }, onPageOutOfRange);

  return {
    resumes: query.data?.resumes ?? [],
    pagination: query.data?.pagination,
    isLoading: query.isPending,
    isError: query.isError,
  };
}
