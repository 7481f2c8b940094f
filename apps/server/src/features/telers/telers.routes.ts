import { createRoute, z } from '@hono/zod-openapi';
import { TelerOptionSchema } from '@platform/core';
import { jsonResponse } from '../../platform/openapi.ts';

export const listTelerOptionsRoute = createRoute({
  method: 'get',
  path: '/api/telers/options',
  tags: ['telers'],
  summary: 'Actieve telers voor keuzelijsten',
  responses: { 200: jsonResponse(z.array(TelerOptionSchema), 'Telers op naam') },
});
