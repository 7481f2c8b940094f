import { BRANDS, coffeeshopJsonLd, coffeeshopTownJsonLd } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { shellOrStatus, shellPathParts } from '../../platform/shell-path.ts';
import { getNews, getShop, listShops } from './coffeeshops.service.ts';

const TOWN_PAGE = /^\/coffeeshops\/([^/]+)\/?$/;
const SHOP_PAGE = /^\/coffeeshops\/([^/]+)\/([^/]+)\/?$/;
const NEWS_PAGE = /^\/coffeeshops\/([^/]+)\/([^/]+)\/nieuws\/([^/]+)\/?$/;

/**
 * A town's page: its own title and an `ItemList` of its shops' names and addresses (ADR 088), nothing from a menu;
 * a town without a live shop answers 404.
 */
function townShell(c: Context<AppEnv>, plaatsSlug: string): Promise<PageShell> {
  return shellOrStatus(async () => {
    const shops = await listShops(serviceContext(c), plaatsSlug);
    const town = shops[0]?.plaats ?? plaatsSlug;
    const count = shops.length === 1 ? 'Eén coffeeshop' : `${shops.length} coffeeshops`;
    return {
      meta: {
        title: `Coffeeshops in ${town} — ${BRANDS.cannabis.displayName}`,
        description: `${count} in ${town} met adres, openingstijden en huisregels. Alleen voor 18+.`,
      },
      jsonLd: coffeeshopTownJsonLd(town, shops, c.get('services').publicUrl),
    };
  });
}

/**
 * The server HTML of a town's, a coffeeshop's page and its news (ADR 052): a neutral title and description and `LocalBusiness`
 * JSON-LD with name, address and hours only — never the shop's own text or menu, which could promote (art. 3b
 * Opiumwet); an unknown shop or news item answers 404.
 */
export async function shopShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const town = shellPathParts(TOWN_PAGE, pathname);
  if (town) return townShell(c, town[0] ?? '');
  const ctx = serviceContext(c);
  const news = shellPathParts(NEWS_PAGE, pathname);
  if (news) {
    const [plaats = '', slug = '', newsSlug = ''] = news;
    return shellOrStatus(async () => {
      const item = await getNews(ctx, plaats, slug, newsSlug);
      return {
        meta: {
          title: `${item.title} — ${item.coffeeshop.name}`,
          description: `Nieuws van ${item.coffeeshop.name} in ${item.coffeeshop.plaats}. Alleen voor 18+.`,
        },
      };
    });
  }
  const shopParts = shellPathParts(SHOP_PAGE, pathname);
  if (!shopParts) return null;
  const [plaats = '', slug = ''] = shopParts;
  return shellOrStatus(async () => {
    const shop = await getShop(ctx, plaats, slug);
    const url = new URL(`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`, c.get('services').publicUrl).href;
    return {
      meta: {
        title: `${shop.name} in ${shop.plaats} — coffeeshop`,
        description: `${shop.name}, ${shop.address} in ${shop.plaats}: adres, openingstijden en huisregels. Alleen voor 18+.`,
      },
      jsonLd: coffeeshopJsonLd(shop, url),
    };
  });
}
