import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { serverRenderer } from './server-render.ts';

/** A render module whose renders wait until the test lets them go (globalThis.releaseRenders). */
const SLOW_RENDER = `
const waiting = [];
globalThis.releaseRenders = () => { for (const go of waiting.splice(0)) go(); };
globalThis.rendersStarted = 0;
export async function render(request) {
  globalThis.rendersStarted++;
  await new Promise((go) => waiting.push(go));
  return { html: '<h1>' + new URL(request.url).pathname + '</h1>', stateElement: '' };
}
`;

declare global {
  var releaseRenders: () => void;
  var rendersStarted: number;
}

let dir: string;
const app = new Hono<AppEnv>();
let renderPage: ReturnType<typeof serverRenderer>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  const entry = path.join(dir, 'entry-server.mjs');
  writeFileSync(entry, SLOW_RENDER);
  renderPage = serverRenderer(app, entry, { maxConcurrent: 2, timeoutMs: 300 });
  app.get('*', async (c) => c.json(await renderPage(c)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = async (pathname: string) => (await app.request(pathname)).json();

describe('limits of the server render (ADR 073)', () => {
  it('renders a page that answers in time', async () => {
    const answer = page('/foodee');
    await expect.poll(() => globalThis.rendersStarted).toBe(1);
    globalThis.releaseRenders();
    expect(await answer).toEqual({ head: '', body: '<h1>/foodee</h1>', state: '' });
  });

  it('gives the shell (null) to a render that takes too long, and counts it until it ends', async () => {
    globalThis.rendersStarted = 0;
    expect(await page('/traag-1')).toBeNull();
    expect(await page('/traag-2')).toBeNull();
    expect(globalThis.rendersStarted).toBe(2);
    // Both still run: a third request is not rendered at all, not even started.
    expect(await page('/te-veel')).toBeNull();
    expect(globalThis.rendersStarted).toBe(2);
    globalThis.releaseRenders();
    // Once they ended, renders are taken on again.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const answer = page('/weer');
    await expect.poll(() => globalThis.rendersStarted).toBe(3);
    globalThis.releaseRenders();
    expect(await answer).toEqual({ head: '', body: '<h1>/weer</h1>', state: '' });
  });
});
