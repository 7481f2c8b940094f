import type { VenueSummary } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';
import { searchParams } from './search-params.ts';

export interface VenueFilterState {
  plaats?: string;
  group?: string;
  category?: string;
  cuisine?: string;
  openNow?: boolean;
}

export function getVenuesQueryOptions(filters: VenueFilterState) {
  return queryOptions({
    queryKey: horecaKeys.venues(filters),
    queryFn: () => api<VenueSummary[]>(`/api/horeca/venues?${searchParams({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

export function useVenues(filters: VenueFilterState) {
  return useQuery(getVenuesQueryOptions(filters));
}
