import { createRoute, z } from '@hono/zod-openapi';
import { FavoriteInputSchema, FavoriteSchema } from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

export const listRoute = createRoute({
  method: 'get',
  path: '/api/favorites',
  tags: ['favorites'],
  summary: 'Mijn bewaarde coffeeshops en producten, met links',
  responses: { 200: jsonResponse(z.array(FavoriteSchema), 'Favorieten'), ...errorResponses(401, 403) },
});

export const addRoute = createRoute({
  method: 'post',
  path: '/api/favorites',
  tags: ['favorites'],
  summary: 'Bewaren (alleen wat je mag zien)',
  request: jsonBody(FavoriteInputSchema),
  responses: { 201: jsonResponse(FavoriteSchema, 'Bewaard'), ...errorResponses(401, 403, 404, 422) },
});

export const removeRoute = createRoute({
  method: 'post',
  path: '/api/favorites/remove',
  tags: ['favorites'],
  summary: 'Niet meer bewaren',
  request: jsonBody(FavoriteInputSchema),
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 422) },
});
