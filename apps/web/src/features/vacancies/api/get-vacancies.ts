import type { Vacancy, VacancyListQuery } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { vacancyKeys } from './keys.ts';

function search(query: VacancyListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Open vacancies with filters; the previous list stays while a filter changes. */
export function getVacanciesQueryOptions(query: VacancyListQuery) {
  return queryOptions({
    queryKey: vacancyKeys.list(query),
    queryFn: () => api<Vacancy[]>(`/api/vacancies${search(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useVacancies(query: VacancyListQuery) {
  return useQuery(getVacanciesQueryOptions(query));
}
