import { serviceContext } from '../../context.ts';
import { cachedJson, type Handler } from '../../platform/openapi.ts';
import { FEED_HEADERS, feedCacheKey } from './feed-response.ts';
import type * as routes from './screens.routes.ts';
import * as s from './screens.service.ts';

export const listScreens: Handler<typeof routes.listScreensRoute> = async (c) =>
  c.json(await s.listScreens(serviceContext(c), c.req.valid('param').id), 200);
export const createScreen: Handler<typeof routes.createScreenRoute> = async (c) =>
  c.json(await s.createScreen(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);

export const updateScreen: Handler<typeof routes.updateScreenRoute> = async (c) => {
  const { id, screenId } = c.req.valid('param');
  return c.json(await s.updateScreen(serviceContext(c), id, screenId, c.req.valid('json')), 200);
};

export const revokeScreen: Handler<typeof routes.revokeScreenRoute> = async (c) => {
  const { id, screenId } = c.req.valid('param');
  return c.json(await s.revokeScreen(serviceContext(c), id, screenId), 200);
};

export const pair: Handler<typeof routes.pairRoute> = async (c) =>
  c.json(await s.pair(serviceContext(c), c.req.valid('json').code), 200);

/** Served from the shop cache; the fast path in front of Hono answers the same key (`feed-fast-path.ts`). */
export const feed: Handler<typeof routes.feedRoute> = async (c) => {
  const ctx = serviceContext(c);
  const token = c.req.valid('param').token;
  const body = await ctx.shopCache.get(feedCacheKey(token), async () => {
    const screen = await s.requireLiveScreen(ctx, token);
    const shop = await s.loadShopFeed(ctx, screen.coffeeshopId);
    return { coffeeshopId: screen.coffeeshopId, body: JSON.stringify({ screen: s.screenPart(screen), ...shop }) };
  });
  return cachedJson(body, Object.fromEntries(FEED_HEADERS));
};

export const menuView: Handler<typeof routes.menuViewRoute> = async (c) => {
  await s.recordMenuView(serviceContext(c), c.req.valid('param').token, new Date());
  return c.body(null, 204);
};
