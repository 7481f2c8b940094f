import type { WeeklyMailSetting } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { reportsKeys } from './keys.ts';

export function getWeeklyMailQueryOptions() {
  return queryOptions({
    queryKey: reportsKeys.weeklyMail(),
    queryFn: () => api<WeeklyMailSetting>('/api/reports/weekly-mail'),
    ...liveQuery,
  });
}

export function useWeeklyMail() {
  return useQuery(getWeeklyMailQueryOptions());
}
