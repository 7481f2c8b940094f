import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ApiError,
  type ManagedProduct,
  type ProductPage,
  productsOfPlan,
  type Screen,
  type ScreenFeed,
} from '@platform/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectPgAdmin, type PgAdmin } from './test/pg-admin.ts';
import { postgresTestUrl } from './test/postgres-url.ts';
import { freePort, killServers, type ServerProcess, startServer, waitForHealth } from './test/server-process.ts';
import { collectSse } from './test/sse.ts';

/**
 * Scale-out: two server processes on one PostgreSQL schema, as in production
 * behind a load balancer (ADR 019). A price saved on A reaches a screen on B
 * and both serve it; the sign-in limit counts across both; both survive every
 * connection of theirs being ended mid-run. PostgreSQL only.
 */
const url = postgresTestUrl();
const schema = `t_scale_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const RATE_LIMIT = 4;

interface Node {
  name: string;
  port: number;
  origin: string;
  process: ServerProcess;
}

let a: Node;
let b: Node;
let admin: PgAdmin;
let cookie: string;
let shopId: string;
let product: ManagedProduct;
let screen: Screen;

async function startNode(name: string): Promise<Node> {
  const port = await freePort();
  const process = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `platform-scale-${name}-`)),
    WEB_DIST: tmpdir(),
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    SESSION_SECRET: 'scale-out-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn',
    // The limit is per client address: the test picks addresses with X-Forwarded-For.
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
    AUTH_RATE_LIMIT_WINDOW_S: '600',
  });
  await waitForHealth(port);
  return { name, port, origin: `http://127.0.0.1:${port}`, process };
}

