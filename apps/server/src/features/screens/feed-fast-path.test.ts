import type { AddressInfo } from 'node:net';
import type { Screen, ScreenFeed } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops } from '../../db/schema/index.ts';
import { createHttpServer } from '../../http-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

/** The real Node server (fast path in front of Hono) on a free port, counting what reaches Hono. */
/** An owner's view of a screen: its secrets are present. */
type OwnedScreen = Screen & { token: string; pairingCode: string };

let t: TestApp;
let origin: string;
let honoRequests = 0;
let close: () => Promise<void>;
let shopId: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  const server = await createHttpServer({
    fetch: (request, env) => {
      honoRequests++;
      return t.app.fetch(request, env);
    },
    shopCache: t.shopCache,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const [shop] = await t.db.select({ id: coffeeshops.id }).from(coffeeshops).limit(1);
  shopId = shop?.id ?? '';
  owner = await t.signUp();
  await t.db.update(coffeeshops).set({ ownerId: owner.userId }).where(eq(coffeeshops.id, shopId));
});
afterAll(async () => {
  await close();
  await t.close();
});

/** Headers that may differ between two identical responses. */
const comparable = (response: Response) =>
  [...response.headers.entries()].filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name));

async function feed(token: string) {
  const before = honoRequests;
  const response = await fetch(`${origin}/api/screens/${token}/feed`);
  return { response, viaHono: honoRequests > before };
}

describe('screen feed fast path', () => {
  it('serves a cached feed without Hono, with the same body and headers as the Hono route', async () => {
    const screen = await readJson<OwnedScreen>(
      await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'Toonbank' }, cookie: owner.cookie }),
    );
    const first = await feed(screen.token);
    expect(first.viaHono).toBe(true);
    const second = await feed(screen.token);
    expect(second.viaHono).toBe(false);
    expect(second.response.status).toBe(200);
    expect(comparable(second.response)).toEqual(comparable(first.response));
    expect(second.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await second.response.text()).toBe(await first.response.text());
    // A screen that adds a cache-buster still gets the cached feed.
    const before = honoRequests;
    expect((await fetch(`${origin}/api/screens/${screen.token}/feed?t=1`)).status).toBe(200);
    expect(honoRequests).toBe(before);
  });

  it('shows a saved price at once: the save drops the cached feed', async () => {
    const screen = await readJson<OwnedScreen>(
      await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'Wand' }, cookie: owner.cookie }),
    );
    const before = await readJson<ScreenFeed>((await feed(screen.token)).response);
    const product = before.products[0];
    await t.request(`/api/menu/shops/${shopId}/products/${product?.id}`, {
      method: 'PATCH',
      body: { prijzen: { '1g': 99.5 } },
      cookie: owner.cookie,
    });
    const after = await feed(screen.token);
    expect(after.viaHono).toBe(true);
    const updated = (await readJson<ScreenFeed>(after.response)).products.find((item) => item.id === product?.id);
    expect(updated?.prijzen['1g']).toBe(99.5);
    expect((await feed(screen.token)).viaHono).toBe(false);
  });

  it('cuts a revoked screen off at once, and leaves other paths to Hono', async () => {
    const screen = await readJson<OwnedScreen>(
      await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'Raam' }, cookie: owner.cookie }),
    );
    await feed(screen.token);
    expect((await feed(screen.token)).viaHono).toBe(false);
    await t.request(`/api/menu/shops/${shopId}/screens/${screen.id}/revoke`, { body: {}, cookie: owner.cookie });
    const revoked = await feed(screen.token);
    expect(revoked.viaHono).toBe(true);
    expect(revoked.response.status).toBe(404);
    const head = await fetch(`${origin}/api/screens/${screen.token}/feed`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect((await feed('onbekend-token-van-genoeg-tekens')).response.status).toBe(404);
  });
});
