import type { VenueDetail } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';

export function getVenueQueryOptions(plaats: string, slug: string) {
  return queryOptions({
    queryKey: horecaKeys.venue(plaats, slug),
    queryFn: () => api<VenueDetail>(`/api/horeca/venues/${encodeURIComponent(plaats)}/${encodeURIComponent(slug)}`),
  });
}

export function useVenue(plaats: string, slug: string) {
  return useQuery(getVenueQueryOptions(plaats, slug));
}
