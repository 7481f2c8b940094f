import type { Vacancy } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { vacancyKeys } from './keys.ts';

/** One vacancy by its API path (by type, or under its partner); an expired one answers 410 with its Dutch message. */
export function getVacancyQueryOptions(path: string) {
  return queryOptions({ queryKey: vacancyKeys.one(path), queryFn: () => api<Vacancy>(path) });
}

export function useVacancy(path: string) {
  return useQuery(getVacancyQueryOptions(path));
}
