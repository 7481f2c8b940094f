import { createRoute, z } from '@hono/zod-openapi';
import { FavoriteInputSchema, FavoriteSchema } from '@platform/core';
import { serviceContext } from '../../context.ts';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/favorites',
  tags: ['favorites'],
  summary: 'Mijn bewaarde coffeeshops en producten, met links',
  responses: { 200: jsonResponse(z.array(FavoriteSchema), 'Favorieten'), ...errorResponses(401, 403) },
});

const addRoute = createRoute({
  method: 'post',
  path: '/api/favorites',
  tags: ['favorites'],
  summary: 'Bewaren (alleen wat je mag zien)',
  request: jsonBody(FavoriteInputSchema),
  responses: { 201: jsonResponse(FavoriteSchema, 'Bewaard'), ...errorResponses(401, 403, 404, 422) },
});

const removeRoute = createRoute({
  method: 'post',
  path: '/api/favorites/remove',
  tags: ['favorites'],
  summary: 'Niet meer bewaren',
  request: jsonBody(FavoriteInputSchema),
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 422) },
});

export function favoritesRouter() {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listFavorites(serviceContext(c)), 200))
    .openapi(addRoute, async (c) => c.json(await addFavorite(serviceContext(c), c.req.valid('json')), 201))
    .openapi(removeRoute, async (c) => {
      await removeFavorite(serviceContext(c), c.req.valid('json'));
      return c.body(null, 204);
    });
}