function call(node: Node, pathname: string, init: { method?: string; body?: unknown; ip?: string } = {}) {
  const headers: Record<string, string> = { origin: node.origin, 'x-forwarded-for': init.ip ?? '198.51.100.1' };
  if (cookie) headers.cookie = cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${node.origin}${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function feedPrice(node: Node): Promise<number | undefined> {
  const feed = await json<ScreenFeed>(await fetch(`${node.origin}/api/screens/${screen.token}/feed`));
  return feed.products.find((item) => item.id === product.id)?.prijzen['1g'];
}

const savePrice = (node: Node, price: number) =>
  call(node, `/api/menu/shops/${shopId}/products/${product.id}`, { method: 'PATCH', body: { prijzen: { '1g': price } } });

beforeAll(async () => {
  // One after the other: the second finds the schema migrated and seeded.
  a = await startNode('a');
  b = await startNode('b');
  admin = await connectPgAdmin(url, schema);
  const signUp = await call(a, '/api/auth/sign-up/email', {
    body: {
      email: 'schaal@voorbeeld.nl',
      password: 'Geheim-wachtwoord-1',
      firstName: 'Sanne',
      lastName: 'Schaal',
      birthDate: '1985-04-03',
    },
  });
  const userId = (await json<{ user: { id: string } }>(signUp)).user.id;
  // The address counts as confirmed, as after the mailed link (ADR 060).
  await admin.client.query(`UPDATE "${schema}".users SET email_verified = true WHERE id = $1`, [userId]);
  // Sign-up opens no session (ADR 017: a known address is answered alike); sign in for one.
  const signIn = await call(a, '/api/auth/sign-in/email', {
    body: { email: 'schaal@voorbeeld.nl', password: 'Geheim-wachtwoord-1' },
  });
  cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const shop = await admin.client.query<{ id: string }>(
    `UPDATE "${schema}".coffeeshops SET owner_id = $1
     WHERE id = (SELECT id FROM "${schema}".coffeeshops ORDER BY name LIMIT 1) RETURNING id`,
    [userId],
  );
  shopId = shop.rows[0]?.id as string;
  // The screens module is in the Groei plan (ADR 069): this owner's shop gets it, as after choosing the plan.
  await admin.client.query(
    `INSERT INTO "${schema}".place_subscriptions (place_kind, place_id, plan, modules) VALUES ('coffeeshop', $1, 'groei', $2)`,
    [shopId, productsOfPlan('groei')],
  );
  product = (await json<ProductPage>(await call(a, `/api/menu/shops/${shopId}/products`))).items[0] as ManagedProduct;
  screen = await json<Screen>(await call(a, `/api/menu/shops/${shopId}/screens`, { body: { name: 'Toonbank' } }));
  // Two process starts (migrations, seed) on a busy two-core machine take longer than one hook's usual minute.
}, 180_000);

afterAll(async () => {
  a?.process.child.kill('SIGTERM');
  b?.process.child.kill('SIGTERM');
  await Promise.all([a?.process.exited, b?.process.exited]);
  await admin?.client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin?.close();
  killServers();
});

describe('two server processes on one PostgreSQL', () => {
  it('a price saved on A reaches a screen on B, and both then serve it', async () => {
    const events = collectSse(await fetch(`${b.origin}/api/screens/${screen.token}/events`));
    await vi.waitFor(() => expect(events.count('ready')).toBe(1));
    // Both have the feed cached.
    const old = await feedPrice(b);
    expect(await feedPrice(a)).toBe(old);
    for (const [i, price] of [17.25, 18.5, 19.75].entries()) {
      expect((await savePrice(a, price)).status).toBe(200);
      await vi.waitFor(() => expect(events.count('menu')).toBe(i + 1));
      expect(await feedPrice(b)).toBe(price);
      expect(await feedPrice(a)).toBe(price);
    }
    await events.close();
  });

  it('counts the sign-in limit of one address across both processes', async () => {
    const attempt = (node: Node) =>
      call(node, '/api/auth/sign-in/email', {
        body: { email: 'iemand@voorbeeld.nl', password: 'fout-wachtwoord' },
        ip: '203.0.113.77',
      });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    for (const node of [a, b]) {
      const limited = await attempt(node);
      expect(limited.status).toBe(429);
      expect((await limited.json()) as ApiError).toMatchObject({ code: 'RATE_LIMITED' });
    }
    // Another address is not affected.
    expect(
      (await call(b, '/api/auth/sign-in/email', { body: { email: 'iemand@voorbeeld.nl', password: 'x' }, ip: '203.0.113.78' }))
        .status,
    ).toBe(401);
  });

  it('both survive every connection of theirs being ended mid-run, and carry on', async () => {
    const events = collectSse(await fetch(`${b.origin}/api/screens/${screen.token}/events`));
    await vi.waitFor(() => expect(events.count('ready')).toBe(1));
    const statuses: number[] = [];
    let running = true;
    let terminated = false;
    // Reads and writes on both processes, until the connections have been ended and each worker went round again.
    const worker = async (node: Node, step: number) => {
      for (let round = 0; running || round < 3; round++) {
        const requests = [
          call(node, '/api/health'),
          call(node, `/api/menu/shops/${shopId}/products`),
          fetch(`${node.origin}/api/screens/${screen.token}/feed`),
          savePrice(node, 20 + step + (round % 10) / 4),
        ];
        for (const response of await Promise.all(requests)) {
          statuses.push(response.status);
          await response.arrayBuffer();
        }
        if (terminated) running = false;
      }
    };
    const workers = [worker(a, 0), worker(b, 1), worker(a, 2), worker(b, 3)];
    // Three times, while requests run: every connection of both processes, LISTEN included.
    for (let cut = 1; cut <= 3; cut++) {
      await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(16 * cut), { timeout: 15_000 });
      expect(await admin.terminate('all')).toBeGreaterThanOrEqual(2);
    }
    terminated = true;
    await Promise.all(workers);

    expect(a.process.alive()).toBe(true);
    expect(b.process.alive()).toBe(true);
    // Every answer was a success or the Dutch 503 of a write cut off; none a crash or a 500.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(a.process.output() + b.process.output()).not.toContain('Unhandled');

    // Both reconnected: a save on A reaches B's screen, and both serve it.
    await vi.waitFor(
      async () => {
        expect((await admin.backends('listen')).length).toBe(2);
      },
      { timeout: 15_000 },
    );
    const menus = events.count('menu');
    expect((await savePrice(a, 42.5)).status).toBe(200);
    await vi.waitFor(() => expect(events.count('menu')).toBeGreaterThan(menus));
    expect(await feedPrice(b)).toBe(42.5);
    expect(await feedPrice(a)).toBe(42.5);

    // The job queue's connections were ended too (platform_<schema>_jobs): a mail queued now is still sent.
    const reset = await call(b, '/api/auth/request-password-reset', {
      body: { email: 'schaal@voorbeeld.nl', redirectTo: '/auth' },
    });
    expect(reset.status).toBe(200);
    await vi.waitFor(
      async () => {
        const mails = await admin.client.query<{ status: string }>(
          `SELECT status FROM "${schema}".mail_messages WHERE "to" = 'schaal@voorbeeld.nl' AND kind = 'password_reset'`,
        );
        expect(mails.rows.map((row) => row.status)).toEqual(['outbox']);
      },
      { timeout: 15_000 },
    );
    await events.close();
  });
});
