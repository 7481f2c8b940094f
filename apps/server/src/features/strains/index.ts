import { createRoute } from '@hono/zod-openapi';
import { StrainDiscoverySchema, StrainQuerySchema } from '@platform/core';
import { serviceContext } from '../../context.ts';
import { createRouter, errorResponses, jsonResponse } from '../../platform/openapi.ts';
import { discoverStrains } from './strains.service.ts';

const discoverRoute = createRoute({
  method: 'get',
  path: '/api/strains',
  tags: ['strains'],
  summary: 'Soorten (type, categorie, THC/CBD-bereik, aantal zaken) uit menu’s die deze bezoeker online mag zien; zonder prijzen',
  request: { query: StrainQuerySchema },
  responses: { 200: jsonResponse(StrainDiscoverySchema, 'Soorten'), ...errorResponses(422) },
});

export function strainsRouter() {
  return createRouter().openapi(discoverRoute, async (c) =>
    c.json(await discoverStrains(serviceContext(c), c.req.valid('query')), 200),
  );
}
