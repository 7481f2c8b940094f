/**
 * `npm run bench`: prints a table of the speed targets of the coffeeshops issue.
 * - screen feed and public menu req/s and p99 beside a bare node:http server sending the same bytes
 *   (same run, its own process): the identical response, and the body with two headers; feed and bare
 *   server as medians of five rounds taken in turns;
 * - search p50/p95 on the large seed (2,000 shops × 60 products);
 * - delay from a product save to the event arriving at 500 connected SSE clients;
 * - the hospitality booking contention case: 200 simultaneous attempts at the last table (PGlite and PostgreSQL);
 * - the assistant: the built-in answer's p95 and the first streamed token via a recorded model (`scripts/bench-assistant.ts`);
 * - scale-out: two server processes on one PostgreSQL, save on A → screen on B, with every connection
 *   ended halfway (`scripts/bench-scale-out.ts`, runs alone too);
 * - the web: gzipped and Brotli JavaScript of each public page's first load (`scripts/bench-web.ts`, runs alone too),
 *   and Lighthouse's mobile performance, LCP and JS bytes of seven public pages (`scripts/bench-lighthouse.ts`);
 * - menu import: F1 on name + prices per source kind and the time per page over the sample menus (`scripts/bench-menu-import.ts`).
 * The server runs as its own process on the embedded database in BENCH_DATA_DIR (default ./data-bench).
 * `npm run bench -- analytics` runs only the analytics ingest case (its own server and database).
 */
// Long file: one benchmark runner printing every target's row; each case is a short function below.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';
import { analyticsRows, measureAnalyticsIngest, standaloneAnalyticsBench } from './bench-analytics.ts';
import { assistantRows, measureAssistant } from './bench-assistant.ts';
import { measureBookingContention } from './bench-booking.ts';
import { lighthouseTable } from './bench-lighthouse.ts';
import { measureMenuImport, menuImportRows, stopMenuImportOcr } from './bench-menu-import.ts';
import { measureScaleOut, scaleOutRow } from './bench-scale-out.ts';
import { webTable } from './bench-web.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, 'data-bench'));
const PORT = 3900;
const BARE_PORT = 3901;
const ORIGIN = `http://localhost:${PORT}`;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
// Shorter turns for the interleaved feed rounds, so five rounds of three fit in a minute and a half.
const INTERLEAVED_DURATION_S = Math.max(2, Math.round(DURATION_S * 0.6));
const CONNECTIONS = 50;
const SSE_CLIENTS = 500;
const ATTEMPTS_LABEL = '200 simultaneous attempts';

const env = {
  ...process.env,
  DATA_DIR,
  PORT: String(PORT),
  PUBLIC_URL: ORIGIN,
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
  AUTH_RATE_LIMIT_MAX: '100000',
  ANALYTICS_RATE_LIMIT_MAX: '1000000000',
  DATABASE_URL: '',
};

function seedLargeOnce() {
  if (existsSync(path.join(DATA_DIR, 'pglite'))) return;
  console.log(`Grote dataset aanmaken in ${DATA_DIR} (2.000 coffeeshops × 60 producten)…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--large'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seed --large mislukt');
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} kwam niet op`);
}

function startServer(): ChildProcess {
  // node --import tsx directly (no npx wrapper), so SIGTERM reaches the server itself.
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The yardstick: a bare node:http server in its own process like the
 * platform's, so neither shares a thread with the load generator. It sends the
 * feed's bytes two ways: `/same` the identical response (the feed's headers,
 * security headers included, and body; ADR 008), `/` the body with only
 * content type and length, the figure earlier runs compared against.
 */
async function startBareServer(bytes: Buffer, headers: Array<[string, string]>): Promise<ChildProcess> {
  const file = path.join(DATA_DIR, 'bench-feed.json');
  writeFileSync(file, bytes);
  const code = `const body = require('node:fs').readFileSync(${JSON.stringify(file)});
const same = ${JSON.stringify(headers.flat())};
require('node:http').createServer((req, res) => {
  if (req.url === '/same') res.writeHead(200, same);
  else res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(${BARE_PORT});`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitFor(`http://localhost:${BARE_PORT}/`);
  return child;
}

/** The feed's response headers a bare server can send as they are: Node adds date and connection itself. */
function replayableHeaders(response: Response): Array<[string, string]> {
  return [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: 'admin@demo.nl', password: 'Demo-wachtwoord-2026' }),
  });
  await json(response);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function load(url: string, duration = DURATION_S) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const ROUNDS = 5;

type LoadResult = Awaited<ReturnType<typeof load>>;

const middle = <T>(values: T[], by: (value: T) => number): T =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)] as T;

