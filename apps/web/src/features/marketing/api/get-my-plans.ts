import type { MyBusinessPlan } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { marketingKeys } from './keys.ts';

export function getMyPlansQueryOptions() {
  return queryOptions({ queryKey: marketingKeys.myPlans, queryFn: () => api<MyBusinessPlan[]>('/api/me/plans'), ...liveQuery });
}

/** The signed-in owner's shops and venues with their plans; off for visitors. */
export function useMyPlans(enabled: boolean) {
  return useQuery({ ...getMyPlansQueryOptions(), enabled });
}
