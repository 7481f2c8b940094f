import type { ApiError, Screen, ScreenFeed } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshopManagers, coffeeshops, screens, screenUptime } from '../../db/schema/index.ts';
import { readSseEvents } from '../../test/sse.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { recordScreenMinute } from './screens.queries.ts';

/** An owner's view of a screen: its secrets are present. */
type OwnedScreen = Screen & { token: string; pairingCode: string };

let t: TestApp;
let shopId: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  const [shop] = await t.db.select({ id: coffeeshops.id }).from(coffeeshops).orderBy(coffeeshops.name).limit(1);
  shopId = shop?.id ?? '';
  owner = await t.signUp();
  await t.db.update(coffeeshops).set({ ownerId: owner.userId }).where(eq(coffeeshops.id, shopId));
});
afterAll(() => t.close());

async function newScreen(body: Record<string, unknown> = { name: 'Toonbank' }) {
  const response = await t.request(`/api/menu/shops/${shopId}/screens`, { body, cookie: owner.cookie });
  expect(response.status).toBe(201);
  return readJson<OwnedScreen>(response);
}

const readEvents = (response: Response, until: (events: string[]) => boolean, timeoutMs = 3000) =>
  readSseEvents(response, until, { timeoutMs });

describe('screen registration', () => {
  it('lets the owner register a screen with a layout; refuses others', async () => {
    const screen = await newScreen({
      name: 'Achterwand',
      layout: { columns: 3, categories: ['flower', 'hash'] },
      dimUntilTapped: true,
    });
    expect(screen).toMatchObject({
      name: 'Achterwand',
      layout: { columns: 3, categories: ['flower', 'hash'], dayparts: [] },
      revoked: false,
      dimUntilTapped: true,
    });
    expect(screen.pairingCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(screen.token?.length).toBeGreaterThanOrEqual(30);
    const stranger = await t.signUp();
    expect((await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'X' }, cookie: stranger.cookie })).status).toBe(
      403,
    );
    expect((await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'X' } })).status).toBe(401);
    expect((await t.request(`/api/menu/shops/${shopId}/screens`, { cookie: stranger.cookie })).status).toBe(403);
    const bad = await t.request(`/api/menu/shops/${shopId}/screens`, {
      body: { name: '', layout: { columns: 9 } },
      cookie: owner.cookie,
    });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Naam is verplicht', 'Maximaal 4 kolommen']),
    );
  });
});

describe('a demo account managing a shop', () => {
  it('sees the screens without their pairing code or token, and cannot register one', async () => {
    const screen = await newScreen({ name: 'Etalage' });
    const demo = await t.userWithRole('demo');
    await t.db.insert(coffeeshopManagers).values({ coffeeshopId: shopId, userId: demo.userId });
    const response = await t.request(`/api/menu/shops/${shopId}/screens`, { cookie: demo.cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    const [row] = await t.db.select().from(screens).where(eq(screens.id, screen.id));
    expect(row?.token).toBeTruthy();
    expect(text).not.toContain(row?.token);
    expect(text).not.toContain(row?.pairingCode);
    const listed = (JSON.parse(text) as Screen[]).find((item) => item.id === screen.id);
    expect(listed).toMatchObject({ name: 'Etalage', pairingCode: null, token: null, revoked: false });
    const refused = await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'X' }, cookie: demo.cookie });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe('Een demo-account kan niets wijzigen.');
    // The owner still gets them.
    const own = await readJson<Screen[]>(await t.request(`/api/menu/shops/${shopId}/screens`, { cookie: owner.cookie }));
    expect(own.find((item) => item.id === screen.id)?.token).toBe(row?.token);
  });
});

