import type { SearchResults } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './keys.ts';

/** Nothing is asked below two characters. */
export function getSearchResultsQueryOptions(q: string, page: number, viewer: string) {
  return queryOptions({
    queryKey: searchKeys.results(q, page, viewer),
    queryFn: () => api<SearchResults>(`/api/search?q=${encodeURIComponent(q)}&page=${page}`),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useSearch(q: string, page: number, viewer: string) {
  return useQuery(getSearchResultsQueryOptions(q, page, viewer));
}
