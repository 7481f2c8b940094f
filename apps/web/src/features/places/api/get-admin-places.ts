import type { AdminPlace } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { placeKeys } from './keys.ts';
import { ADMIN_PLACES_PATH, type PlaceKind } from './place-kind.ts';

/** Every place of a kind, offline ones too (admins). */
export function getAdminPlacesQueryOptions(kind: PlaceKind) {
  return queryOptions({
    queryKey: placeKeys.list(kind),
    queryFn: () => api<AdminPlace[]>(ADMIN_PLACES_PATH[kind]),
    ...liveQuery,
  });
}

export function useAdminPlaces(kind: PlaceKind) {
  return useQuery(getAdminPlacesQueryOptions(kind));
}
