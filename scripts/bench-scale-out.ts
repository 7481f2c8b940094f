/**
 * The scale-out case (ADR 019): two server processes on one PostgreSQL schema.
 * - 100 price saves through A; for each, the time until a screen connected to B
 *   has been told (a `menu` event) and B's feed, fetched on that event, shows the
 *   new price; A's feed must show it too;
 * - halfway, every connection of both processes is ended (pg_terminate_backend,
 *   their own application_name only) just before a save;
 * - the sign-in limit of one address counted across both.
 * Runs on BENCH_DATABASE_URL, DATABASE_URL or postgres://root@127.0.0.1:5432/test, in a fresh schema.
 * Alone: `npx tsx scripts/bench-scale-out.ts`; `npm run bench` includes it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectPgAdmin } from '../apps/server/src/test/pg-admin.ts';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../apps/server/src/test/server-process.ts';
import { collectSse } from '../apps/server/src/test/sse.ts';

const SAVES = 100;
const CUT_AT = 50;
const RATE_LIMIT = 10;

export interface ScaleOutResult {
  saves: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  /** Reads after an event where A or B still served the old price. */
  stale: number;
  /** Saves answered 503 (connection cut under them) and saved again. */
  unavailable: number;
  survived: boolean;
  limitAcrossBoth: boolean;
  note?: string;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Node {
  origin: string;
  process: ServerProcess;
}

async function startNode(url: string, schema: string): Promise<Node> {
  const port = await freePort();
  const process = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'platform-bench-scale-')),
    WEB_DIST: os.tmpdir(),
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    SESSION_SECRET: 'bench-scale-out-secret-long-enough-0123456789',
    LOG_LEVEL: 'error',
    SEED_DEMO: '1',
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
    AUTH_RATE_LIMIT_WINDOW_S: '600',
  });
  await waitForHealth(port);
  return { origin: `http://127.0.0.1:${port}`, process };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function measureScaleOut(): Promise<ScaleOutResult> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const schema = `bench_scale_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = await connectPgAdmin(url, schema);
  const nodes: Node[] = [];
  try {
    const a = await startNode(url, schema);
    nodes.push(a);
    const b = await startNode(url, schema);
    nodes.push(b);
    const headersFor = (node: Node, cookie = '', ip = '198.51.100.1') => ({
      origin: node.origin,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    });
    const signIn = await fetch(`${a.origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: headersFor(a),
      body: JSON.stringify({ email: 'admin@demo.nl', password: 'Demo-wachtwoord-2026' }),
    });
    await json(signIn);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const shops = await json<Array<{ id: string }>>(
      await fetch(`${a.origin}/api/menu/shops`, { headers: headersFor(a, cookie) }),
    );
    const shopId = (shops[0] as { id: string }).id;
    const products = await json<{ items: Array<{ id: string }> }>(
      await fetch(`${a.origin}/api/menu/shops/${shopId}/products`, { headers: headersFor(a, cookie) }),
    );
    const productId = (products.items[0] as { id: string }).id;
    // Screens need the Groei plan (ADR 069): the admin switches the module on for this shop, as /admin/schermen does.
    await json(
      await fetch(`${a.origin}/api/admin/modules/schermen/coffeeshop/${shopId}`, {
        method: 'PUT',
        headers: headersFor(a, cookie),
        body: JSON.stringify({ enabled: true }),
      }),
    );
    const screen = await json<{ token: string }>(
      await fetch(`${a.origin}/api/menu/shops/${shopId}/screens`, {
        method: 'POST',
        headers: headersFor(a, cookie),
        body: JSON.stringify({ name: 'Benchmark schaal' }),
      }),
    );
    const feedPrice = async (node: Node) => {
      const feed = await json<{ products: Array<{ id: string; prijzen: Record<string, number> }> }>(
        await fetch(`${node.origin}/api/screens/${screen.token}/feed`),
      );
      return feed.products.find((item) => item.id === productId)?.prijzen['1g'];
    };

    const events = collectSse(await fetch(`${b.origin}/api/screens/${screen.token}/events`));
    if (!(await events.waitBeyond(0))) throw new Error('het scherm op B kreeg geen ready');
    await feedPrice(a);
    await feedPrice(b);

    const delays: number[] = [];
    let stale = 0;
    let unavailable = 0;
    for (let i = 0; i < SAVES; i++) {
      if (i === CUT_AT) await admin.terminate('all');
      const price = 10 + i / 4;
      const seen = events.events.length;
      const started = performance.now();
      for (;;) {
        const response = await fetch(`${a.origin}/api/menu/shops/${shopId}/products/${productId}`, {
          method: 'PATCH',
          headers: headersFor(a, cookie),
          body: JSON.stringify({ prijzen: { '1g': price } }),
        });
        await response.arrayBuffer();
        if (response.status === 200) break;
        if (response.status !== 503) throw new Error(`opslaan: ${response.status}`);
        unavailable++;
      }
      // Like the screen: refetch on every event until the new price shows.
      let index = seen;
      while (await events.waitBeyond(index)) {
        index = events.events.length;
        if ((await feedPrice(b)) === price) {
          delays.push((events.times[index - 1] as number) - started);
          break;
        }
      }
      if ((await feedPrice(a)) !== price) stale++;
    }
    await events.close();

    let limited = 0;
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      const node = i % 2 === 0 ? a : b;
      const response = await fetch(`${node.origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: headersFor(node, '', '203.0.113.50'),
        body: JSON.stringify({ email: 'niemand@voorbeeld.nl', password: 'fout-wachtwoord' }),
      });
      await response.arrayBuffer();
      if (response.status === 429) limited++;
    }
    return {
      saves: SAVES,
      received: delays.length,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      max: Math.max(...delays),
      stale,
      unavailable,
      survived: a.process.alive() && b.process.alive(),
      limitAcrossBoth: limited === 2,
    };
  } finally {
    for (const node of nodes) node.process.child.kill('SIGTERM');
    await Promise.all(nodes.map((node) => node.process.exited));
    await admin.client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
    await admin.close();
  }
}

/** The table row of `npm run bench`. */
export function scaleOutRow(result: ScaleOutResult): string[] {
  const met = result.p99 <= 1000 && result.received === result.saves && result.stale === 0 && result.survived;
  return [
    `2 processes, 1 PostgreSQL: save on A → SSE on B and B serves it, ${result.saves} saves, all connections ended at save ${CUT_AT}`,
    `p50 ${result.p50.toFixed(1)} ms`,
    `p99 ${result.p99.toFixed(1)} ms`,
    `${result.received}/${result.saves} received, max ${result.max.toFixed(0)} ms, ${result.stale} stale on A, ${result.unavailable} saves 503 and saved again, both alive: ${result.survived ? 'yes' : 'NO'}, sign-in limit across both: ${result.limitAcrossBoth ? 'yes' : 'NO'}`,
    met ? 'target p99 ≤ 1 s: met' : 'target p99 ≤ 1 s: MISSED',
  ];
}

if (process.argv[1]?.endsWith('bench-scale-out.ts')) {
  const result = await measureScaleOut();
  console.log(
    `Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log('| measurement | figure | latency | note | target |\n| --- | --- | --- | --- | --- |');
  console.log(`| ${scaleOutRow(result).join(' | ')} |`);
}
