import { serviceContext } from '../../context.ts';
import { cachedJson, createRouter } from '../../platform/openapi.ts';
import type { ShopCache } from '../../platform/shop-cache.ts';
import { FEED_HEADERS, feedCacheKey } from './feed-response.ts';
import { screenEvents } from './screen-events.ts';
import * as r from './screens.routes.ts';
import * as s from './screens.service.ts';

export function screensRouter(cache: ShopCache, shutdown: AbortSignal) {
  const router = createRouter()
    .openapi(r.listScreensRoute, async (c) => c.json(await s.listScreens(serviceContext(c), c.req.valid('param').id), 200))
    .openapi(r.createScreenRoute, async (c) =>
      c.json(await s.createScreen(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(r.updateScreenRoute, async (c) => {
      const { id, screenId } = c.req.valid('param');
      return c.json(await s.updateScreen(serviceContext(c), id, screenId, c.req.valid('json')), 200);
    })
    .openapi(r.revokeScreenRoute, async (c) => {
      const { id, screenId } = c.req.valid('param');
      return c.json(await s.revokeScreen(serviceContext(c), id, screenId), 200);
    })
    .openapi(r.pairRoute, async (c) => c.json(await s.pair(serviceContext(c), c.req.valid('json').code), 200))
    .openapi(r.feedRoute, async (c) => {
      const ctx = serviceContext(c);
      const token = c.req.valid('param').token;
      const body = await cache.get(feedCacheKey(token), async () => {
        const screen = await s.requireLiveScreen(ctx, token);
        const shop = await s.loadShopFeed(ctx, screen.coffeeshopId);
        return { coffeeshopId: screen.coffeeshopId, body: JSON.stringify({ screen: s.screenPart(screen), ...shop }) };
      });
      return cachedJson(body, Object.fromEntries(FEED_HEADERS));
    });
  router.get('/api/screens/:token/events', (c) => screenEvents(c, shutdown));
  return router;
}

export { screenFeedFastPath } from './feed-fast-path.ts';
