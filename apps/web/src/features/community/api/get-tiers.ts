import type { MakerTier } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export function getTiersQueryOptions() {
  return queryOptions({ queryKey: communityKeys.tiers, queryFn: () => api<MakerTier[]>('/api/community/tiers') });
}

export function useTiers() {
  return useQuery(getTiersQueryOptions());
}
