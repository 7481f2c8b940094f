import type { EmployerKind, VacancyListQuery } from '@platform/core';

/** Query keys of vacancies; an employer's writes invalidate its `employer` keys and the public `all`. */
export const vacancyKeys = {
  all: ['vacancies'] as const,
  list: (query: VacancyListQuery) => ['vacancies', 'list', query] as const,
  one: (path: string) => ['vacancies', 'one', path] as const,
  ofPartner: (partnerSlug: string) => ['vacancies', 'partner', partnerSlug] as const,
  employer: (kind: EmployerKind, id: string) => ['vacancies', 'employer', kind, id] as const,
  applications: (kind: EmployerKind, id: string) => ['vacancies', 'employer', kind, id, 'applications'] as const,
};

export const employerPath = (kind: EmployerKind, id: string) => `/api/employers/${kind}/${id}`;
