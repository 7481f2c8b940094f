import type { PlaceKindName, PlacePhoto } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { placePhotoKeys, placePhotosPath } from './keys.ts';

/** The photos of a place I manage, in their order. */
export function getPlacePhotosQueryOptions(kind: PlaceKindName, placeId: string) {
  return queryOptions({
    queryKey: placePhotoKeys.place(kind, placeId),
    queryFn: () => api<PlacePhoto[]>(placePhotosPath(kind, placeId)),
    ...liveQuery,
  });
}

export function usePlacePhotos(kind: PlaceKindName, placeId: string) {
  return useQuery(getPlacePhotosQueryOptions(kind, placeId));
}
