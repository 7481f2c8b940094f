import type { VenueDetail } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';

/** The venue behind a booking widget, by its id (ADR 058). */
export function getWidgetVenueQueryOptions(venueId: string) {
  return queryOptions({
    queryKey: horecaKeys.widgetVenue(venueId),
    queryFn: () => api<VenueDetail>(`/api/widget/venues/${encodeURIComponent(venueId)}`),
  });
}

export function useWidgetVenue(venueId: string) {
  return useQuery(getWidgetVenueQueryOptions(venueId));
}
