import { createRoute, z } from '@hono/zod-openapi';
import { TelerAdminSchema, TelerInputSchema, TelerOptionSchema, TelerPublicSchema } from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

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

const adminTags = ['admin', 'telers'];

export const listAllRoute = createRoute({
  method: 'get',
  path: '/api/admin/telers',
  tags: adminTags,
  summary: 'Alle telers met alle velden (admins)',
  responses: { 200: jsonResponse(z.array(TelerAdminSchema), 'Telers'), ...errorResponses(401, 403) },
});

export const createTelerRoute = createRoute({
  method: 'post',
  path: '/api/admin/telers',
  tags: adminTags,
  summary: 'Teler toevoegen (admins)',
  request: jsonBody(TelerInputSchema),
  responses: { 201: jsonResponse(TelerAdminSchema, 'Toegevoegd'), ...errorResponses(401, 403, 409, 422) },
});

export const updateTelerRoute = createRoute({
  method: 'put',
  path: '/api/admin/telers/{id}',
  tags: adminTags,
  summary: 'Teler bijwerken (admins)',
  request: { params: IdParamsSchema, ...jsonBody(TelerInputSchema) },
  responses: { 200: jsonResponse(TelerAdminSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 404, 409, 422) },
});