/**
 * The given URLs in turns (a, b, c, a, b, c, …). On a shared machine the speed
 * drifts by a third within a minute, so measuring one after the other would
 * hand the drift to one side: each figure is the median of its rounds, and a
 * share is the median of the per-round shares, taken seconds apart.
 */
async function loadInterleaved<K extends string>(urls: Record<K, string>) {
  const names = Object.keys(urls) as K[];
  const rounds: Array<Record<K, LoadResult>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    const results = {} as Record<K, LoadResult>;
    for (const name of names) results[name] = await load(urls[name], INTERLEAVED_DURATION_S);
    rounds.push(results);
  }
  const median = (name: K): LoadResult => ({
    ...middle(
      rounds.map((round) => round[name]),
      (result) => result.rps,
    ),
    errors: rounds.reduce((sum, round) => sum + round[name].errors, 0),
  });
  /** The median over the rounds of `part` as a percentage of `whole`. */
  const share = (part: K, whole: K) =>
    middle(
      rounds.map((round) => (round[part].rps / round[whole].rps) * 100),
      (value) => value,
    );
  return { median, share };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measureSearch(): Promise<{ p50: number; p95: number; n: number }> {
  const terms = [
    'amnesia',
    'amnezia',
    'haze',
    'kush',
    'groene kamer',
    'utrecht',
    'polderbloem',
    'lemon hase',
    'gorila glue',
    'hasj',
    'widow',
    'ketama',
  ];
  const times: number[] = [];
  // Round 0 warms the server (JIT, PostgreSQL's catalog and plan caches) and is not counted; there is no result cache.
  for (let round = 0; round <= 5; round++) {
    for (const term of terms) {
      const started = performance.now();
      await json(await fetch(`${ORIGIN}/api/search?q=${encodeURIComponent(term)}`));
      if (round > 0) times.push(performance.now() - started);
    }
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

/** Opens SSE clients, saves a price, and times the arrival of the `menu` event at each client. */
async function measureSse(token: string, save: () => Promise<void>) {
  const controllers: AbortController[] = [];
  let resolveAll: () => void = () => {};
  const arrivals: number[] = [];
  const allArrived = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  let savedAt = 0;
  const ready = await Promise.all(
    Array.from({ length: SSE_CLIENTS }, async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${ORIGIN}/api/screens/${token}/events`, { signal: controller.signal });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let signalReady: () => void = () => {};
      const isReady = new Promise<void>((resolve) => {
        signalReady = resolve;
      });
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            if (buffer.includes('event: ready')) signalReady();
            if (savedAt && buffer.includes('event: menu')) {
              arrivals.push(performance.now() - savedAt);
              if (arrivals.length === SSE_CLIENTS) resolveAll();
              break;
            }
          }
        } catch {
          // aborted at the end
        }
      })();
      return isReady;
    }),
  );
  await Promise.all(ready);
  savedAt = performance.now();
  await save();
  await Promise.race([allArrived, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const controller of controllers) controller.abort();
  return {
    clients: SSE_CLIENTS,
    received: arrivals.length,
    p50: percentile(arrivals, 50),
    p99: percentile(arrivals, 99),
    max: Math.max(...arrivals),
  };
}

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');

async function main() {
  seedLargeOnce();
  const server = startServer();
  let bare: ChildProcess | undefined;
  try {
    await waitFor(`${ORIGIN}/api/health`);
    const cookie = await signIn();
    const headers = { cookie, origin: ORIGIN, 'content-type': 'application/json' };
    const shops = await json<Array<{ id: string; slug: string; plaatsSlug: string }>>(
      await fetch(`${ORIGIN}/api/menu/shops`, { headers }),
    );
    const shop = shops[0] as (typeof shops)[number];
    await json(
      await fetch(`${ORIGIN}/api/coffeeshops/${shop.id}/settings`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ menuVisibility: 'public' }),
      }),
    );
    // Screens need the Groei plan (ADR 069): the admin switches the module on for this shop, as /admin/schermen does.
    await json(
      await fetch(`${ORIGIN}/api/admin/modules/schermen/coffeeshop/${shop.id}`, {
        method: 'PUT',
        headers: headers,
        body: JSON.stringify({ enabled: true }),
      }),
    );
    const screen = await json<{ token: string }>(
      await fetch(`${ORIGIN}/api/menu/shops/${shop.id}/screens`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Benchmark' }),
      }),
    );
    const feedUrl = `${ORIGIN}/api/screens/${screen.token}/feed`;
    const feedResponse = await fetch(feedUrl);
    const feedBytes = Buffer.from(await feedResponse.arrayBuffer());
    bare = await startBareServer(feedBytes, replayableHeaders(feedResponse));
    console.log(
      `Belasting: ${CONNECTIONS} verbindingen; kale server (2×) en feed ${ROUNDS}× om en om à ${INTERLEAVED_DURATION_S} s, overige metingen ${DURATION_S} s…`,
    );
    const interleaved = await loadInterleaved({
      bareSame: `http://localhost:${BARE_PORT}/same`,
      bareBody: `http://localhost:${BARE_PORT}/`,
      feed: feedUrl,
    });
    const menu = await load(`${ORIGIN}/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}`);
    bare.kill();
    bare = undefined;
    const search = await measureSearch();
    const products = await json<{ items: Array<{ id: string; prijzen: Record<string, number> }> }>(
      await fetch(`${ORIGIN}/api/menu/shops/${shop.id}/products`, { headers }),
    );
    const product = products.items[0] as (typeof products.items)[number];
    const sse = await measureSse(screen.token, async () => {
      await json(
        await fetch(`${ORIGIN}/api/menu/shops/${shop.id}/products/${product.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ prijzen: { '1g': 12.75 } }),
        }),
      );
    });

    const [bareSame, bareBody, feed] = [
      interleaved.median('bareSame'),
      interleaved.median('bareBody'),
      interleaved.median('feed'),
    ];
    const share = interleaved.share('feed', 'bareSame');
    const bodyShare = interleaved.share('feed', 'bareBody');
    const rows = [
      ['bare node:http, same response (headers and body)', `${bareSame.rps} req/s`, `p99 ${bareSame.p99} ms`, '', ''],
      ['bare node:http, same body, 2 headers', `${bareBody.rps} req/s`, `p99 ${bareBody.p99} ms`, '', ''],
      [
        'screen feed (cached)',
        `${feed.rps} req/s`,
        `p99 ${feed.p99} ms`,
        `${share.toFixed(0)}% of bare same response; ${bodyShare.toFixed(0)}% of bare 2 headers`,
        share >= 60 ? 'target ≥ 60%: met' : 'target ≥ 60%: MISSED',
      ],
      ['public shop page, anonymous (cached)', `${menu.rps} req/s`, `p99 ${menu.p99} ms`, '', ''],
      [
        'search, large seed',
        `p50 ${fmt(search.p50)} ms`,
        `p95 ${fmt(search.p95)} ms`,
        `${search.n} queries`,
        search.p95 <= 25 ? 'target p95 ≤ 25 ms: met' : 'target p95 ≤ 25 ms: MISSED',
      ],
      [
        `save → SSE event, ${sse.clients} clients`,
        `p50 ${fmt(sse.p50)} ms`,
        `p99 ${fmt(sse.p99)} ms`,
        `${sse.received}/${sse.clients} received`,
        sse.p99 <= 1000 && sse.received === sse.clients ? 'target p99 ≤ 1 s: met' : 'target p99 ≤ 1 s: MISSED',
      ],
    ];
    rows.push(...analyticsRows(await measureAnalyticsIngest(ORIGIN, '/api/horeca/venues', DURATION_S, server.pid)));
    for (const result of await measureBookingContention()) {
      rows.push([
        `booking: ${ATTEMPTS_LABEL} at the last table, ${result.database}`,
        result.note ?? `${result.successes} booked, ${result.full} "vol"${result.other ? `, ${result.other} other` : ''}`,
        `p95 ${fmt(result.p95)} ms`,
        `p50 ${fmt(result.p50)} ms`,
        result.note
          ? 'not measured'
          : result.successes === 1 && result.other === 0
            ? 'target exactly 1: met'
            : 'target exactly 1: MISSED',
      ]);
    }
    rows.push(...assistantRows(await measureAssistant()));
    try {
      rows.push(scaleOutRow(await measureScaleOut()));
    } catch (error) {
      rows.push(['2 processes, 1 PostgreSQL', String(error instanceof Error ? error.message : error), '', '', 'not measured']);
    }
    console.log(
      `\nMachine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
    );
    console.log('| measurement | figure | latency | note | target |\n| --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    const errors = bareSame.errors + bareBody.errors + feed.errors + menu.errors;
    if (errors > 0) console.log(`\nLet op: ${errors} mislukte verzoeken tijdens de belasting.`);
    console.log(`\n${webTable().join('\n')}`);
    console.log(`\n${(await lighthouseTable(ORIGIN)).join('\n')}`);
    // Menu import quality and time per page (issue 18), after the load tests so OCR has the cores to itself.
    console.log('\n| menu import | quality | time | target |\n| --- | --- | --- | --- |');
    for (const line of menuImportRows(await measureMenuImport())) console.log(line);
    await stopMenuImportOcr();
  } finally {
    bare?.kill();
    server.kill('SIGTERM');
  }
}

// `npm run bench -- analytics`: only the analytics ingest case, on its own server (issue 20's bench).
if (process.argv[2] === 'analytics') await standaloneAnalyticsBench();
else await main();
