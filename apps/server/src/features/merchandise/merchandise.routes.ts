import { createRoute, z } from '@hono/zod-openapi';
import {
  ManagedMerchandiseSchema,
  MerchandiseInputSchema,
  MerchandiseOrderInputSchema,
  MerchandiseOrderSchema,
  MerchandisePublicationInputSchema,
  MerchandiseSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['merchandise'];
const ItemParams = z.object({ merchandiseId: z.string().min(1) });
const PartnerItemParams = IdParamsSchema.extend({ merchandiseId: z.string().min(1) });
const ImageResponse = jsonResponse(z.object({ url: z.string() }), 'Opgeslagen');
const IMAGE_SUMMARY = 'Een productfoto uploaden (multipart: file; JPEG/PNG/WebP, max. 10 MB); opgeslagen als WebP';

// Public

export const publicItemRoute = createRoute({
  method: 'get',
  path: '/api/merchandise/{merchandiseId}',
  tags,
  summary: 'Een gepubliceerd artikel (van een goedgekeurde partner of van het platform)',
  request: { params: ItemParams },
  responses: { 200: jsonResponse(MerchandiseSchema, 'Artikel'), ...errorResponses(404) },
});

export const orderRoute = createRoute({
  method: 'post',
  path: '/api/merchandise/{merchandiseId}/orders',
  tags,
  summary: 'Een bestelaanvraag versturen (zonder betaling); de verkoper krijgt een e-mail, de koper een bevestiging',
  request: { params: ItemParams, ...jsonBody(MerchandiseOrderInputSchema) },
  responses: {
    201: jsonResponse(z.object({ received: z.literal(true) }), 'Ontvangen'),
    ...errorResponses(404, 422),
    429: { description: 'Te veel aanvragen vanaf dit adres' },
  },
});

export const partnerItemsRoute = createRoute({
  method: 'get',
  path: '/api/partners/{slug}/merchandise',
  tags,
  summary: 'De gepubliceerde artikelen van een goedgekeurde partner',
  request: { params: z.object({ slug: z.string().min(1) }) },
  responses: { 200: jsonResponse(z.array(MerchandiseSchema), 'Artikelen'), ...errorResponses(404) },
});

// The partner dashboard (members and admins)

export const dashboardListRoute = createRoute({
  method: 'get',
  path: '/api/partner-dashboard/{id}/merchandise',
  tags,
  summary: 'De artikelen van een partner, ook niet-gepubliceerde',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(z.array(ManagedMerchandiseSchema), 'Artikelen'), ...errorResponses(401, 403, 404) },
});

export const dashboardItemRoute = createRoute({
  method: 'get',
  path: '/api/partner-dashboard/{id}/merchandise/{merchandiseId}',
  tags,
  summary: 'Eén artikel van een partner om te bewerken',
  request: { params: PartnerItemParams },
  responses: { 200: jsonResponse(ManagedMerchandiseSchema, 'Artikel'), ...errorResponses(401, 403, 404) },
});

export const dashboardCreateRoute = createRoute({
  method: 'post',
  path: '/api/partner-dashboard/{id}/merchandise',
  tags,
  summary: 'Een artikel toevoegen (publiceren: eerst de compliancecheck)',
  request: { params: IdParamsSchema, ...jsonBody(MerchandiseInputSchema) },
  responses: { 201: jsonResponse(ManagedMerchandiseSchema, 'Toegevoegd'), ...errorResponses(401, 403, 404, 422) },
});

