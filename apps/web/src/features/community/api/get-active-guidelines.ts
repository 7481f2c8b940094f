import type { Guideline } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export function getActiveGuidelinesQueryOptions() {
  return queryOptions({ queryKey: communityKeys.guidelines, queryFn: () => api<Guideline[]>('/api/community/guidelines') });
}

export function useActiveGuidelines() {
  return useQuery(getActiveGuidelinesQueryOptions());
}
