import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, VenueDetailSchema } from '@platform/core';
import { errorResponses, jsonResponse } from '../../platform/openapi.ts';

export const widgetVenueRoute = createRoute({
  method: 'get',
  path: '/api/widget/venues/{venueId}',
  tags: ['horeca'],
  summary: 'De horecazaak van de reserveerwidget, op id (iedereen)',
  request: { params: z.object({ venueId: idSchema('Onbekende zaak') }) },
  responses: { 200: jsonResponse(VenueDetailSchema, 'Horecazaak'), ...errorResponses(404, 422) },
});
