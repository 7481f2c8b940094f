// The maps' tiles through the platform (ADR 090), against a local tile server that answers as OpenStreetMap's does.
import { once } from 'node:events';
import { utimes } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ApiError, UNKNOWN_MAP_TILE } from '@platform/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { TILE_NOT_AVAILABLE, TILE_SERVER_DOWN, TOO_MANY_TILES } from './index.ts';

let tileServer: Server;
let tilePng: Buffer;
/** What the tile server was asked, and how it answers next. */
const asked: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
let answer: 'tile' | 'missing' | 'broken' = 'tile';

let t: TestApp;
let offline: TestApp;
let strict: TestApp;

beforeAll(async () => {
  // A 256 px PNG tile, as the tile server sends it (Content-Type image/png).
  tilePng = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#aad3df' } })
    .png()
    .toBuffer();
  tileServer = createServer((request, response) => {
    asked.push({ url: request.url ?? '', headers: request.headers });
    if (answer === 'missing') return response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    if (answer === 'broken') return response.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Error</h1>');
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=21600' }).end(tilePng);
  });
  tileServer.listen(0, '127.0.0.1');
  await once(tileServer, 'listening');
  const { port } = tileServer.address() as AddressInfo;
  const MAP_TILE_URL = `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`;
  t = await createTestApp({ MAP_TILE_URL });
  // Two downloads per client per minute.
  strict = await createTestApp({ MAP_TILE_URL, MAP_TILE_RATE_LIMIT_MAX: '2' });
  // Without a tile server: the same data folder, so it finds what the first one cached.
  offline = await createTestApp({ MAP_TILE_URL: 'off', DATA_DIR: t.config.dataDir });
});
afterAll(async () => {
  await Promise.all([t.close(), offline.close(), strict.close()]);
  tileServer.close();
});
beforeEach(() => {
  asked.length = 0;
  answer = 'tile';
});

describe('GET /api/map-tiles/{z}/{x}/{y}.png', () => {
  it('fetches a tile once, naming the platform, and serves it from the cache after that', async () => {
    const first = await t.request('/api/map-tiles/15/16834/10770.png');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(Buffer.from(await first.arrayBuffer()).equals(tilePng)).toBe(true);
    expect(asked.map((request) => request.url)).toEqual(['/tiles/15/16834/10770.png']);
    expect(asked[0]?.headers['user-agent']).toMatch(/^Kaartwijs-Foodee-platform\/1\.0 \(\+http/);

    const again = await t.request('/api/map-tiles/15/16834/10770.png');
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(tilePng)).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('asks the tile server once for a tile many visitors want at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.request('/api/map-tiles/14/8417/5385.png')));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(asked).toHaveLength(1);
  });

  it('refuses a tile off the grid, past zoom 19 or not a PNG in Dutch, without asking the tile server', async () => {
    for (const path of [
      '/api/map-tiles/1/2/0.png',
      '/api/map-tiles/20/0/0.png',
      '/api/map-tiles/5/1/1.jpg',
      '/api/map-tiles/a/1/1.png',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(422);
      expect((await readJson<ApiError>(response)).message).toBe(UNKNOWN_MAP_TILE);
    }
    expect(asked).toHaveLength(0);
  });

  it('answers 404 for a tile the server lacks and 502 when it fails, caching neither; a later success is kept', async () => {
    answer = 'missing';
    const missing = await t.request('/api/map-tiles/3/1/1.png');
    expect(missing.status).toBe(404);
    expect((await readJson<ApiError>(missing)).message).toBe(TILE_NOT_AVAILABLE);
    answer = 'broken';
    const broken = await t.request('/api/map-tiles/3/1/1.png');
    expect(broken.status).toBe(502);
    expect((await readJson<ApiError>(broken)).message).toBe(TILE_SERVER_DOWN);
    answer = 'tile';
    expect((await t.request('/api/map-tiles/3/1/1.png')).status).toBe(200);
    expect((await t.request('/api/map-tiles/3/1/1.png')).status).toBe(200);
    expect(asked).toHaveLength(3);
  });

  it('without a tile server serves only what is cached', async () => {
    expect((await t.request('/api/map-tiles/6/33/21.png')).status).toBe(200);
    const cached = await offline.request('/api/map-tiles/6/33/21.png');
    expect(cached.status).toBe(200);
    expect(Buffer.from(await cached.arrayBuffer()).equals(tilePng)).toBe(true);
    const uncached = await offline.request('/api/map-tiles/6/33/22.png');
    expect(uncached.status).toBe(404);
    expect((await readJson<ApiError>(uncached)).message).toBe(TILE_NOT_AVAILABLE);
    expect(asked).toHaveLength(1);
  });

  it('serves an old copy while the tile server fails, and asks again for a copy over a month old', async () => {
    expect((await t.request('/api/map-tiles/12/2104/1346.png')).status).toBe(200);
    const month = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const file = path.join(t.config.dataDir, 'map-tiles', '12', '2104', '1346.png');
    await utimes(file, month, month);
    answer = 'broken';
    const stale = await t.request('/api/map-tiles/12/2104/1346.png');
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(tilePng)).toBe(true);
    answer = 'tile';
    expect((await t.request('/api/map-tiles/12/2104/1346.png')).status).toBe(200);
    expect((await t.request('/api/map-tiles/12/2104/1346.png')).status).toBe(200);
    // The first, the failed refresh, the refresh; then fresh again.
    expect(asked).toHaveLength(3);
  });

  it('fetches street-level tiles only around the Netherlands (New York is not)', async () => {
    const newYork = await t.request('/api/map-tiles/15/9648/12320.png');
    expect(newYork.status).toBe(404);
    expect((await readJson<ApiError>(newYork)).message).toBe(TILE_NOT_AVAILABLE);
    expect(asked).toHaveLength(0);
  });

  it('lets one client make the platform download only so many tiles a minute; cached tiles stay free', async () => {
    expect((await strict.request('/api/map-tiles/13/4208/2692.png')).status).toBe(200);
    expect((await strict.request('/api/map-tiles/13/4209/2692.png')).status).toBe(200);
    const third = await strict.request('/api/map-tiles/13/4210/2692.png');
    expect(third.status).toBe(429);
    expect((await readJson<ApiError>(third)).message).toBe(TOO_MANY_TILES);
    expect((await strict.request('/api/map-tiles/13/4208/2692.png')).status).toBe(200);
    expect(asked).toHaveLength(2);
  });
});
