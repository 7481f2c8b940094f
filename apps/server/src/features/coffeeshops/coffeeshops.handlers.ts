import { serviceContext } from '../../context.ts';
import { cachedJson, type Handler } from '../../platform/openapi.ts';
import type * as routes from './coffeeshops.routes.ts';
import * as s from './coffeeshops.service.ts';
import type * as detailRoutes from './shop-details.routes.ts';
import { getShopDetails, saveShopDetails } from './shop-details.service.ts';
import type * as newsRoutes from './shop-news.routes.ts';
import { listNews, publishNews, removeNews } from './shop-news.service.ts';

/** Anonymous shop pages are cached; "open now" may lag by at most this much. */
const SHOP_PAGE_TTL_MS = 60_000;

export const listOptions: Handler<typeof routes.listOptionsRoute> = async (c) =>
  c.json(await s.listCoffeeshopOptions(serviceContext(c)), 200);
export const listCities: Handler<typeof routes.listCitiesRoute> = async (c) => c.json(await s.listCities(serviceContext(c)), 200);
export const finder: Handler<typeof routes.finderRoute> = async (c) =>
  c.json(await s.findShops(serviceContext(c), c.req.valid('query')), 200);
export const onlineMenus: Handler<typeof routes.onlineMenusRoute> = async (c) =>
  c.json(await s.listShopsWithOnlineMenu(serviceContext(c)), 200);
export const listShops: Handler<typeof routes.listShopsRoute> = async (c) =>
  c.json(await s.listShops(serviceContext(c), c.req.valid('query').plaats), 200);

export const getShop: Handler<typeof routes.getShopRoute> = async (c) => {
  const { plaats, slug } = c.req.valid('param');
  const ctx = serviceContext(c);
  // Signed-in viewers may see more (verified menus): only anonymous pages are shared.
  if (ctx.actor) return c.json(await s.getShop(ctx, plaats, slug), 200);
  const body = await ctx.shopCache.get(
    `shop:${plaats}/${slug}`,
    async () => {
      const detail = await s.getShop(ctx, plaats, slug);
      return { coffeeshopId: detail.id, body: JSON.stringify(detail) };
    },
    SHOP_PAGE_TTL_MS,
  );
  return cachedJson(body);
};

export const updateSettings: Handler<typeof routes.updateSettingsRoute> = async (c) =>
  c.json(await s.updateSettings(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);

export const getNews: Handler<typeof routes.getNewsRoute> = async (c) => {
  const { plaats, slug, newsSlug } = c.req.valid('param');
  return c.json(await s.getNews(serviceContext(c), plaats, slug, newsSlug), 200);
};
export const getDetails: Handler<typeof detailRoutes.getDetailsRoute> = async (c) =>
  c.json(await getShopDetails(serviceContext(c), c.req.valid('param').id), 200);
export const updateDetails: Handler<typeof detailRoutes.updateDetailsRoute> = async (c) =>
  c.json(await saveShopDetails(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const listShopNews: Handler<typeof newsRoutes.listNewsRoute> = async (c) =>
  c.json(await listNews(serviceContext(c), c.req.valid('param').id), 200);
export const publishShopNews: Handler<typeof newsRoutes.publishNewsRoute> = async (c) =>
  c.json(await publishNews(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);
export const removeShopNews: Handler<typeof newsRoutes.removeNewsRoute> = async (c) => {
  const { id, newsId } = c.req.valid('param');
  return c.json(await removeNews(serviceContext(c), id, newsId), 200);
};
