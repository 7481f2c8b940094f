import type { Application, OnboardingBrand } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { onboardingKeys } from './keys.ts';

export function getMyApplicationQueryOptions(brand: OnboardingBrand) {
  return queryOptions({
    queryKey: onboardingKeys.mine(brand),
    queryFn: () => api<Application | null>(`/api/onboarding/${brand}`),
    ...liveQuery,
  });
}

export function useMyApplication(brand: OnboardingBrand) {
  return useQuery(getMyApplicationQueryOptions(brand));
}
