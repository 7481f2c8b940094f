import { createRoute, z } from '@hono/zod-openapi';
import {
  CitySchema,
  CoffeeshopDetailSchema,
  CoffeeshopNewsSchema,
  CoffeeshopOptionSchema,
  CoffeeshopSettingsInputSchema,
  CoffeeshopSummarySchema,
  FinderQuerySchema,
  FinderResultSchema,
  MenuVisibilitySchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['coffeeshops'];
const Slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Ongeldige link');

export const listOptionsRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/options',
  tags,
  summary: 'Actieve coffeeshops (naam en plaats) voor keuzelijsten',
  responses: { 200: jsonResponse(z.array(CoffeeshopOptionSchema), 'Coffeeshops op plaats en naam') },
});

export const listCitiesRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/cities',
  tags,
  summary: 'Plaatsen met het aantal coffeeshops',
  responses: { 200: jsonResponse(z.array(CitySchema), 'Plaatsen') },
});

export const listShopsRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops',
  tags,
  summary: 'Coffeeshops (naam, adres, openingstijden), optioneel per plaats',
  request: { query: z.object({ plaats: Slug.optional() }) },
  responses: { 200: jsonResponse(z.array(CoffeeshopSummarySchema), 'Coffeeshops'), ...errorResponses(404, 422) },
});

export const onlineMenusRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/online-menus',
  tags,
  summary: 'Coffeeshops waarvan het menu online zichtbaar is voor deze geverifieerde bezoeker',
  responses: { 200: jsonResponse(z.array(CoffeeshopSummarySchema), 'Coffeeshops'), ...errorResponses(401, 403) },
});

export const getShopRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/{plaats}/{slug}',
  tags,
  summary: 'Eén coffeeshop; het menu alleen als de zichtbaarheid het toestaat',
  request: { params: z.object({ plaats: Slug, slug: Slug }) },
  responses: { 200: jsonResponse(CoffeeshopDetailSchema, 'Coffeeshop'), ...errorResponses(404, 422) },
});

export const getNewsRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/{plaats}/{slug}/nieuws/{newsSlug}',
  tags,
  summary: 'Een nieuwsbericht van een coffeeshop',
  request: { params: z.object({ plaats: Slug, slug: Slug, newsSlug: Slug }) },
  responses: { 200: jsonResponse(CoffeeshopNewsSchema, 'Nieuws'), ...errorResponses(404, 422) },
});

export const updateSettingsRoute = createRoute({
  method: 'patch',
  path: '/api/coffeeshops/{id}/settings',
  tags,
  summary: 'Menu-zichtbaarheid wijzigen (eigenaar, beheerder of admin)',
  request: { params: IdParamsSchema, ...jsonBody(CoffeeshopSettingsInputSchema) },
  responses: {
    200: jsonResponse(z.object({ id: z.string(), menuVisibility: MenuVisibilitySchema }), 'Bijgewerkt'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const finderRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/finder',
  tags,
  summary: 'Coffeeshop-wizard: plaats, nu open, categorie, effect (menu-filters alleen waar het menu zichtbaar is)',
  request: { query: FinderQuerySchema },
  responses: { 200: jsonResponse(FinderResultSchema, 'Resultaat'), ...errorResponses(404, 422) },
});
