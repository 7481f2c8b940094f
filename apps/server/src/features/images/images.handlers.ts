import { MAX_IMAGE_BYTES } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import { readUpload } from '../../platform/uploads.ts';
import type * as routes from './images.routes.ts';
import * as s from './images.service.ts';

const readImage = (c: Context) => async () => (await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding')).bytes;

export const upload: Handler<typeof routes.uploadRoute> = async (c) =>
  c.json(await s.storeShopImage(serviceContext(c), c.req.valid('param').id, readImage(c)), 201);
export const adminUpload: Handler<typeof routes.adminUploadRoute> = async (c) =>
  c.json(await s.storeAdminImage(serviceContext(c), readImage(c)), 201);

/** Presets never change once written: cached for a year. */
export async function preset(c: Context<AppEnv>) {
  const { id = '', file = '' } = c.req.param();
  const body = await s.readPreset(serviceContext(c), id, file);
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
}
