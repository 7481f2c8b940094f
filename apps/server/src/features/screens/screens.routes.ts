import { createRoute, z } from '@hono/zod-openapi';
import { PairInputSchema, ScreenFeedSchema, ScreenInputSchema, ScreenSchema } from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['screens'];
/** Screen management sits under the shop's menu area: the `/api/menu` login guard in app.ts covers it. */
const ScreenParams = z.object({ id: z.string().min(1), screenId: z.string().min(1) });
export const TokenParams = z.object({ token: z.string().min(1).max(100) });

export const listScreensRoute = createRoute({
  method: 'get',
  path: '/api/menu/shops/{id}/screens',
  tags,
  summary: 'Schermen van een coffeeshop (eigenaar, beheerder of admin)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(z.array(ScreenSchema), 'Schermen'), ...errorResponses(401, 403, 404) },
});

export const createScreenRoute = createRoute({
  method: 'post',
  path: '/api/menu/shops/{id}/screens',
  tags,
  summary: 'Scherm registreren: geheime URL en koppelcode',
  request: { params: IdParamsSchema, ...jsonBody(ScreenInputSchema) },
  responses: { 201: jsonResponse(ScreenSchema, 'Geregistreerd'), ...errorResponses(401, 403, 404, 422) },
});

export const updateScreenRoute = createRoute({
  method: 'put',
  path: '/api/menu/shops/{id}/screens/{screenId}',
  tags,
  summary: 'Naam, indeling (kolommen, categorieën, dagdelen) en dimmen wijzigen',
  request: { params: ScreenParams, ...jsonBody(ScreenInputSchema) },
  responses: { 200: jsonResponse(ScreenSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 404, 422) },
});

export const revokeScreenRoute = createRoute({
  method: 'post',
  path: '/api/menu/shops/{id}/screens/{screenId}/revoke',
  tags,
  summary: 'Scherm intrekken: het toont direct niets meer',
  request: { params: ScreenParams },
  responses: { 200: jsonResponse(ScreenSchema, 'Ingetrokken'), ...errorResponses(401, 403, 404) },
});

export const pairRoute = createRoute({
  method: 'post',
  path: '/api/screens/pair',
  tags,
  summary: 'Een scherm koppelen met zijn koppelcode (zonder login)',
  request: jsonBody(PairInputSchema),
  responses: {
    200: jsonResponse(z.object({ token: z.string(), coffeeshopId: z.string() }), 'Gekoppeld'),
    ...errorResponses(404, 422),
  },
});

export const feedRoute = createRoute({
  method: 'get',
  path: '/api/screens/{token}/feed',
  tags,
  summary: 'Het menu voor één scherm (zonder login, via de geheime URL)',
  request: { params: TokenParams },
  responses: { 200: jsonResponse(ScreenFeedSchema, 'Menu'), ...errorResponses(404) },
});

export const menuViewRoute = createRoute({
  method: 'post',
  path: '/api/screens/{token}/menu-views',
  tags,
  summary: 'Het scherm toont zijn menu: telt als menuweergave voor dit uur (zonder login, via de geheime URL)',
  description:
    'Eén menuweergave per scherm per klokuur, hoe vaak het scherm dit ook meldt (ADR 076). Er wordt geen IP-adres of apparaat-id bewaard.',
  request: { params: TokenParams },
  responses: { 204: { description: 'Geteld' }, ...errorResponses(404) },
});

/** Server-Sent Events for one screen (`screen-events.ts`); a stream, so outside the OpenAPI description. */
export const EVENTS_PATH = '/api/screens/:token/events';
