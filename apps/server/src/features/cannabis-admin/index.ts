import { createRoute } from '@hono/zod-openapi';
import { AdminProductPageSchema, AdminProductQuerySchema, CannabisOverviewSchema } from '@platform/core';
import { serviceContext } from '../../context.ts';
import { createRouter, errorResponses, jsonResponse } from '../../platform/openapi.ts';
import { adminProducts, cannabisOverview } from './cannabis-admin.service.ts';

const tags = ['admin'];

const productsRoute = createRoute({
  method: 'get',
  path: '/api/admin/products',
  tags,
  summary: 'Alle producten van alle coffeeshops (admins), 25 per pagina',
  request: { query: AdminProductQuerySchema },
  responses: { 200: jsonResponse(AdminProductPageSchema, 'Producten'), ...errorResponses(401, 403, 422) },
});

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/admin/cannabis/overview',
  tags,
  summary: 'Stand van zaken coffeeshops: zichtbaarheid, voorraad, telers, schermen (admins)',
  responses: { 200: jsonResponse(CannabisOverviewSchema, 'Overzicht'), ...errorResponses(401, 403) },
});

export function cannabisAdminRouter() {
  return createRouter()
    .openapi(productsRoute, async (c) => c.json(await adminProducts(serviceContext(c), c.req.valid('query')), 200))
    .openapi(overviewRoute, async (c) => c.json(await cannabisOverview(serviceContext(c)), 200));
}
