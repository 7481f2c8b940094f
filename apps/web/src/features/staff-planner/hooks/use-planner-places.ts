import type { PlaceKindName } from '@platform/core';
import { useManagedVenues } from '../../horeca/index.ts';
import { useManagedShops } from '../../menu/index.ts';

export interface PlannerPlace {
  kind: PlaceKindName;
  id: string;
  name: string;
  plaats: string;
}

/** The shops and venues whose roster I may plan: owner, admin, or manager with the staff right (ADR 030). */
export function usePlannerPlaces(): { places: PlannerPlace[]; pending: boolean } {
  const shops = useManagedShops();
  const venues = useManagedVenues();
  const places: PlannerPlace[] = [
    ...(shops.data ?? [])
      .filter((shop) => shop.permissions.includes('staff'))
      .map((shop) => ({ kind: 'coffeeshop' as const, id: shop.id, name: shop.name, plaats: shop.plaats })),
    ...(venues.data ?? [])
      .filter((venue) => venue.permissions.includes('staff'))
      .map((venue) => ({ kind: 'venue' as const, id: venue.id, name: venue.name, plaats: venue.plaats })),
  ];
  return { places, pending: shops.isPending || venues.isPending };
}
