export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (page: number, limit: number) => [...documentKeys.lists(), { page, limit }] as const,
};
