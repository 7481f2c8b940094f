import { type PlaceKindName, speaksForPlace } from '@platform/core';
import { useManagedVenues } from '../../horeca/index.ts';
import { useManagedShops } from '../../menu/index.ts';

export interface SocialPlace {
  kind: PlaceKindName;
  id: string;
  name: string;
  plaats: string;
}

/** The shops and venues I run (owner, admin, or manager with the details right, ADR 060): each has its own social calendar. */
export function useSocialPlaces(): { places: SocialPlace[]; pending: boolean } {
  const shops = useManagedShops();
  const venues = useManagedVenues();
  const places: SocialPlace[] = [
    ...(shops.data ?? [])
      .filter((shop) => speaksForPlace(shop.permissions))
      .map((shop) => ({ kind: 'coffeeshop' as const, id: shop.id, name: shop.name, plaats: shop.plaats })),
    ...(venues.data ?? [])
      .filter((venue) => speaksForPlace(venue.permissions))
      .map((venue) => ({ kind: 'venue' as const, id: venue.id, name: venue.name, plaats: venue.plaats })),
  ];
  return { places, pending: shops.isPending || venues.isPending };
}
