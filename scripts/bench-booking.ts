/**
 * The booking contention case of the hospitality issue: 200 guests ask for
 * the last table at the same moment, over HTTP, against the real server code
 * on PGlite and on PostgreSQL. Exactly one may succeed; the rest must hear "vol".
 */
import { serve } from '@hono/node-server';
import { createTestVenue, nextWeekday } from '../apps/server/src/features/horeca/horeca-test-helpers.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';

const ATTEMPTS = 200;
const PORT = 3902;

export interface ContentionResult {
  database: string;
  successes: number;
  full: number;
  other: number;
  p50: number;
  p95: number;
  note?: string;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function reachable(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function run(label: string, databaseUrl: string | undefined): Promise<ContentionResult> {
  const previous = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await createTestApp();
  if (previous === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previous;
  const server = serve({ fetch: t.app.fetch, port: PORT });
  try {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const date = nextWeekday('vr');
    const url = `http://localhost:${PORT}/api/horeca/venues/${venue.id}/reservations`;
    const attempt = async (i: number) => {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({
          date,
          time: '19:00',
          partySize: 2,
          name: `Gast ${i}`,
          email: `gast${i}@voorbeeld.nl`,
          phone: '0612345678',
        }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => attempt(i)));
    const latencies = results.map((result) => result.ms);
    return {
      database: label,
      successes: results.filter((result) => result.status === 201).length,
      full: results.filter((result) => result.status === 409).length,
      other: results.filter((result) => result.status !== 201 && result.status !== 409).length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  }
}

export async function measureBookingContention(): Promise<ContentionResult[]> {
  const results = [await run('PGlite (embedded)', undefined)];
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  if (await reachable(url)) results.push(await run('PostgreSQL', url));
  else
    results.push({
      database: 'PostgreSQL',
      successes: 0,
      full: 0,
      other: 0,
      p50: Number.NaN,
      p95: Number.NaN,
      note: `not reachable at ${url}`,
    });
  return results;
}
