import { describe, expect, it } from 'vitest';
import { MapTileSchema } from './map-tile-schema.ts';
import { MAP_TILE_WORLD_ZOOM, mapTileBounds, mapTileInArea, UNKNOWN_MAP_TILE } from './map-tiles.ts';

describe('map tile addresses', () => {
  it('takes a tile on its zoom level grid, from path strings', () => {
    expect(MapTileSchema.parse({ z: '0', x: '0', y: '0' })).toEqual({ z: 0, x: 0, y: 0 });
    expect(MapTileSchema.parse({ z: '19', x: String(2 ** 19 - 1), y: '171234' })).toEqual({ z: 19, x: 2 ** 19 - 1, y: 171234 });
  });

  it('refuses tiles off the grid, past zoom 19, negative or not whole numbers, in Dutch', () => {
    for (const tile of [
      { z: '1', x: '2', y: '0' },
      { z: '20', x: '0', y: '0' },
      { z: '5', x: '-1', y: '0' },
      { z: '5', x: '1.5', y: '0' },
      { z: 'vijf', x: '0', y: '0' },
    ]) {
      const result = MapTileSchema.safeParse(tile);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(UNKNOWN_MAP_TILE);
    }
  });

  it('reads a tile’s corners as OpenStreetMap numbers them', () => {
    expect(mapTileBounds({ z: 0, x: 0, y: 0 })).toMatchObject({ west: -180, east: 180 });
    // The tile holding Amsterdam's centre (52.37 N, 4.90 E).
    const amsterdam = mapTileBounds({ z: 15, x: 16830, y: 10768 });
    expect(amsterdam.west).toBeLessThanOrEqual(4.9);
    expect(amsterdam.east).toBeGreaterThan(4.9);
    expect(amsterdam.south).toBeLessThanOrEqual(52.37);
    expect(amsterdam.north).toBeGreaterThan(52.37);
  });

  it('fetches any tile up to the world zoom, beyond it only around the Netherlands', () => {
    expect(mapTileInArea({ z: MAP_TILE_WORLD_ZOOM, x: 0, y: 0 })).toBe(true);
    // Amsterdam, Maastricht and Groningen at street level; New York and Sydney not.
    expect(mapTileInArea({ z: 15, x: 16830, y: 10768 })).toBe(true);
    expect(mapTileInArea({ z: 16, x: 33803, y: 21983 })).toBe(true);
    expect(mapTileInArea({ z: 16, x: 33964, y: 21281 })).toBe(true);
    expect(mapTileInArea({ z: 15, x: 9648, y: 12320 })).toBe(false);
    expect(mapTileInArea({ z: 12, x: 3768, y: 2457 })).toBe(false);
  });
});
