/** One tile as PNG (binary, so outside the OpenAPI description, like the image presets). */
export const MAP_TILE_PATH = '/api/map-tiles/:z/:x/:file';
