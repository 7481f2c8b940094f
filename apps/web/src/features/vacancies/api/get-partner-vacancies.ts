import type { Vacancy } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { vacancyKeys } from './keys.ts';

export function getPartnerVacanciesQueryOptions(partnerSlug: string) {
  return queryOptions({
    queryKey: vacancyKeys.ofPartner(partnerSlug),
    queryFn: () => api<Vacancy[]>(`/api/partners/${partnerSlug}/vacancies`),
  });
}

export function usePartnerVacancies(partnerSlug: string) {
  return useQuery(getPartnerVacanciesQueryOptions(partnerSlug));
}
