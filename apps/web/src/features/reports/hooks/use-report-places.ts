import type { PlaceKindName } from '@platform/core';
import { useManagedVenues } from '../../horeca/index.ts';
import { useManagedShops } from '../../menu/index.ts';

export interface ReportPlace {
  kind: PlaceKindName;
  id: string;
  name: string;
  plaats: string;
}

/** The shops and venues whose reports I may read: owner, admin, or manager with the details right. */
export function useReportPlaces(): { places: ReportPlace[]; pending: boolean } {
  const shops = useManagedShops();
  const venues = useManagedVenues();
  const places: ReportPlace[] = [
    ...(shops.data ?? [])
      .filter((shop) => shop.permissions.includes('details'))
      .map((shop) => ({ kind: 'coffeeshop' as const, id: shop.id, name: shop.name, plaats: shop.plaats })),
    ...(venues.data ?? [])
      .filter((venue) => venue.permissions.includes('details'))
      .map((venue) => ({ kind: 'venue' as const, id: venue.id, name: venue.name, plaats: venue.plaats })),
  ];
  return { places, pending: shops.isPending || venues.isPending };
}
