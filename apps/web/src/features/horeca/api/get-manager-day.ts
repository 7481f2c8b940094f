import type { ManagerDay } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { horecaKeys } from './keys.ts';
import { searchParams } from './search-params.ts';

/** One day of a venue: reservations, tables and blocks. */
export function getManagerDayQueryOptions(venueId: string, date: string) {
  return queryOptions({
    queryKey: horecaKeys.day(venueId, date),
    queryFn: () => api<ManagerDay>(`/api/horeca/manage/venues/${venueId}/day?${searchParams({ date })}`),
    enabled: Boolean(venueId),
    // Online bookings arrive live (useVenueEvents); a slow poll covers a dropped stream.
    refetchInterval: 120_000,
    ...liveQuery,
  });
}

export function useManagerDay(venueId: string, date: string) {
  return useQuery(getManagerDayQueryOptions(venueId, date));
}
