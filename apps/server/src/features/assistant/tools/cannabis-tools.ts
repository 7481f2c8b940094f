import type { PRODUCT_TYPES } from '@platform/core';
import { listManagedShops, listProducts } from '../../menu/index.ts';
import { discoverStrains } from '../../strains/index.ts';
import { contextShop } from './place-tools.ts';
import { formatEuro, listText, NO_PLACE, shopPath, type ToolAnswer, type ToolDeps } from './tool-kit.ts';

const MAX_LISTED = 10;
type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * Products and prices of the context shop, only where the shop's menu visibility lets this
 * viewer see them on the web (art. 3b Opiumwet, ADR 007); otherwise it says so, without prices.
 */
export async function shopMenu(deps: ToolDeps): Promise<ToolAnswer> {
  const shop = await contextShop(deps);
  if (!shop) return NO_PLACE;
  const source = { url: shopPath(shop), title: shop.name };
  if (!shop.menu) {
    const where =
      shop.menuVisibility === 'verified'
        ? 'alleen te zien voor geverifieerde bezoekers en in de winkel'
        : 'alleen in de winkel te zien';
    return {
      answer: `Het menu van ${shop.name}, met soorten en prijzen, is ${where}. Daarom noem ik hier geen prijzen.`,
      sources: [source],
    };
  }
  deps.seen.pricesVisible = true;
  const lines = shop.menu.slice(0, MAX_LISTED).map((product) => {
    const price = product.displayPrice === null ? '' : `, ${formatEuro(product.displayPrice)} per gram`;
    return `- ${product.naam} (${product.category}${price})`;
  });
  const more = shop.menu.length > MAX_LISTED ? `\nEn nog ${shop.menu.length - MAX_LISTED} op het menu.` : '';
  return { answer: `Menu van ${shop.name}:\n${lines.join('\n')}${more}`, sources: [source] };
}

const TYPE_WORDS: Record<ProductType, string> = { indica: 'indica', sativa: 'sativa', hybrid: 'hybride' };

function range(min: number | null, max: number | null): string | null {
  if (min === null || max === null) return null;
  return min === max ? `${min}%` : `${min}–${max}%`;
}

/** Strains as facts (type, category, THC/CBD ranges), from the menus this viewer may see; never prices. */
export async function strainFacts(
  deps: ToolDeps,
  query: { name?: string | undefined; type?: ProductType | undefined },
): Promise<ToolAnswer> {
  const found = await discoverStrains(deps.ctx, { q: query.name, type: query.type });
  const source = { url: '/strain-discovery', title: 'Soorten ontdekken' };
  if (found.strains.length === 0) {
    const why = found.visibleShops === 0 ? ' Geen enkele coffeeshop toont zijn menu online aan jou.' : '';
    return {
      answer: `Ik vond geen soort${query.name ? ` met de naam “${query.name}”` : ''} op de menu’s die jij mag zien.${why}`,
      sources: [source],
    };
  }
  const lines = found.strains.slice(0, MAX_LISTED).map((strain) => {
    const facts = [
      TYPE_WORDS[strain.type],
      strain.category,
      ...(range(strain.thcMin, strain.thcMax) ? [`THC ${range(strain.thcMin, strain.thcMax)}`] : []),
      ...(range(strain.cbdMin, strain.cbdMax) ? [`CBD ${range(strain.cbdMin, strain.cbdMax)}`] : []),
    ];
    return `- ${strain.naam}: ${facts.join(', ')} (bij ${strain.shops} ${strain.shops === 1 ? 'coffeeshop' : 'coffeeshops'})`;
  });
  return { answer: `Soorten als feiten, zonder prijzen:\n${lines.join('\n')}`, sources: [source] };
}

/** Products under the low-stock mark (spec: below 10) at the shops this person may manage the menu of. */
export async function lowStock(deps: ToolDeps): Promise<ToolAnswer> {
  if (!deps.ctx.actor) return { answer: 'Log in om de voorraad van je coffeeshop te zien.', sources: [] };
  const shops = (await listManagedShops(deps.ctx)).filter((shop) => shop.permissions.includes('menu'));
  const own = deps.context.placeId ? shops.filter((shop) => shop.id === deps.context.placeId) : shops;
  if (own.length === 0) return { answer: 'Je beheert geen coffeeshop, dus ik kan geen voorraad tonen.', sources: [] };
  const pages = await Promise.all(
    own.slice(0, 5).map(async (shop) => ({
      shop,
      page: await listProducts(deps.ctx, shop.id, { page: 1, pageSize: 50, status: 'low', sort: 'voorraad', dir: 'asc' }),
    })),
  );
  const blocks = pages.map(({ shop, page }) =>
    page.items.length === 0
      ? `${shop.name}: niets bijna op.`
      : `${shop.name}: ${listText(page.items.map((product) => `${product.naam} (${product.voorraad})`))}.`,
  );
  return {
    answer: `Bijna op (voorraad onder 10):\n${blocks.join('\n')}`,
    sources: pages.map(({ shop }) => ({ url: `/menu-management?shop=${shop.id}&status=low`, title: `Voorraad ${shop.name}` })),
  };
}
