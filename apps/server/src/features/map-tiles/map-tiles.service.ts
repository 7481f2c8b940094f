import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type MapTile, mapTileInArea } from '@platform/core';
import { createAddressWindow } from '../../platform/address-window.ts';
import { AppError, NotFoundError, TooManyRequestsError } from '../../platform/errors.ts';

/*
 * The maps' tiles through the platform (ADR 090): each tile is fetched once from the configured tile server and kept
 * on disk, so visitors' browsers never contact a third party (AVG), the tile server sees one client that caches as its
 * usage policy asks, and an area seen before still shows without internet.
 */

/** A cached tile is asked for again after a month (OpenStreetMap's policy asks for at least a week). */
const FRESH_MS = 30 * 24 * 60 * 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 8000;
/** A tile is a few kilobytes; anything far larger is not a tile. */
const MAX_TILE_BYTES = 1024 * 1024;
/** Fetches from the tile server at once; the usage policy asks for few parallel downloads. */
const MAX_UPSTREAM_AT_ONCE = 4;
/** Downloads waiting for a slot; past this the server is too busy (a flood), and says so at once. */
const MAX_WAITING = 64;

export const TILE_NOT_AVAILABLE = 'Deze kaarttegel is niet beschikbaar.';
export const TILE_SERVER_DOWN = 'De kaart is even niet bereikbaar. Probeer het later opnieuw.';
export const TOO_MANY_TILES = 'Te veel kaarttegels in korte tijd. Probeer het over een minuut opnieuw.';

export interface TileCacheOptions {
  /** URL template with {z}, {x} and {y}; null = only tiles already cached are served. */
  upstream: string | null;
  cacheDir: string;
  /** Sent to the tile server, which asks every application to name itself. */
  userAgent: string;
  /** Tiles one client address may make the platform download per minute (cached ones are not counted). */
  downloadsPerMinute: number;
}

export interface TileCache {
  /**
   * The tile's PNG bytes for the client at `address`; throws a 404 when there is none (or it lies outside the
   * platform's area), a 429 when that client downloads too many, a 503 when too many wait and a 502 when the tile
   * server fails.
   */
  get(tile: MapTile, address: string): Promise<Buffer>;
}

async function readCached(file: string): Promise<{ body: Buffer; fresh: boolean } | null> {
  try {
    const [body, info] = await Promise.all([readFile(file), stat(file)]);
    return { body, fresh: Date.now() - info.mtimeMs < FRESH_MS };
  } catch {
    return null;
  }
}

/** Written beside and renamed into place: a reader never sees half a tile, also with several processes. */
async function writeCached(file: string, body: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

export function createTileCache(options: TileCacheOptions): TileCache {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const downloads = createAddressWindow(options.downloadsPerMinute);
  let running = 0;
  const queue: Array<() => void> = [];

  async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running < MAX_UPSTREAM_AT_ONCE) running += 1;
    else if (queue.length >= MAX_WAITING) throw new AppError(503, 'MAP_TILES_BUSY', TILE_SERVER_DOWN);
    // A finished download hands its slot straight to the next in line, so no newcomer slips in between.
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  }

  /** The tile from the tile server; null when it has none (404). */
  async function download(upstream: string, { z, x, y }: MapTile): Promise<Buffer | null> {
    const url = upstream.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    const response = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'image/png' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/')) throw new Error(`tile server answered ${response.status} ${type}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_TILE_BYTES) throw new Error('tile too large');
    const body = Buffer.from(await response.arrayBuffer());
    if (body.byteLength > MAX_TILE_BYTES) throw new Error(`tile of ${body.byteLength} bytes`);
    return body;
  }

  return {
    async get(tile, address) {
      const key = `${tile.z}/${tile.x}/${tile.y}`;
      const file = path.join(options.cacheDir, `${key}.png`);
      const cached = await readCached(file);
      const upstream = options.upstream;
      if (cached?.fresh || (cached && !upstream)) return cached.body;
      // Only the platform's own area is fetched (the world only at overview zooms), so nobody can make it download
      // the world; and each client only so many per minute.
      if (!upstream || !mapTileInArea(tile)) throw new NotFoundError(TILE_NOT_AVAILABLE);
      if (!inFlight.has(key) && !downloads.take(address, 1)) {
        if (cached) return cached.body;
        throw new TooManyRequestsError(TOO_MANY_TILES, 60);
      }
      // Visitors looking at the same area ask for the same tiles at once: one download serves them all.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = inSlot(() => download(upstream, tile)).then(async (body) => {
          // A full disk must not break the map: the tile is shown, and asked for again next time.
          if (body) await writeCached(file, body).catch(() => {});
          return body;
        });
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key)).catch(() => {});
      }
      try {
        const body = await pending;
        if (body) return body;
      } catch (error) {
        // The tile server is down or slow: an older copy is better than no map.
        if (cached) return cached.body;
        if (error instanceof AppError) throw error;
        throw new AppError(502, 'MAP_TILES_UNAVAILABLE', TILE_SERVER_DOWN);
      }
      throw new NotFoundError(TILE_NOT_AVAILABLE);
    },
  };
}
