import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { tileHandler } from './map-tiles.handlers.ts';
import { MAP_TILE_PATH } from './map-tiles.routes.ts';
import { createTileCache, type TileCacheOptions } from './map-tiles.service.ts';

export { TILE_NOT_AVAILABLE, TILE_SERVER_DOWN, type TileCacheOptions, TOO_MANY_TILES } from './map-tiles.service.ts';

/** The maps' tiles (ADR 090); one cache per process, its files shared through the data folder. */
export function mapTilesRouter(options: TileCacheOptions & { trustProxy: boolean }) {
  return new Hono<AppEnv>().get(MAP_TILE_PATH, tileHandler(createTileCache(options), options.trustProxy));
}
