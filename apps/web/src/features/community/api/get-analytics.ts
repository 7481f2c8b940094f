import type { MakerAnalytics } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

export function getAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.analytics,
    queryFn: () => api<MakerAnalytics>('/api/community/analytics'),
    ...liveQuery,
  });
}

export function useAnalytics() {
  return useQuery(getAnalyticsQueryOptions());
}
