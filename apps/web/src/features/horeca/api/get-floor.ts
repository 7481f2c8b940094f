import type { Floor } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { horecaKeys } from './keys.ts';

/** The venue's floor plan: areas, tables, their positions and combinations. */
export function getFloorQueryOptions(venueId: string) {
  return queryOptions({
    queryKey: horecaKeys.floor(venueId),
    queryFn: () => api<Floor>(`/api/horeca/manage/venues/${venueId}/floor`),
    enabled: Boolean(venueId),
    ...liveQuery,
  });
}

export function useFloor(venueId: string) {
  return useQuery(getFloorQueryOptions(venueId));
}
