import { MapTileSchema, UNKNOWN_MAP_TILE } from '@platform/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { TileCache } from './map-tiles.service.ts';

/** GET /api/map-tiles/{z}/{x}/{y}.png: public, the same for everyone, so browsers and the service worker may keep it. */
export function tileHandler(tiles: TileCache, trustProxy: boolean) {
  return async (c: Context<AppEnv>) => {
    const { z, x, file = '' } = c.req.param();
    const parsed = MapTileSchema.safeParse({ z, x, y: file.replace(/\.png$/, '') });
    if (!parsed.success || !file.endsWith('.png')) {
      throw new ValidationError(UNKNOWN_MAP_TILE, [{ path: ['tile'], message: UNKNOWN_MAP_TILE }]);
    }
    const body = await tiles.get(parsed.data, rateLimitKey(c, trustProxy));
    return c.body(new Uint8Array(body), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=604800' });
  };
}
