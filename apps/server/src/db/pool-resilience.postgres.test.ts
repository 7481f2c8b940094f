import type { ApiError, ManagedProduct } from '@platform/core';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownedSeedShop } from '../test/fixtures.ts';
import { connectPgAdmin, type PgAdmin } from '../test/pg-admin.ts';
import { createTestApp, readJson, type TestApp } from '../test/test-app.ts';
import { products } from './schema/index.ts';

/**
 * The pool when PostgreSQL ends its connections (pg_terminate_backend, a
 * restart, a failover): the process lives on, reads are tried again, a write
 * whose connection broke answers 503 in Dutch (ADR 019). PostgreSQL only.
 */
/** The file's own database on the server (a copy of the run's template). */
let url: string;
let t: TestApp;
let admin: PgAdmin;
/** Holds locks in a transaction; a connection apart, as pg_stat_activity stays frozen inside a transaction. */
let locker: pg.Client;
let shopId: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let product: ManagedProduct;

beforeAll(async () => {
  t = await createTestApp();
  url = t.config.databaseUrl as string;
  admin = await connectPgAdmin(url, t.schema as string);
  locker = new pg.Client({ connectionString: url, application_name: `test_locker_${t.schema}` });
  await locker.connect();
  await locker.query(`SET search_path = "${t.schema}", public`);
  ({ shopId, owner, product } = await ownedSeedShop(t));
});
afterAll(async () => {
  await locker.end();
  await admin.close();
  await t.close();
});

const savePrice = (price: number) =>
  t.request(`/api/menu/shops/${shopId}/products/${product.id}`, {
    method: 'PATCH',
    body: { prijzen: { '1g': price } },
    cookie: owner.cookie,
  });

describe('the PostgreSQL pool', () => {
  it('survives the database ending its idle connections, and serves and saves again', async () => {
    // Several connections in the pool, idle.
    await Promise.all(Array.from({ length: 5 }, () => t.request('/api/health')));
    expect(t.database.pool?.idleCount).toBeGreaterThan(0);
    expect(await admin.terminate('pool')).toBeGreaterThan(0);
    // Each ended connection raises an 'error' on the pool: unhandled, it ended the process.
    await vi.waitFor(() => expect(t.database.pool?.idleCount).toBe(0));
    expect((await t.request('/api/health')).status).toBe(200);
    expect((await savePrice(11.5)).status).toBe(200);
  });

  it('tries a read again when its connection is cut; a write whose connection is cut answers 503 in Dutch and changes nothing', async () => {
    const before = await t.db.select({ prijzen: products.prijzen }).from(products).where(eq(products.id, product.id));

    // A read that waits for a table lock when its connection is ended.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const read = t.request(`/api/menu/shops/${shopId}/products`, { cookie: owner.cookie });
    const waiting = async () => (await admin.backends('pool')).filter((backend) => backend.wait === 'Lock');
    await vi.waitFor(async () => expect((await waiting()).length).toBeGreaterThan(0), { timeout: 10_000 });
    const first = new Set((await waiting()).map((backend) => backend.pid));
    await admin.terminate('pool');
    // Tried again on new connections, which wait for the lock in turn.
    await vi.waitFor(
      async () => {
        const now = await waiting();
        expect(now.length).toBeGreaterThan(0);
        expect(now.filter((backend) => first.has(backend.pid))).toEqual([]);
      },
      { timeout: 10_000 },
    );
    await locker.query('ROLLBACK');
    expect((await read).status).toBe(200);

    // A write that waits for the product's row when its connection is ended.
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [product.id]);
    const write = savePrice(77.25);
    await vi.waitFor(async () => expect((await waiting()).length).toBeGreaterThan(0), { timeout: 10_000 });
    await admin.terminate('pool');
    const response = await write;
    await locker.query('ROLLBACK');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = await readJson<ApiError>(response);
    expect(body.message).toBe('De database is even niet bereikbaar. Probeer het over een paar seconden opnieuw.');
    expect(body.code).toBe('DATABASE_UNAVAILABLE');
    const after = await t.db.select({ prijzen: products.prijzen }).from(products).where(eq(products.id, product.id));
    expect(after).toEqual(before);
    // The pool has new connections: the next save works.
    expect((await savePrice(12)).status).toBe(200);
  });
});
