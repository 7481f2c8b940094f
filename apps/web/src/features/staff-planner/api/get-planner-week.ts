import type { PlaceKindName, PlannerWeek } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { placePath, plannerKeys } from './keys.ts';

export function getPlannerWeekQueryOptions(kind: PlaceKindName, id: string, week: string) {
  return queryOptions({
    queryKey: plannerKeys.week(kind, id, week),
    queryFn: () => api<PlannerWeek>(`${placePath(kind, id)}/week?week=${week}`),
    ...liveQuery,
    // The previous week stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePlannerWeek(kind: PlaceKindName, id: string | undefined, week: string) {
  return useQuery({ ...getPlannerWeekQueryOptions(kind, id ?? '', week), enabled: Boolean(id) });
}
