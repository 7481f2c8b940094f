import { describe, expect, it } from 'vitest';
import { MapTileSchema, UNKNOWN_MAP_TILE } from './map-tiles.ts';

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
});
