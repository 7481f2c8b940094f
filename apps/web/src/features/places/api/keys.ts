import type { PlaceKind } from './place-kind.ts';

/** Query keys of the admins' place list. */
export const placeKeys = {
  all: ['places'] as const,
  list: (kind: PlaceKind) => ['places', kind] as const,
};
