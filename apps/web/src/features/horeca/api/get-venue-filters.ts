import type { VenueFilters } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';

/** The places, groups, categories and cuisines the venue list can filter on. */
export function getVenueFiltersQueryOptions() {
  return queryOptions({ queryKey: horecaKeys.filters, queryFn: () => api<VenueFilters>('/api/horeca/filters') });
}

export function useVenueFilters() {
  return useQuery(getVenueFiltersQueryOptions());
}
