import type { PartnerListQuery, PartnerPage, PartnerServicePage, PartnerSummary } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './keys.ts';

export function getPartnersQueryOptions(query: PartnerListQuery) {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.q) params.set('q', query.q);
  const search = params.toString();
  return queryOptions({
    queryKey: partnerKeys.list(query),
    queryFn: () => api<PartnerSummary[]>(`/api/partners${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

export const usePartners = (query: PartnerListQuery) => useQuery(getPartnersQueryOptions(query));

export function getPartnerQueryOptions(slug: string) {
  return queryOptions({ queryKey: partnerKeys.page(slug), queryFn: () => api<PartnerPage>(`/api/partners/${slug}`) });
}

export const usePartner = (slug: string) => useQuery(getPartnerQueryOptions(slug));

export function getPartnerServiceQueryOptions(slug: string, serviceId: string) {
  return queryOptions({
    queryKey: partnerKeys.service(slug, serviceId),
    queryFn: () => api<PartnerServicePage>(`/api/partners/${slug}/services/${serviceId}`),
  });
}

export const usePartnerService = (slug: string, serviceId: string) => useQuery(getPartnerServiceQueryOptions(slug, serviceId));
