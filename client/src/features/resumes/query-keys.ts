import type { ResumeListQuery } from '../../api/resumes';

export const resumeKeys = {
  all: ['resumes'] as const,
  lists: () => [...resumeKeys.all, 'list'] as const,
  list: (query: ResumeListQuery) => [...resumeKeys.lists(), query] as const,
  detail: (id: string) => [...resumeKeys.all, 'detail', id] as const,
  downloadLink: (id: string) => [...resumeKeys.all, 'download-link', id] as const,
};
