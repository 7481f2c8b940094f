import { createRoute } from '@hono/zod-openapi';
import { StrainDiscoverySchema, StrainQuerySchema } from '@platform/core';
import { errorResponses, jsonResponse } from '../../platform/openapi.ts';

export const discoverRoute = createRoute({
  method: 'get',
  path: '/api/strains',
  tags: ['strains'],
  summary: 'Soorten (type, categorie, THC/CBD-bereik, aantal zaken) uit menu’s die deze bezoeker online mag zien; zonder prijzen',
  request: { query: StrainQuerySchema },
  responses: { 200: jsonResponse(StrainDiscoverySchema, 'Soorten'), ...errorResponses(422) },
});
