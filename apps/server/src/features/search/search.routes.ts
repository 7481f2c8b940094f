import { createRoute } from '@hono/zod-openapi';
import { SearchQuerySchema, SearchResultsSchema } from '@platform/core';
import { errorResponses, jsonResponse } from '../../platform/openapi.ts';

export const searchRoute = createRoute({
  method: 'get',
  path: '/api/search',
  tags: ['search'],
  summary: 'Zoeken in plaatsen, coffeeshops, producten (als het menu zichtbaar is) en telers',
  request: { query: SearchQuerySchema },
  responses: { 200: jsonResponse(SearchResultsSchema, 'Resultaten per soort'), ...errorResponses(422) },
});