describe('the screen feed', () => {
  it('serves the menu without a login, follows every change, and stops when revoked', async () => {
    const screen = await newScreen();
    const feed = await readJson<ScreenFeed>(await t.request(`/api/screens/${screen.token}/feed`));
    expect(feed.shop.id).toBe(shopId);
    const product = feed.products[0];
    expect(product).toBeDefined();

    await t.request(`/api/menu/shops/${shopId}/products/${product?.id}`, {
      method: 'PATCH',
      body: { prijzen: { '1g': 99.5 } },
      cookie: owner.cookie,
    });
    const after = await readJson<ScreenFeed>(await t.request(`/api/screens/${screen.token}/feed`));
    expect(after.products.find((item) => item.id === product?.id)?.prijzen).toEqual({ '1g': 99.5 });

    await t.request(`/api/menu/shops/${shopId}/screens/${screen.id}/revoke`, { body: {}, cookie: owner.cookie });
    const revoked = await t.request(`/api/screens/${screen.token}/feed`);
    expect(revoked.status).toBe(404);
    expect((await readJson<ApiError>(revoked)).message).toBe('Dit scherm is niet (meer) gekoppeld.');
    expect((await t.request('/api/screens/onzin-token-onzin-token/feed')).status).toBe(404);
  });

  it('pairs with the code and refuses unknown or malformed codes', async () => {
    const screen = await newScreen();
    const paired = await t.request('/api/screens/pair', { body: { code: screen.pairingCode.toLowerCase() } });
    expect(await readJson<{ token: string; coffeeshopId: string }>(paired)).toEqual({
      token: screen.token,
      coffeeshopId: shopId,
    });
    expect((await t.request('/api/screens/pair', { body: { code: 'ABCDEFGH' } })).status).toBe(404);
    const malformed = await t.request('/api/screens/pair', { body: { code: '12' } });
    expect(malformed.status).toBe(422);
    expect((await readJson<ApiError>(malformed)).issues?.[0]?.message).toBe('De koppelcode bestaat uit 8 letters en cijfers');
  });

  it('pushes a menu event over SSE when a price is saved, and a revoked event when cut off', async () => {
    const screen = await newScreen();
    const stream = await t.request(`/api/screens/${screen.token}/events`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const [product] = (await readJson<ScreenFeed>(await t.request(`/api/screens/${screen.token}/feed`))).products;
    setTimeout(() => {
      void t.request(`/api/menu/shops/${shopId}/products/${product?.id}`, {
        method: 'PATCH',
        body: { voorraad: 7 },
        cookie: owner.cookie,
      });
    }, 100);
    const events = await readEvents(stream, (seen) => seen.includes('menu'), 2000);
    expect(events).toEqual(['ready', 'menu']);

    // Revoking another screen of the same shop leaves this one running.
    const other = await newScreen();
    const third = await t.request(`/api/screens/${screen.token}/events`);
    setTimeout(async () => {
      await t.request(`/api/menu/shops/${shopId}/screens/${other.id}/revoke`, { body: {}, cookie: owner.cookie });
      await t.request(`/api/menu/shops/${shopId}/products/${product?.id}`, {
        method: 'PATCH',
        body: { voorraad: 8 },
        cookie: owner.cookie,
      });
    }, 100);
    expect(await readEvents(third, (seen) => seen.includes('menu') || seen.includes('revoked'), 2000)).toEqual(['ready', 'menu']);

    const second = await t.request(`/api/screens/${screen.token}/events`);
    setTimeout(() => {
      void t.request(`/api/menu/shops/${shopId}/screens/${screen.id}/revoke`, { body: {}, cookie: owner.cookie });
    }, 100);
    expect(await readEvents(second, (seen) => seen.includes('revoked'), 2000)).toEqual(['ready', 'revoked']);
    expect((await t.request(`/api/screens/${screen.token}/events`)).status).toBe(404);
  });
});

describe('screen uptime', () => {
  it('counts the minute a screen connects, and its last sighting, before the stream says ready', async () => {
    const screen = await newScreen({ name: 'Uptime' });
    const stream = await t.request(`/api/screens/${screen.token}/events`);
    expect(await readEvents(stream, (seen) => seen.includes('ready'))).toEqual(['ready']);
    const [row] = await t.db.select().from(screenUptime).where(eq(screenUptime.screenId, screen.id));
    expect(row?.minutes).toBeGreaterThanOrEqual(1);
    const [seen] = await t.db.select({ lastSeenAt: screens.lastSeenAt }).from(screens).where(eq(screens.id, screen.id));
    expect(seen?.lastSeenAt).not.toBeNull();
  });

  it('counts each clock minute once per day, however many heartbeats or tabs report it', async () => {
    const screen = await newScreen({ name: 'Minuten' });
    const minute = (time: string) => new Date(`2026-11-20T${time}:00+01:00`);
    await recordScreenMinute(t.db, screen.id, '2026-11-20', minute('10:00'));
    await recordScreenMinute(t.db, screen.id, '2026-11-20', minute('10:00'));
    await recordScreenMinute(t.db, screen.id, '2026-11-20', minute('10:01'));
    await recordScreenMinute(t.db, screen.id, '2026-11-20', minute('10:05'));
    await recordScreenMinute(t.db, screen.id, '2026-11-21', minute('23:59'));
    const rows = await t.db.select().from(screenUptime).where(eq(screenUptime.screenId, screen.id));
    expect(rows.map((row) => [row.day, row.minutes]).sort()).toEqual([
      ['2026-11-20', 3],
      ['2026-11-21', 1],
    ]);
  });
});
