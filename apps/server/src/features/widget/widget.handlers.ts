import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './widget.routes.ts';
import * as widget from './widget.service.ts';

export const widgetVenue: Handler<typeof routes.widgetVenueRoute> = async (c) =>
  c.json(await widget.widgetVenue(serviceContext(c), c.req.valid('param').venueId), 200);
