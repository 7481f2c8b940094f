import type { MakerDashboard } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

/** A maker's own figures change with every submission and decision. */
export function getMakerDashboardQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.dashboard,
    queryFn: () => api<MakerDashboard>('/api/community/me'),
    ...liveQuery,
  });
}

export function useMakerDashboard() {
  return useQuery(getMakerDashboardQueryOptions());
}
