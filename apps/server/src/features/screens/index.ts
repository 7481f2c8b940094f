import type { ScreenFeed } from '@platform/core';
import { serviceContext } from '../../context.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { createFeedCache } from './feed-cache.ts';
import { screenEvents } from './screen-events.ts';
import * as r from './screens.routes.ts';
import * as s from './screens.service.ts';

export function screensRouter(realtime: Realtime, shutdown: AbortSignal) {
  const cache = createFeedCache<Omit<ScreenFeed, 'screen'>>(realtime);
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
      const screen = await s.requireLiveScreen(ctx, c.req.valid('param').token);
      const shop = await cache.get(screen.coffeeshopId, () => s.loadShopFeed(ctx, screen.coffeeshopId));
      c.header('Cache-Control', 'no-store');
      return c.json({ screen: s.screenPart(screen), ...shop }, 200);
    });
  router.get('/api/screens/:token/events', (c) => screenEvents(c, shutdown));
  return router;
}
