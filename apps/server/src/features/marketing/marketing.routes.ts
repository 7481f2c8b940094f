import { createRoute, z } from '@hono/zod-openapi';
import {
  ChoosePlanInputSchema,
  ChoosePlanResultSchema,
  ContactHandledInputSchema,
  ContactInputSchema,
  ContactListQuerySchema,
  ContactMessageIdParamsSchema,
  ContactMessageSchema,
  MyBusinessPlanSchema,
  ProductParamsSchema,
  ProductPlaceParamsSchema,
  ProductToggleInputSchema,
  ProductUserSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['marketing'];
const tooMany = { 429: { description: 'Te veel berichten vanaf dit adres' } };

export const contactRoute = createRoute({
  method: 'post',
  path: '/api/contact',
  tags,
  summary: 'Contactformulier of demo-aanvraag versturen (honeypot `website`; max. 5 per uur per adres)',
  request: jsonBody(ContactInputSchema),
  responses: { 201: jsonResponse(z.object({ received: z.literal(true) }), 'Ontvangen'), ...errorResponses(422), ...tooMany },
});

export const contactListRoute = createRoute({
  method: 'get',
  path: '/api/admin/contact',
  tags,
  summary: 'Berichten van het contactformulier (admins)',
  request: { query: ContactListQuerySchema },
  responses: { 200: jsonResponse(z.array(ContactMessageSchema), 'Berichten'), ...errorResponses(401, 403, 422) },
});

export const contactHandledRoute = createRoute({
  method: 'patch',
  path: '/api/admin/contact/{messageId}',
  tags,
  summary: 'Een bericht als behandeld (of weer open) markeren',
  request: { params: ContactMessageIdParamsSchema, ...jsonBody(ContactHandledInputSchema) },
  responses: { 200: jsonResponse(ContactMessageSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 404, 422) },
});

export const myPlansRoute = createRoute({
  method: 'get',
  path: '/api/me/plans',
  tags,
  summary: 'De zaken van de eigenaar met hun abonnement en modules',
  responses: { 200: jsonResponse(z.array(MyBusinessPlanSchema), 'Zaken'), ...errorResponses(401) },
});

export const choosePlanRoute = createRoute({
  method: 'post',
  path: '/api/me/plans',
  tags,
  summary: 'Een abonnement kiezen voor een eigen zaak: factuur via de betaalprovider, modules aan',
  request: jsonBody(ChoosePlanInputSchema),
  responses: { 201: jsonResponse(ChoosePlanResultSchema, 'Gekozen'), ...errorResponses(401, 403, 404, 422) },
});

export const productUsersRoute = createRoute({
  method: 'get',
  path: '/api/admin/modules/{product}',
  tags,
  summary: 'Alle zaken met hun abonnement en of deze module aan staat (admins)',
  request: { params: ProductParamsSchema },
  responses: { 200: jsonResponse(z.array(ProductUserSchema), 'Zaken'), ...errorResponses(401, 403, 422) },
});

export const productPlaceRoute = createRoute({
  method: 'get',
  path: '/api/admin/modules/{product}/{placeKind}/{placeId}',
  tags,
  summary: 'Eén zaak en deze module (admins)',
  request: { params: ProductPlaceParamsSchema },
  responses: { 200: jsonResponse(ProductUserSchema, 'Zaak'), ...errorResponses(401, 403, 404, 422) },
});

export const productToggleRoute = createRoute({
  method: 'put',
  path: '/api/admin/modules/{product}/{placeKind}/{placeId}',
  tags,
  summary: 'Een module voor één zaak aan- of uitzetten (admins, in het auditlog)',
  request: { params: ProductPlaceParamsSchema, ...jsonBody(ProductToggleInputSchema) },
  responses: { 200: jsonResponse(ProductUserSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 404, 422) },
});

export const productFinderRoute = createRoute({
  method: 'get',
  path: '/api/modules/{product}/coffeeshops',
  tags,
  summary: 'Coffeeshops die deze module gebruiken (ingelogd en geverifieerd)',
  request: { params: ProductParamsSchema },
  responses: { 200: jsonResponse(z.array(ProductUserSchema), 'Coffeeshops'), ...errorResponses(401, 403, 422) },
});
