import { createRoute, z } from '@hono/zod-openapi';
import { IMAGE_PRESETS, isId, MAX_IMAGE_BYTES } from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import { serviceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { createRouter, errorResponses, IdParamsSchema, jsonResponse } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage.ts';
import { readUpload, uploadBodyLimit } from '../../platform/uploads.ts';
import { requireShopAccess } from '../coffeeshops/index.ts';

const uploadRoute = createRoute({
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

const adminUploadRoute = createRoute({
  method: 'post',
  path: '/api/admin/images',
  tags: ['images', 'admin'],
  summary: 'Afbeelding uploaden voor een teler (logo, hero, galerij; admins); opgeslagen als WebP in alle presets',
  responses: {
    201: jsonResponse(z.object({ id: z.string(), url: z.string() }), 'Opgeslagen'),
    ...errorResponses(401, 403, 422),
  },
});

const PRESET_FILE = new RegExp(`^(${Object.keys(IMAGE_PRESETS).join('|')})\\.webp$`);

export function imagesRouter(storage: Storage) {
  const router = createRouter();
  router.use('/api/menu/shops/:id/images', uploadBodyLimit(MAX_IMAGE_BYTES));
  router.openapi(uploadRoute, async (c) => {
    const ctx = serviceContext(c);
    await requireShopAccess(ctx, c.req.valid('param').id);
    const { bytes } = await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding');
    return c.json(await storeImage(storage, bytes), 201);
  });
  router.use('/api/admin/images', uploadBodyLimit(MAX_IMAGE_BYTES));
  router.openapi(adminUploadRoute, async (c) => {
    requireRole(serviceContext(c), 'admin');
    const { bytes } = await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding');
    return c.json(await storeImage(storage, bytes), 201);
  });
  // Presets never change once written: cache for a year.
  router.get('/api/images/:id/:file', async (c) => {
    const { id, file } = c.req.param();
    if (!isId(id) || !PRESET_FILE.test(file)) throw new NotFoundError('Deze afbeelding bestaat niet.');
    const body = await storage.get(`images/${id}/${file}`);
    if (!body) throw new NotFoundError('Deze afbeelding bestaat niet.');
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return router;
}
