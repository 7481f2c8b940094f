import type { SearchResults } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useSearch(q: string, page: number, viewer: string) {
  return useQuery(
    queryOptions({
      queryKey: ['search', q, page, viewer],
      queryFn: () => api<SearchResults>(`/api/search?q=${encodeURIComponent(q)}&page=${page}`),
      enabled: q.trim().length >= 2,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
