import { createRoute, z } from '@hono/zod-openapi';
import { PlaceReportSchema, ReportPlaceParamsSchema, ReportQuerySchema } from '@platform/core';
import { errorResponses, jsonResponse } from '../../platform/openapi.ts';

const tags = ['reports'];

export const placeReportRoute = createRoute({
  method: 'get',
  path: '/api/reports/places/{kind}/{id}',
  tags,
  summary:
    'Rapport van een coffeeshop of horecazaak per dag, met de periode ervoor (eigenaar, beheerder met gegevensrecht, admin)',
  request: { params: ReportPlaceParamsSchema, query: ReportQuerySchema },
  responses: { 200: jsonResponse(PlaceReportSchema, 'Rapport'), ...errorResponses(401, 403, 404, 422) },
});

export const placeReportCsvRoute = createRoute({
  method: 'get',
  path: '/api/reports/places/{kind}/{id}/csv',
  tags,
  summary: 'Hetzelfde rapport als CSV (één regel per dag)',
  request: { params: ReportPlaceParamsSchema, query: ReportQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 403, 404, 422),
  },
});
