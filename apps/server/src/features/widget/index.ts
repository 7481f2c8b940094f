import { WIDGET_SCRIPT_PATH } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import * as h from './widget.handlers.ts';
import * as r from './widget.routes.ts';
import { widgetScript } from './widget-script.ts';

/**
 * The booking widget for a venue's own website (issue 22 item 5, ADR 058): the script that embeds it and the venue
 * it shows. The page itself is the web app's `/widget/reserveren/:venueId`; booking uses horeca's own routes.
 */
export function widgetRouter(tuning: { publicUrl: string }) {
  const script = widgetScript(tuning.publicUrl);
  const router = createRouter();
  router.get(WIDGET_SCRIPT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(script);
  });
  return router.openapi(r.widgetVenueRoute, h.widgetVenue);
}
