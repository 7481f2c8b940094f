import type { Guideline } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

/** Every guideline, active or not, for the editor. */
export function getAdminGuidelinesQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.adminGuidelines,
    queryFn: () => api<Guideline[]>('/api/admin/community/guidelines'),
    ...liveQuery,
  });
}

export function useAdminGuidelines() {
  return useQuery(getAdminGuidelinesQueryOptions());
}
