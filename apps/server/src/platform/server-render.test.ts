import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { serverRenderer } from './server-render.ts';

/** A render module whose renders fetch their data from the app's API, where the test holds them (no shared globals). */
const SLOW_RENDER = `
export async function render(request, api) {
  const pathname = new URL(request.url).pathname;
  await api('/api/render-data?path=' + encodeURIComponent(pathname), {});
  return { html: '<h1>' + pathname + '</h1>', stateElement: '' };
}
`;

let dir: string;
const app = new Hono<AppEnv>();
let renderPage: ReturnType<typeof serverRenderer>;
/** Renders that asked for their data, and the releases of those still waiting. */
let rendersStarted = 0;
const waiting: Array<() => void> = [];
const releaseRenders = () => {
  for (const go of waiting.splice(0)) go();
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  const entry = path.join(dir, 'entry-server.mjs');
  writeFileSync(entry, SLOW_RENDER);
  renderPage = serverRenderer(app, entry, { maxConcurrent: 2, timeoutMs: 300 });
  app.get('/api/render-data', async (c) => {
    rendersStarted++;
    await new Promise<void>((go) => waiting.push(go));
    return c.json({});
  });
  app.get('*', async (c) => c.json(await renderPage(c)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = async (pathname: string) => (await app.request(pathname)).json();

describe('limits of the server render (ADR 073)', () => {
  it('renders a page that answers in time', async () => {
    const answer = page('/foodee');
    await expect.poll(() => rendersStarted).toBe(1);
    releaseRenders();
    expect(await answer).toEqual({ head: '', body: '<h1>/foodee</h1>', state: '' });
  });

  it('gives the shell (null) to a render that takes too long, and counts it until it ends', async () => {
    rendersStarted = 0;
    expect(await page('/traag-1')).toBeNull();
    expect(await page('/traag-2')).toBeNull();
    expect(rendersStarted).toBe(2);
    // Both still run: a third request is not rendered at all, not even started.
    expect(await page('/te-veel')).toBeNull();
    expect(rendersStarted).toBe(2);
    releaseRenders();
    // Once they ended, renders are taken on again.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const answer = page('/weer');
    await expect.poll(() => rendersStarted).toBe(3);
    releaseRenders();
    expect(await answer).toEqual({ head: '', body: '<h1>/weer</h1>', state: '' });
  });
});
