import { createRoute, z } from '@hono/zod-openapi';
import { TelerOptionSchema, TelerPublicSchema } from '@platform/core';
import { errorResponses, jsonResponse } from '../../platform/openapi.ts';

export const listTelerOptionsRoute = createRoute({
  method: 'get',
  path: '/api/telers/options',
  tags: ['telers'],
  summary: 'Actieve telers voor keuzelijsten',
  responses: { 200: jsonResponse(z.array(TelerOptionSchema), 'Telers op naam') },
});

const Slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Ongeldige link');

export const listTelersRoute = createRoute({
  method: 'get',
  path: '/api/telers',
  tags: ['telers'],
  summary: 'Actieve telers, optioneel per plaats (aangewezen telers alleen met feiten)',
  request: { query: z.object({ plaats: Slug.optional() }) },
  responses: { 200: jsonResponse(z.array(TelerPublicSchema), 'Telers'), ...errorResponses(422) },
});

export const getTelerRoute = createRoute({
  method: 'get',
  path: '/api/telers/{slug}',
  tags: ['telers'],
  summary: 'Eén teler',
  request: { params: z.object({ slug: Slug }) },
  responses: { 200: jsonResponse(TelerPublicSchema, 'Teler'), ...errorResponses(404, 422) },
});
