import type { StrainDiscovery } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { strainKeys } from './keys.ts';

/** `query` is the page's search string (q, type, category). */
export function getStrainsQueryOptions(query: string, viewer: string) {
  return queryOptions({
    queryKey: strainKeys.discovery(query, viewer),
    queryFn: () => api<StrainDiscovery>(`/api/strains?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useStrains(query: string, viewer: string) {
  return useQuery(getStrainsQueryOptions(query, viewer));
}
