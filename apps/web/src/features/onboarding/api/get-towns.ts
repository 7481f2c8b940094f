import type { Town } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function getTownsQueryOptions() {
  return queryOptions({ queryKey: onboardingKeys.towns, queryFn: () => api<Town[]>('/api/onboarding/towns') });
}

export function useTowns() {
  return useQuery(getTownsQueryOptions());
}
