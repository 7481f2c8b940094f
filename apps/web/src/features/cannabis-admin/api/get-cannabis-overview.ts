import type { CannabisOverview } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { cannabisAdminKeys } from './keys.ts';

/** Counts across every shop, which other admins and owners change. */
export function getCannabisOverviewQueryOptions() {
  return queryOptions({
    queryKey: cannabisAdminKeys.overview,
    queryFn: () => api<CannabisOverview>('/api/admin/cannabis/overview'),
    ...liveQuery,
  });
}

export function useCannabisOverview() {
  return useQuery(getCannabisOverviewQueryOptions());
}
