export const resumeKeys = {
  all: ['resumes'] as const,
  lists: () => [...resumeKeys.all, 'list'] as const,
  list: (page: number, limit: number) => [...resumeKeys.lists(), { page, limit }] as const,
  detail: (id: string) => [...resumeKeys.all, 'detail', id] as const,
  downloadLink: (id: string) => [...resumeKeys.all, 'download-link', id] as const,
};
