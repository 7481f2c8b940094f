import { createRouter } from '../../platform/openapi.ts';
import { screenEvents } from './screen-events.ts';
import * as h from './screens.handlers.ts';
import * as r from './screens.routes.ts';

/** `shutdown` ends the open event streams on SIGTERM/SIGINT. */
export function screensRouter(shutdown: AbortSignal) {
  return createRouter()
    .openapi(r.listScreensRoute, h.listScreens)
    .openapi(r.createScreenRoute, h.createScreen)
    .openapi(r.updateScreenRoute, h.updateScreen)
    .openapi(r.revokeScreenRoute, h.revokeScreen)
    .openapi(r.pairRoute, h.pair)
    .openapi(r.feedRoute, h.feed)
    .openapi(r.menuViewRoute, h.menuView)
    .get(r.EVENTS_PATH, (c) => screenEvents(c, shutdown));
}

export { screenFeedFastPath } from './feed-fast-path.ts';
