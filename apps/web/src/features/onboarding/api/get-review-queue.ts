import type { ReviewItem } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { onboardingKeys } from './keys.ts';

export function getReviewQueueQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.queue,
    queryFn: () => api<ReviewItem[]>('/api/admin/onboarding'),
    ...liveQuery,
  });
}

export function useReviewQueue() {
  return useQuery(getReviewQueueQueryOptions());
}
