import type { CoffeeshopSummary } from '@platform/core';
import { useMemo } from 'react';
import { LazyPlacesMap } from '../../../components/map/lazy-places-map.tsx';

type Located = Pick<CoffeeshopSummary, 'id' | 'name' | 'slug' | 'plaatsSlug' | 'latitude' | 'longitude'>;

/** Coffeeshops on a map; each marker opens the shop page. */
export function ShopsMap({ shops, className }: { shops: Located[]; className?: string }) {
  const places = useMemo(
    () =>
      shops.map((shop) => ({
        id: shop.id,
        latitude: shop.latitude,
        longitude: shop.longitude,
        label: shop.name,
        href: `/coffeeshops/${shop.plaatsSlug}/${shop.slug}`,
      })),
    [shops],
  );
  return <LazyPlacesMap places={places} className={className} />;
}

/** One shop, zoomed in on its street. */
export function ShopMap({ shop, className }: { shop: Located; className?: string }) {
  const shops = useMemo(() => [shop], [shop]);
  return <ShopsMap shops={shops} className={className} />;
}
