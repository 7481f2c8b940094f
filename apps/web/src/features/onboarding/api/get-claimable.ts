import type { ClaimableShop } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { onboardingKeys } from './keys.ts';

export function getClaimableQueryOptions(q: string) {
  return queryOptions({
    queryKey: onboardingKeys.claimable(q),
    queryFn: () => api<ClaimableShop[]>(`/api/onboarding/coffeeshop/claimable?q=${encodeURIComponent(q)}`),
    ...liveQuery,
  });
}

export function useClaimable(q: string) {
  return useQuery(getClaimableQueryOptions(q));
}
