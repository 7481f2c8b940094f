import { createRoute, z } from '@hono/zod-openapi';
import { NewsPostInputSchema, NewsPostSchema } from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['coffeeshops'];
const NewsParams = z.object({ id: z.string().min(1), newsId: z.string().min(1) });

export const listNewsRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/manage/{id}/news',
  tags,
  summary: 'Nieuwsberichten van een coffeeshop (eigenaar, beheerder of admin)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(z.array(NewsPostSchema), 'Berichten'), ...errorResponses(401, 403, 404) },
});

export const publishNewsRoute = createRoute({
  method: 'post',
  path: '/api/coffeeshops/manage/{id}/news',
  tags,
  summary: 'Een nieuwsbericht plaatsen; het moet door de compliance-check (eigenaar, beheerder of admin)',
  request: { params: IdParamsSchema, ...jsonBody(NewsPostInputSchema) },
  responses: { 201: jsonResponse(NewsPostSchema, 'Geplaatst'), ...errorResponses(401, 403, 404, 422) },
});

export const removeNewsRoute = createRoute({
  method: 'post',
  path: '/api/coffeeshops/manage/{id}/news/{newsId}/remove',
  tags,
  summary: 'Een nieuwsbericht verwijderen (eigenaar, beheerder of admin)',
  request: { params: NewsParams },
  responses: { 200: jsonResponse(z.object({ id: z.string() }), 'Verwijderd'), ...errorResponses(401, 403, 404) },
});
