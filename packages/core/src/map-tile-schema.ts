import { z } from 'zod';
import { MAP_TILE_MAX_ZOOM, UNKNOWN_MAP_TILE } from './map-tiles.ts';

const coordinate = z.coerce.number({ error: UNKNOWN_MAP_TILE }).int(UNKNOWN_MAP_TILE).min(0, UNKNOWN_MAP_TILE);

/** A tile's address (ADR 090); x and y must lie on the zoom level's grid (2^z tiles each way). */
export const MapTileSchema = z
  .object({ z: coordinate.max(MAP_TILE_MAX_ZOOM, UNKNOWN_MAP_TILE), x: coordinate, y: coordinate })
  .refine((tile) => tile.x < 2 ** tile.z && tile.y < 2 ** tile.z, { error: UNKNOWN_MAP_TILE });
export type MapTile = z.infer<typeof MapTileSchema>;
