import type { CoffeeshopDetail } from '@platform/core';
import { coffeeshopKeys } from './api/keys.ts';

/**
 * What the server's HTML of a coffeeshop page may hold (ADR 052, ADR 066): name, address, hours and house rules —
 * never its menu (products, strains, prices: art. 3b Opiumwet, even when the shop shows it on the web), photos,
 * news or own description. The browser asks for the rest itself after hydration, within the age gate.
 */
export function publicShopFacts(shop: CoffeeshopDetail): CoffeeshopDetail {
  return { ...shop, description: '', photos: [], news: [], menu: null };
}

/** The server render applies this to every coffeeshop page's data before it renders or sends it. */
export const coffeeshopServerData = {
  queryKey: [...coffeeshopKeys.all, 'detail'] as const,
  publicPart: (data: unknown) => publicShopFacts(data as CoffeeshopDetail),
};
