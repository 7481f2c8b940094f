import type { EmployerKind, ManagedVacancy, VacancyApplication } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { employerPath, vacancyKeys } from './keys.ts';

export function getEmployerVacanciesQueryOptions(kind: EmployerKind, id: string) {
  return queryOptions({
    queryKey: vacancyKeys.employer(kind, id),
    queryFn: () => api<ManagedVacancy[]>(`${employerPath(kind, id)}/vacancies`),
    ...liveQuery,
  });
}

export function useEmployerVacancies(kind: EmployerKind, id: string) {
  return useQuery(getEmployerVacanciesQueryOptions(kind, id));
}

export function getApplicationsQueryOptions(kind: EmployerKind, id: string) {
  return queryOptions({
    queryKey: vacancyKeys.applications(kind, id),
    queryFn: () => api<VacancyApplication[]>(`${employerPath(kind, id)}/applications`),
    ...liveQuery,
  });
}

export function useApplications(kind: EmployerKind, id: string) {
  return useQuery(getApplicationsQueryOptions(kind, id));
}
