import { createRoute, z } from '@hono/zod-openapi';
import {
  ApplicationSchema,
  ClaimableQuerySchema,
  ClaimableShopSchema,
  ClaimInputSchema,
  CoffeeshopStepInputSchema,
  HorecaStepInputSchema,
  idSchema,
  ReviewDecisionSchema,
  ReviewItemSchema,
  TownSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['onboarding'];

export const myApplicationRoute = createRoute({
  method: 'get',
  path: '/api/onboarding/coffeeshop',
  tags,
  summary: 'Mijn laatste aanmelding van een coffeeshop (concept, ingediend of besloten), of null',
  responses: { 200: jsonResponse(ApplicationSchema.nullable(), 'De aanmelding'), ...errorResponses(401, 403) },
});

export const saveStepRoute = createRoute({
  method: 'put',
  path: '/api/onboarding/coffeeshop',
  tags,
  summary: 'Eén stap van de wizard opslaan in het concept (de eerste stap begint het concept)',
  request: jsonBody(CoffeeshopStepInputSchema),
  responses: { 200: jsonResponse(ApplicationSchema, 'Opgeslagen'), ...errorResponses(401, 403, 409, 422) },
});

export const submitRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/coffeeshop/submit',
  tags,
  summary: 'Het complete concept indienen voor beoordeling',
  responses: { 200: jsonResponse(ApplicationSchema, 'Ingediend'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const townsRoute = createRoute({
  method: 'get',
  path: '/api/onboarding/towns',
  tags,
  summary: 'De plaatsen om uit te kiezen als de postcode onbekend is',
  responses: { 200: jsonResponse(z.array(TownSchema), 'Plaatsen'), ...errorResponses(401, 403) },
});

export const claimableRoute = createRoute({
  method: 'get',
  path: '/api/onboarding/coffeeshop/claimable',
  tags,
  summary: 'Coffeeshops zonder eigenaar die je kunt claimen',
  request: { query: ClaimableQuerySchema },
  responses: { 200: jsonResponse(z.array(ClaimableShopSchema), 'Coffeeshops'), ...errorResponses(401, 403, 422) },
});

export const claimRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/coffeeshop/claim',
  tags,
  summary: 'Een bestaande vermelding zonder eigenaar claimen (gaat naar de beoordeling)',
  request: jsonBody(ClaimInputSchema),
  responses: { 201: jsonResponse(ApplicationSchema, 'Claim ingediend'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const queueRoute = createRoute({
  method: 'get',
  path: '/api/admin/onboarding',
  tags,
  summary: 'Ingediende aanmeldingen en claims met mogelijke dubbelingen (admin)',
  responses: { 200: jsonResponse(z.array(ReviewItemSchema), 'Aanmeldingen'), ...errorResponses(401, 403) },
});

export const decideRoute = createRoute({
  method: 'post',
  path: '/api/admin/onboarding/{id}/decision',
  tags,
  summary: 'Goedkeuren, wijzigingen vragen of afwijzen (admin); de aanvrager krijgt een e-mail',
  request: { params: z.object({ id: idSchema('Onbekende aanvraag') }), ...jsonBody(ReviewDecisionSchema) },
  responses: { 200: jsonResponse(ApplicationSchema, 'Besluit vastgelegd'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const myHorecaApplicationRoute = createRoute({
  method: 'get',
  path: '/api/onboarding/horeca',
  tags,
  summary: 'Mijn laatste aanmelding van een horecazaak (concept, ingediend of besloten), of null',
  responses: { 200: jsonResponse(ApplicationSchema.nullable(), 'De aanmelding'), ...errorResponses(401, 403) },
});

export const saveHorecaStepRoute = createRoute({
  method: 'put',
  path: '/api/onboarding/horeca',
  tags,
  summary: 'Eén stap van de horeca-wizard opslaan in het concept',
  request: jsonBody(HorecaStepInputSchema),
  responses: { 200: jsonResponse(ApplicationSchema, 'Opgeslagen'), ...errorResponses(401, 403, 409, 422) },
});

export const submitHorecaRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/horeca/submit',
  tags,
  summary: 'Het complete horeca-concept indienen voor beoordeling',
  responses: { 200: jsonResponse(ApplicationSchema, 'Ingediend'), ...errorResponses(401, 403, 404, 409, 422) },
});
