// Without zod: the map's chunk reads these (bundle budget, ADR 087); the address schema is in map-tile-schema.ts.

/**
 * The maps' tiles come from the platform itself (ADR 090): `/api/map-tiles/{z}/{x}/{y}.png`, fetched once from the
 * configured tile server and cached, so a visitor's browser never contacts a third party and a visited area still
 * shows without internet.
 */
export const MAP_TILE_URL_TEMPLATE = '/api/map-tiles/{z}/{x}/{y}.png';
/** OpenStreetMap's standard tiles go to zoom 19. */
export const MAP_TILE_MAX_ZOOM = 19;

export const UNKNOWN_MAP_TILE = 'Deze kaarttegel bestaat niet.';

/**
 * Where the platform's places are: the Netherlands with a margin for border towns (WGS84 degrees). Tiles beyond
 * `MAP_TILE_WORLD_ZOOM` are fetched only when they touch this box, so nobody can make the platform download the world.
 */
export const MAP_TILE_AREA = { west: 2.5, east: 7.8, south: 50.2, north: 54.0 } as const;
/** Up to this zoom every tile may be fetched (the whole world is 1,365 tiles), for the overview of an empty list. */
export const MAP_TILE_WORLD_ZOOM = 5;

/** The tile's west/east longitudes and north/south latitudes (Web Mercator, as OpenStreetMap numbers its tiles). */
export function mapTileBounds(tile: { z: number; x: number; y: number }) {
  const n = 2 ** tile.z;
  const longitude = (x: number) => (x / n) * 360 - 180;
  const latitude = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;
  return { west: longitude(tile.x), east: longitude(tile.x + 1), north: latitude(tile.y), south: latitude(tile.y + 1) };
}

/** Whether the platform may fetch this tile from the tile server (a cached tile is always served). */
export function mapTileInArea(tile: { z: number; x: number; y: number }): boolean {
  if (tile.z <= MAP_TILE_WORLD_ZOOM) return true;
  const bounds = mapTileBounds(tile);
  return (
    bounds.east > MAP_TILE_AREA.west &&
    bounds.west < MAP_TILE_AREA.east &&
    bounds.north > MAP_TILE_AREA.south &&
    bounds.south < MAP_TILE_AREA.north
  );
}
