import type { Application } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { onboardingKeys } from './keys.ts';

export function getMyApplicationQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.mine,
    queryFn: () => api<Application | null>('/api/onboarding/coffeeshop'),
    ...liveQuery,
  });
}

export function useMyApplication() {
  return useQuery(getMyApplicationQueryOptions());
}
