export const outreachKeys = {
  all: ['outreach'] as const,
  lists: () => [...outreachKeys.all, 'list'] as const,
  list: (page: number, limit: number) => [...outreachKeys.lists(), { page, limit }] as const,
  detail: (id: string) => [...outreachKeys.all, 'detail', id] as const,
  candidates: () => [...outreachKeys.all, 'candidates'] as const,
  candidateProfile: (email: string) => [...outreachKeys.all, 'candidates', 'profile', email] as const,
  candidatePages: (search: string) => [...outreachKeys.all, 'candidates', 'pages', search] as const,
  candidateMatch: (query: string, filters: object) => [...outreachKeys.all, 'candidates', 'match', query, filters] as const,
  queue: () => [...outreachKeys.all, 'queue'] as const,
  templates: () => ['email-templates'] as const,
  template: (id: string) => ['email-templates', id] as const,
};
