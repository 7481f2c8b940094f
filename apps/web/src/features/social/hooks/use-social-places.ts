import type { PlaceKindName } from '@platform/core';
import { useManagedVenues } from '../../horeca/index.ts';
import { useManagedShops } from '../../menu/index.ts';

export interface SocialPlace {
  kind: PlaceKindName;
  id: string;
  name: string;
  plaats: string;
}

/** The shops and venues I run (owner, manager or admin): each has its own social calendar. */
export function useSocialPlaces(): { places: SocialPlace[]; pending: boolean } {
  const shops = useManagedShops();
  const venues = useManagedVenues();
  const places: SocialPlace[] = [
    ...(shops.data ?? []).map((shop) => ({ kind: 'coffeeshop' as const, id: shop.id, name: shop.name, plaats: shop.plaats })),
    ...(venues.data ?? []).map((venue) => ({ kind: 'venue' as const, id: venue.id, name: venue.name, plaats: venue.plaats })),
  ];
  return { places, pending: shops.isPending || venues.isPending };
}
