import { createRoute, z } from '@hono/zod-openapi';
import { CoffeeshopOptionSchema } from '@platform/core';
import { jsonResponse } from '../../platform/openapi.ts';

export const listOptionsRoute = createRoute({
  method: 'get',
  path: '/api/coffeeshops/options',
  tags: ['coffeeshops'],
  summary: 'Actieve coffeeshops (naam en plaats) voor keuzelijsten',
  responses: { 200: jsonResponse(z.array(CoffeeshopOptionSchema), 'Coffeeshops op plaats en naam') },
});
