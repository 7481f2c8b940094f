import { z } from 'zod';

/**
 * The maps' tiles come from the platform itself (ADR 090): `/api/map-tiles/{z}/{x}/{y}.png`, fetched once from the
 * configured tile server and cached, so a visitor's browser never contacts a third party and a visited area still
 * shows without internet.
 */
export const MAP_TILE_URL_TEMPLATE = '/api/map-tiles/{z}/{x}/{y}.png';
/** OpenStreetMap's standard tiles go to zoom 19. */
export const MAP_TILE_MAX_ZOOM = 19;

export const UNKNOWN_MAP_TILE = 'Deze kaarttegel bestaat niet.';

const coordinate = z.coerce.number({ error: UNKNOWN_MAP_TILE }).int(UNKNOWN_MAP_TILE).min(0, UNKNOWN_MAP_TILE);

/** A tile's address; x and y must lie on the zoom level's grid (2^z tiles each way). */
export const MapTileSchema = z
  .object({ z: coordinate.max(MAP_TILE_MAX_ZOOM, UNKNOWN_MAP_TILE), x: coordinate, y: coordinate })
  .refine((tile) => tile.x < 2 ** tile.z && tile.y < 2 ** tile.z, { error: UNKNOWN_MAP_TILE });
export type MapTile = z.infer<typeof MapTileSchema>;
