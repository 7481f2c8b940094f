import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CHUNK, fakeWebBuild } from '../test/fake-web-build.ts';
import { ownedSeedShop } from '../test/fixtures.ts';
import { createTestApp, readJson, type TestApp } from '../test/test-app.ts';
import { chooseEncoding } from './compression.ts';

let t: TestApp;
const build = fakeWebBuild();
// The OpenAPI document: a public JSON answer of the API, well above the compression threshold.
const JSON_PATH = '/api/openapi.json';

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: build.dir });
});

afterAll(async () => {
  await t.close();
  build.remove();
});

const get = (path: string, acceptEncoding?: string) =>
  t.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

async function bodyBytes(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe('compressed answers (ADR 037)', () => {
  it('sends the build’s Brotli copy of a chunk, with Vary and the long cache', async () => {
    const response = await get(FAKE_CHUNK, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(await bodyBytes(response)).toString()).toBe(build.chunkSource);
    // A script needs only the headers a subresource honours (ADR 084); the page's CSP stays on the page.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    const page = await get('/coffeeshops', 'br');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends the gzip copy when only gzip is accepted, and the plain file when nothing is', async () => {
    const gzip = await get(FAKE_CHUNK, 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bodyBytes(gzip)).toString()).toBe(build.chunkSource);
    const plain = await get(FAKE_CHUNK);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(build.chunkSource);
  });

  it('compresses API JSON by the client’s Accept-Encoding', async () => {
    const plainText = await (await get(JSON_PATH)).text();
    const br = await get(JSON_PATH, 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-length')).toBeNull();
    expect(brotliDecompressSync(await bodyBytes(br)).toString()).toBe(plainText);
    const gzip = await get(JSON_PATH, 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bodyBytes(gzip)).toString()).toBe(plainText);
    const refused = await get(JSON_PATH, 'br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
    const none = await get(JSON_PATH);
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(none.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(await none.text())).toHaveProperty('openapi');
  });

  it('compresses the app shell', async () => {
    const response = await get('/coffeeshops', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bodyBytes(response)).toString()).toContain('<div id="root">');
  });

  it('leaves screen events (SSE) unbuffered and uncompressed', async () => {
    const { shopId, owner } = await ownedSeedShop(t);
    const created = await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'Toonbank' }, cookie: owner.cookie });
    const screen = await readJson<{ token: string }>(created);
    const controller = new AbortController();
    const stream = await t.app.request(`/api/screens/${screen.token}/events`, {
      headers: { 'accept-encoding': 'gzip, br' },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('content-encoding')).toBeNull();
    // The first event arrives as it is written, not when the stream ends.
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: ');
    await reader.cancel();
    controller.abort();
  });
});

describe('chooseEncoding', () => {
  it('prefers Brotli, follows weights and refuses what is not accepted', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
