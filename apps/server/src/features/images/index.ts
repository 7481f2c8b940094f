import { createRoute, z } from '@hono/zod-openapi';
import { IMAGE_PRESETS } from '@platform/core';
import { bodyLimit } from 'hono/body-limit';
import { serviceContext } from '../../context.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { MAX_IMAGE_BYTES, storeImage } from '../../platform/images.ts';
import { createRouter, errorResponses, IdParamsSchema, jsonResponse } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage.ts';
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

const PRESET_FILE = new RegExp(`^(${Object.keys(IMAGE_PRESETS).join('|')})\\.webp$`);

class TooLargeError extends AppError {
  constructor() {
    super(413, 'PAYLOAD_TOO_LARGE', 'Het bestand is te groot: maximaal 10 MB.');
  }
}

export function imagesRouter(storage: Storage) {
  const router = createRouter();
  router.use(
    '/api/menu/shops/:id/images',
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + 64 * 1024,
      onError: () => {
        throw new TooLargeError();
      },
    }),
  );
  router.openapi(uploadRoute, async (c) => {
    const ctx = serviceContext(c);
    await requireShopAccess(ctx, c.req.valid('param').id);
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File))
      throw new ValidationError('Kies een afbeelding', [{ path: ['file'], message: 'Kies een afbeelding' }]);
    if (file.size > MAX_IMAGE_BYTES) throw new TooLargeError();
    return c.json(await storeImage(storage, Buffer.from(await file.arrayBuffer())), 201);
  });
  // Presets never change once written: cache for a year.
  router.get('/api/images/:id/:file', async (c) => {
    const { id, file } = c.req.param();
    if (!/^[0-9a-f-]{36}$/i.test(id) || !PRESET_FILE.test(file)) throw new NotFoundError('Deze afbeelding bestaat niet.');
    const body = await storage.get(`images/${id}/${file}`);
    if (!body) throw new NotFoundError('Deze afbeelding bestaat niet.');
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return router;
}