export const dashboardUpdateRoute = createRoute({
  method: 'put',
  path: '/api/partner-dashboard/{id}/merchandise/{merchandiseId}',
  tags,
  summary: 'Een artikel wijzigen (publiceren: eerst de compliancecheck)',
  request: { params: PartnerItemParams, ...jsonBody(MerchandiseInputSchema) },
  responses: { 200: jsonResponse(ManagedMerchandiseSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const dashboardRemoveRoute = createRoute({
  method: 'delete',
  path: '/api/partner-dashboard/{id}/merchandise/{merchandiseId}',
  tags,
  summary: 'Een artikel verwijderen (met zijn bestelaanvragen)',
  request: { params: PartnerItemParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404) },
});

export const dashboardImageRoute = createRoute({
  method: 'post',
  path: '/api/partner-dashboard/{id}/merchandise-images',
  tags,
  summary: IMAGE_SUMMARY,
  request: { params: IdParamsSchema },
  responses: { 201: ImageResponse, ...errorResponses(401, 403, 404, 422) },
});

export const dashboardOrdersRoute = createRoute({
  method: 'get',
  path: '/api/partner-dashboard/{id}/merchandise-orders',
  tags,
  summary: 'De bestelaanvragen voor de artikelen van een partner, nieuwste eerst',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(z.array(MerchandiseOrderSchema), 'Bestelaanvragen'), ...errorResponses(401, 403, 404) },
});

// Admins

export const adminListRoute = createRoute({
  method: 'get',
  path: '/api/admin/merchandise',
  tags,
  summary: 'Alle artikelen: van het platform en van partners (admin)',
  responses: { 200: jsonResponse(z.array(ManagedMerchandiseSchema), 'Artikelen'), ...errorResponses(401, 403) },
});

export const adminItemRoute = createRoute({
  method: 'get',
  path: '/api/admin/merchandise/{merchandiseId}',
  tags,
  summary: 'Eén artikel (admin)',
  request: { params: ItemParams },
  responses: { 200: jsonResponse(ManagedMerchandiseSchema, 'Artikel'), ...errorResponses(401, 403, 404) },
});

export const adminCreateRoute = createRoute({
  method: 'post',
  path: '/api/admin/merchandise',
  tags,
  summary: 'Een artikel van het platform toevoegen (admin)',
  request: jsonBody(MerchandiseInputSchema),
  responses: { 201: jsonResponse(ManagedMerchandiseSchema, 'Toegevoegd'), ...errorResponses(401, 403, 422) },
});

export const adminUpdateRoute = createRoute({
  method: 'put',
  path: '/api/admin/merchandise/{merchandiseId}',
  tags,
  summary: 'Een artikel wijzigen, ook dat van een partner (admin; vastgelegd in het auditlog)',
  request: { params: ItemParams, ...jsonBody(MerchandiseInputSchema) },
  responses: { 200: jsonResponse(ManagedMerchandiseSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const adminPublicationRoute = createRoute({
  method: 'put',
  path: '/api/admin/merchandise/{merchandiseId}/publication',
  tags,
  summary: 'Een artikel publiceren of offline halen (admin)',
  request: { params: ItemParams, ...jsonBody(MerchandisePublicationInputSchema) },
  responses: { 200: jsonResponse(ManagedMerchandiseSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const adminRemoveRoute = createRoute({
  method: 'delete',
  path: '/api/admin/merchandise/{merchandiseId}',
  tags,
  summary: 'Een artikel van het platform verwijderen (admin; een partnerartikel haal je offline)',
  request: { params: ItemParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 409) },
});

export const adminImageRoute = createRoute({
  method: 'post',
  path: '/api/admin/merchandise-images',
  tags,
  summary: IMAGE_SUMMARY,
  responses: { 201: ImageResponse, ...errorResponses(401, 403, 422) },
});

export const adminOrdersRoute = createRoute({
  method: 'get',
  path: '/api/admin/merchandise-orders',
  tags,
  summary: 'De nieuwste bestelaanvragen van alle verkopers (admin)',
  responses: { 200: jsonResponse(z.array(MerchandiseOrderSchema), 'Bestelaanvragen'), ...errorResponses(401, 403) },
});

/** Hono paths of the image uploads, for their body limit. */
export const IMAGE_PATHS = ['/api/partner-dashboard/:id/merchandise-images', '/api/admin/merchandise-images'];
