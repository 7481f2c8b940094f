import { createRoute, z } from '@hono/zod-openapi';
import {
  PlaceReportSchema,
  PlatformReportSchema,
  ReportPlaceParamsSchema,
  ReportQuerySchema,
  UnsubscribeParamsSchema,
  WeeklyMailSettingSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

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

export const platformReportRoute = createRoute({
  method: 'get',
  path: '/api/reports/platform',
  tags,
  summary:
    'Rapport van het hele platform per dag, met de periode ervoor: alle zaken opgeteld, aanmeldingen en zaken online (admin)',
  request: { query: ReportQuerySchema },
  responses: { 200: jsonResponse(PlatformReportSchema, 'Platformrapport'), ...errorResponses(401, 403, 422) },
});

export const platformReportCsvRoute = createRoute({
  method: 'get',
  path: '/api/reports/platform/csv',
  tags,
  summary: 'Hetzelfde platformrapport als CSV (één regel per dag)',
  request: { query: ReportQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 403, 422),
  },
});

export const weeklyMailRoute = createRoute({
  method: 'get',
  path: '/api/reports/weekly-mail',
  tags,
  summary: 'Of ik de wekelijkse samenvatting per e-mail krijg',
  responses: { 200: jsonResponse(WeeklyMailSettingSchema, 'Keuze'), ...errorResponses(401) },
});

export const setWeeklyMailRoute = createRoute({
  method: 'put',
  path: '/api/reports/weekly-mail',
  tags,
  summary: 'De wekelijkse samenvatting aan- of uitzetten (eigenaar of beheerder met gegevensrecht van een zaak)',
  request: jsonBody(WeeklyMailSettingSchema),
  responses: { 200: jsonResponse(WeeklyMailSettingSchema, 'Keuze'), ...errorResponses(401, 403, 422) },
});

export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/api/report-mail/unsubscribe/{token}',
  tags,
  summary: 'Afmelden voor de wekelijkse samenvatting met de link uit de e-mail (zonder inloggen)',
  request: { params: UnsubscribeParamsSchema },
  responses: {
    200: jsonResponse(z.object({ unsubscribed: z.literal(true) }), 'Afgemeld'),
    ...errorResponses(404, 422),
  },
});
