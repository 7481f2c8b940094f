import type { Availability } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { horecaKeys } from './keys.ts';
import { searchParams } from './search-params.ts';

/** Free slots change with every booking; nothing is asked before venue, date and party size are set. */
export function getAvailabilityQueryOptions(venueId: string | undefined, date: string, partySize: number) {
  return queryOptions({
    queryKey: horecaKeys.availability(venueId, date, partySize),
    queryFn: () => api<Availability>(`/api/horeca/venues/${venueId}/availability?${searchParams({ date, partySize })}`),
    enabled: Boolean(venueId && date && partySize > 0),
    ...liveQuery,
    // The guest asks again with every change of date or party size: a failure shows at once
    // instead of after seven seconds of retries.
    retry: false,
  });
}

export function useAvailability(venueId: string | undefined, date: string, partySize: number) {
  return useQuery(getAvailabilityQueryOptions(venueId, date, partySize));
}
