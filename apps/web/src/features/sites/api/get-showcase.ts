import type { ShowcaseSite } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sitesKeys } from './keys.ts';

export function getShowcaseQueryOptions() {
  return queryOptions({ queryKey: sitesKeys.showcase, queryFn: () => api<ShowcaseSite[]>('/api/sites/showcase') });
}

export function useShowcase() {
  return useQuery(getShowcaseQueryOptions());
}
