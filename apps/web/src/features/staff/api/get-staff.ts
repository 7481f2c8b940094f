import type { PlaceKindName, PlaceStaff } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { staffKeys, staffPath } from './keys.ts';

/** The owner, managers and open invitations of a place. */
export function getStaffQueryOptions(kind: PlaceKindName, placeId: string) {
  return queryOptions({
    queryKey: staffKeys.staff(kind, placeId),
    queryFn: () => api<PlaceStaff>(staffPath(kind, placeId)),
    ...liveQuery,
  });
}

export function useStaff(kind: PlaceKindName, placeId: string) {
  return useQuery(getStaffQueryOptions(kind, placeId));
}
