import type { OnboardingBrand, PlaceKindName } from '@platform/core';
import type { QueryKey } from '@tanstack/react-query';

/** Query keys of place photos; every photo write invalidates its album's keys. */
export const placePhotoKeys = {
  place: (kind: PlaceKindName, placeId: string) => ['place-photos', kind, placeId] as const,
};

/**
 * Where a list of photos lives (a place, or my onboarding draft) and which reads show it: the caller names them,
 * so this feature needs no other feature's keys.
 */
export interface PhotoAlbum {
  path: string;
  keys: readonly QueryKey[];
}

export const placePhotosPath = (kind: PlaceKindName, placeId: string) => `/api/places/${kind}/${placeId}/photos`;
export const draftPhotosPath = (brand: OnboardingBrand) => `/api/onboarding/${brand}/photos`;
