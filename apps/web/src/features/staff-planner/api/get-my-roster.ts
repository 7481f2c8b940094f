import type { MyRoster } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { plannerKeys } from './keys.ts';

export function getMyRosterQueryOptions(week: string) {
  return queryOptions({
    queryKey: plannerKeys.myWeek(week),
    queryFn: () => api<MyRoster>(`/api/staff-planner/me?week=${week}`),
    ...liveQuery,
    placeholderData: keepPreviousData,
  });
}

export function useMyRoster(week: string) {
  return useQuery(getMyRosterQueryOptions(week));
}
