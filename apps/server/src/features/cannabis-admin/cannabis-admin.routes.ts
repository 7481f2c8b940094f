import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminPlaceSchema,
  AdminProductPageSchema,
  AdminProductQuerySchema,
  CannabisOverviewSchema,
  CoffeeshopCreateSchema,
  EditableCoffeeshopSchema,
  PlaceActiveInputSchema,
  PlaceAdminStateSchema,
  PlaceOwnerInputSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['admin'];

export const productsRoute = createRoute({
  method: 'get',
  path: '/api/admin/products',
  tags,
  summary: 'Alle producten van alle coffeeshops (admins), 25 per pagina',
  request: { query: AdminProductQuerySchema },
  responses: { 200: jsonResponse(AdminProductPageSchema, 'Producten'), ...errorResponses(401, 403, 422) },
});

export const overviewRoute = createRoute({
  method: 'get',
  path: '/api/admin/cannabis/overview',
  tags,
  summary: 'Stand van zaken coffeeshops: zichtbaarheid, voorraad, telers, schermen (admins)',
  responses: { 200: jsonResponse(CannabisOverviewSchema, 'Overzicht'), ...errorResponses(401, 403) },
});

export const createShopRoute = createRoute({
  method: 'post',
  path: '/api/admin/coffeeshops',
  tags,
  summary: 'Een coffeeshop toevoegen (admins), optioneel met eigenaar',
  request: jsonBody(CoffeeshopCreateSchema),
  responses: { 201: jsonResponse(EditableCoffeeshopSchema, 'Toegevoegd'), ...errorResponses(401, 403, 409, 422) },
});

export const shopActiveRoute = createRoute({
  method: 'post',
  path: '/api/admin/coffeeshops/{id}/status',
  tags,
  summary: 'Een coffeeshop offline halen of weer online zetten (admins)',
  request: { params: IdParamsSchema, ...jsonBody(PlaceActiveInputSchema) },
  responses: { 200: jsonResponse(PlaceAdminStateSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const shopOwnerRoute = createRoute({
  method: 'post',
  path: '/api/admin/coffeeshops/{id}/owner',
  tags,
  summary: 'Een coffeeshop overdragen aan een ander account, of aan niemand (admins)',
  request: { params: IdParamsSchema, ...jsonBody(PlaceOwnerInputSchema) },
  responses: { 200: jsonResponse(PlaceAdminStateSchema, 'Overgedragen'), ...errorResponses(401, 403, 404, 422) },
});

export const shopListRoute = createRoute({
  method: 'get',
  path: '/api/admin/coffeeshops',
  tags,
  summary: 'Alle coffeeshops, ook offline, met eigenaar (admins)',
  responses: { 200: jsonResponse(z.array(AdminPlaceSchema), 'Coffeeshops'), ...errorResponses(401, 403) },
});
