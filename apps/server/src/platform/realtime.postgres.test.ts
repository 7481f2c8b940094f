import type { ManagedProduct, Screen, ScreenFeed } from '@platform/core';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresClientConfig } from '../db/postgres-pool.ts';
import { products } from '../db/schema/index.ts';
import { ownedSeedShop } from '../test/fixtures.ts';
import { connectPgAdmin, type PgAdmin } from '../test/pg-admin.ts';
import { collectSse } from '../test/sse.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { createTestApp, readJson, type TestApp } from '../test/test-app.ts';
import { type BusEvent, createPgRealtime } from './realtime.ts';

/**
 * The LISTEN/NOTIFY bus when only its own connection drops (ADR 019): writes
 * still answer 200, the listener reconnects, and on reconnect the server
 * clears its caches and tells open screens to refetch. PostgreSQL only.
 */
/** The file's own database on the server (a copy of the run's template). */
let url: string;
let t: TestApp;
let admin: PgAdmin;
let shopId: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let product: ManagedProduct;
let screen: Screen;

beforeAll(async () => {
  t = await createTestApp();
  url = t.config.databaseUrl as string;
  admin = await connectPgAdmin(url, t.schema as string);
  ({ shopId, owner, product } = await ownedSeedShop(t));
  screen = await readJson<Screen>(
    await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'Toonbank' }, cookie: owner.cookie }),
  );
});
afterAll(async () => {
  await admin.close();
  await t.close();
});

async function feedPrice(): Promise<number | undefined> {
  const feed = await readJson<ScreenFeed>(await t.request(`/api/screens/${screen.token}/feed`));
  return feed.products.find((item) => item.id === product.id)?.prijzen['1g'];
}

const listenerPid = async () => (await admin.backends('listen'))[0]?.pid;

describe('the realtime bus on PostgreSQL', () => {
  it('saves and shows a price while the LISTEN connection is down, reconnects, and then refreshes caches and screens', async () => {
    const events = collectSse(await t.request(`/api/screens/${screen.token}/events`));
    await vi.waitFor(() => expect(events.count('ready')).toBe(1));
    await feedPrice();
    expect(t.shopCache.peek(`screen:${screen.token}`)).toBeDefined();

    const before = await listenerPid();
    expect(before).toBeDefined();
    expect(await admin.terminate('listen')).toBe(1);

    // The write does not depend on the LISTEN connection: saved, answered 200, shown at once here.
    const saved = await t.request(`/api/menu/shops/${shopId}/products/${product.id}`, {
      method: 'PATCH',
      body: { prijzen: { '1g': 21.5 } },
      cookie: owner.cookie,
    });
    expect(saved.status).toBe(200);
    expect(await feedPrice()).toBe(21.5);
    await vi.waitFor(() => expect(events.count('menu')).toBeGreaterThan(0));

    // Back on a new connection.
    await vi.waitFor(
      async () => {
        expect(t.realtime.connected).toBe(true);
        const now = await listenerPid();
        expect(now).toBeDefined();
        expect(now).not.toBe(before);
      },
      { timeout: 15_000 },
    );

    // A change another server made while this one was deaf (written straight to the database, no event):
    // the reconnect dropped the caches, so the feed shows it, and the screen was told to refetch.
    const menusBefore = events.count('menu');
    const cached = await feedPrice();
    await t.db
      .update(products)
      .set({ prijzen: { '1g': 33 } })
      .where(eq(products.id, product.id));
    expect(await feedPrice()).toBe(cached);
    const pid = await listenerPid();
    expect(await admin.terminate('listen')).toBe(1);
    await vi.waitFor(
      async () => {
        expect(t.realtime.connected).toBe(true);
        expect(await listenerPid()).not.toBe(pid);
        expect(events.count('menu')).toBeGreaterThan(menusBefore);
      },
      { timeout: 15_000 },
    );
    expect(await feedPrice()).toBe(33);

    // Events of other servers arrive again over the new connection.
    const menusNow = events.count('menu');
    await admin.client.query('SELECT pg_notify($1, $2)', [
      `platform_events_${t.schema}`,
      JSON.stringify({ from: 'een-andere-server', event: { type: 'menu-changed', coffeeshopId: shopId } }),
    ]);
    await vi.waitFor(() => expect(events.count('menu')).toBeGreaterThan(menusNow));
    await events.close();
  });

  it('a NOTIFY that fails does not fail the publish: this server hears the event, the others on their reconnect', async () => {
    const failingPool = { query: async () => Promise.reject(Object.assign(new Error('weg'), { code: '57P01' })) };
    const bus = await createPgRealtime({
      listenConfig: postgresClientConfig(url, t.schema, 'listen'),
      pool: failingPool as unknown as Pick<pg.Pool, 'query'>,
      channel: `platform_events_${t.schema}_los`,
      logger: t.logger,
      connectTimeoutMs: 5_000,
    });
    const heard: BusEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    await expect(bus.publish({ type: 'menu-changed', coffeeshopId: shopId })).resolves.toBeUndefined();
    expect(heard).toEqual([{ type: 'menu-changed', coffeeshopId: shopId }]);
    await bus.close();
  });

  it('a close() during a reconnect ends the connection that opens after it, leaving nothing behind', async () => {
    const target = new URL(url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const bus = await createPgRealtime({
      listenConfig: postgresClientConfig(proxy.url(url), t.schema, 'listen'),
      pool: t.database.pool as Pick<pg.Pool, 'query'>,
      channel: `platform_events_${t.schema}_sluiten`,
      logger: t.logger,
      connectTimeoutMs: 5_000,
    });
    expect(bus.connected).toBe(true);

    // The network breaks; the reconnect's connection hangs on the way to the server.
    proxy.hold();
    proxy.cut();
    await vi.waitFor(() => expect(proxy.held).toBe(1), { timeout: 15_000 });
    await bus.close();
    const closedBefore = proxy.closed;

    // The server answers after the close: that connection is ended, not kept as the listener.
    proxy.release();
    await vi.waitFor(() => expect(proxy.closed).toBe(closedBefore + 1), { timeout: 15_000 });
    expect(bus.connected).toBe(false);
    await proxy.close();
  });
});
