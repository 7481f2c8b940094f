import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, IdParamsSchema, jsonResponse } from '../../platform/openapi.ts';

/** Under the shop's menu area: the `/api/menu` login guard in app.ts covers it. */
export const uploadRoute = createRoute({
  method: 'post',
  path: '/api/menu/shops/{id}/images',
  tags: ['images'],
  summary: 'Productfoto uploaden (JPEG/PNG/WebP, max. 10 MB); opgeslagen als WebP in alle presets',
  request: { params: IdParamsSchema },
  responses: {
    201: jsonResponse(z.object({ id: z.string(), url: z.string() }), 'Opgeslagen'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const adminUploadRoute = createRoute({
  method: 'post',
  path: '/api/admin/images',
  tags: ['images', 'admin'],
  summary: 'Afbeelding uploaden voor een teler (logo, hero, galerij; admins); opgeslagen als WebP in alle presets',
  responses: {
    201: jsonResponse(z.object({ id: z.string(), url: z.string() }), 'Opgeslagen'),
    ...errorResponses(401, 403, 422),
  },
});

/** Hono paths for the body limit before each upload is read. */
export const UPLOAD_PATH = '/api/menu/shops/:id/images';
export const ADMIN_UPLOAD_PATH = '/api/admin/images';

/** One stored preset (binary, so outside the OpenAPI description). */
export const PRESET_PATH = '/api/images/:id/:file';
