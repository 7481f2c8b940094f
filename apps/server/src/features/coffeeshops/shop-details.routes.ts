import { createRoute } from '@hono/zod-openapi';
import { CoffeeshopInputSchema, EditableCoffeeshopSchema } from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['coffeeshops'];

// Under /manage/: `/api/coffeeshops/{plaats}/{slug}` is the public page, so an id path of two segments would clash.
export const getDetailsRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/manage/{id}/details',
  tags,
  summary: 'Alle gegevens van een coffeeshop om te bewerken (eigenaar, beheerder of admin)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(EditableCoffeeshopSchema, 'Gegevens'), ...errorResponses(401, 403, 404) },
});

export const updateDetailsRoute = createRoute({
  method: 'put',
  path: '/api/coffeeshops/manage/{id}/details',
  tags,
  summary: 'Alle gegevens van een coffeeshop opslaan (eigenaar, beheerder of admin)',
  request: { params: IdParamsSchema, ...jsonBody(CoffeeshopInputSchema) },
  responses: { 200: jsonResponse(EditableCoffeeshopSchema, 'Opgeslagen'), ...errorResponses(401, 403, 404, 409, 422) },
});
