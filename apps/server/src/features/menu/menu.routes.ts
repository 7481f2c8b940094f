import { createRoute, z } from '@hono/zod-openapi';
import {
  BulkPriceInputSchema,
  CsvImportInputSchema,
  CsvImportResultSchema,
  ManagedProductSchema,
  ManagedShopSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductPatchSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['menu'];
const ProductParams = z.object({ id: z.string().min(1), productId: z.string().min(1) });

export const managedShopsRoute = createRoute({
  method: 'get',
  path: '/api/menu/shops',
  tags,
  summary: 'Coffeeshops die ik beheer (eigenaar of beheerder; admins: alle)',
  responses: { 200: jsonResponse(z.array(ManagedShopSchema), 'Coffeeshops'), ...errorResponses(401) },
});

export const listProductsRoute = createRoute({
  method: 'get',
  path: '/api/menu/shops/{id}/products',
  tags,
  summary: 'Producten van een coffeeshop, 25 per pagina, met filters, sortering en voorraadwaarschuwing',
  request: { params: IdParamsSchema, query: ProductListQuerySchema },
  responses: { 200: jsonResponse(ProductPageSchema, 'Pagina'), ...errorResponses(401, 403, 404, 422) },
});

export const createProductRoute = createRoute({
  method: 'post',
  path: '/api/menu/shops/{id}/products',
  tags,
  summary: 'Product toevoegen',
  request: { params: IdParamsSchema, ...jsonBody(ProductInputSchema) },
  responses: { 201: jsonResponse(ManagedProductSchema, 'Toegevoegd'), ...errorResponses(401, 403, 404, 422) },
});

export const updateProductRoute = createRoute({
  method: 'patch',
  path: '/api/menu/shops/{id}/products/{productId}',
  tags,
  summary: 'Product wijzigen (ook voorraad en actief)',
  request: { params: ProductParams, ...jsonBody(ProductPatchSchema) },
  responses: { 200: jsonResponse(ManagedProductSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 404, 422) },
});

export const bulkPriceRoute = createRoute({
  method: 'post',
  path: '/api/menu/shops/{id}/bulk-price',
  tags,
  summary: 'Alle prijzen (of één categorie) met een percentage verhogen of verlagen',
  request: { params: IdParamsSchema, ...jsonBody(BulkPriceInputSchema) },
  responses: { 200: jsonResponse(z.object({ updated: z.number().int() }), 'Bijgewerkt'), ...errorResponses(401, 403, 404, 422) },
});

export const exportCsvRoute = createRoute({
  method: 'get',
  path: '/api/menu/shops/{id}/products.csv',
  tags,
  summary: 'Menu als CSV (puntkomma-gescheiden)',
  request: { params: IdParamsSchema },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(401, 403, 404) },
});

export const importCsvRoute = createRoute({
  method: 'post',
  path: '/api/menu/shops/{id}/import',
  tags,
  summary: 'CSV controleren (dryRun) of importeren; bij één foute rij wordt niets geïmporteerd',
  request: { params: IdParamsSchema, ...jsonBody(CsvImportInputSchema) },
  responses: { 200: jsonResponse(CsvImportResultSchema, 'Voorbeeld of resultaat'), ...errorResponses(401, 403, 404, 422) },
});
