import type { PlaceKindName } from '@platform/core';

/** Query keys of staff management; every staff write invalidates its place's `staff`. */
export const staffKeys = {
  staff: (kind: PlaceKindName, placeId: string) => ['staff', kind, placeId] as const,
  invitation: (token: string) => ['staff', 'invitation', token] as const,
};

export const staffPath = (kind: PlaceKindName, placeId: string) => `/api/places/${kind}/${placeId}/staff`;
