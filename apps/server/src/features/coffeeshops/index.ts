import { serviceContext } from '../../context.ts';
import { cachedJson, createRouter } from '../../platform/openapi.ts';
import type { ShopCache } from '../../platform/shop-cache.ts';
import * as r from './coffeeshops.routes.ts';
import * as s from './coffeeshops.service.ts';

/** Anonymous shop pages are cached; "open now" may lag by at most this much. */
const SHOP_PAGE_TTL_MS = 60_000;

export function coffeeshopsRouter(cache: ShopCache) {
  return createRouter()
    .openapi(r.listOptionsRoute, async (c) => c.json(await s.listCoffeeshopOptions(serviceContext(c)), 200))
    .openapi(r.listCitiesRoute, async (c) => c.json(await s.listCities(serviceContext(c)), 200))
    .openapi(r.finderRoute, async (c) => c.json(await s.findShops(serviceContext(c), c.req.valid('query')), 200))
    .openapi(r.onlineMenusRoute, async (c) => c.json(await s.listShopsWithOnlineMenu(serviceContext(c)), 200))
    .openapi(r.listShopsRoute, async (c) => c.json(await s.listShops(serviceContext(c), c.req.valid('query').plaats), 200))
    .openapi(r.getShopRoute, async (c) => {
      const { plaats, slug } = c.req.valid('param');
      const ctx = serviceContext(c);
      // Signed-in viewers may see more (verified menus): only anonymous pages are shared.
      if (ctx.actor) return c.json(await s.getShop(ctx, plaats, slug), 200);
      const body = await cache.get(
        `shop:${plaats}/${slug}`,
        async () => {
          const detail = await s.getShop(ctx, plaats, slug);
          return { coffeeshopId: detail.id, body: JSON.stringify(detail) };
        },
        SHOP_PAGE_TTL_MS,
      );
      return cachedJson(body);
    })
    .openapi(r.updateSettingsRoute, async (c) =>
      c.json(await s.updateSettings(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(r.getNewsRoute, async (c) => {
      const { plaats, slug, newsSlug } = c.req.valid('param');
      return c.json(await s.getNews(serviceContext(c), plaats, slug, newsSlug), 200);
    });
}
export { productView } from './product-view.ts';
export { auditAdminShopChange, requireShopAccess, type ShopAccess } from './shop-access.ts';
