import type { RunVenue } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { horecaKeys } from './keys.ts';

/** The venues I may manage (every venue for an admin). */
export function getManagedVenuesQueryOptions() {
  return queryOptions({
    queryKey: horecaKeys.managed,
    queryFn: () => api<RunVenue[]>('/api/horeca/manage/venues'),
    ...liveQuery,
  });
}

export function useManagedVenues() {
  return useQuery(getManagedVenuesQueryOptions());
}
