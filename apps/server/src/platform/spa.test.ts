import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { mountSpa } from './spa.ts';

let dist: string;
const app = new Hono<AppEnv>();

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dist, 'brand'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>x</title><meta name="description" content="x" /></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets', 'page-abc123.js'), 'export {}');
  // Stand-ins for features' page shells: a page with a second address, and a thing that does not exist.
  mountSpa(app, dist, 'https://kaartwijs.example', [
    async (_c, pathname) =>
      pathname === '/horeca/menu/m1'
        ? { meta: { title: 'Proeverij', description: 'Vier gangen.' }, canonicalPath: '/horeca/utrecht/zaak/menu/course/m1' }
        : null,
    async (_c, pathname) => (pathname === '/partners/onbekend' ? { status: 404 } : null),
  ]);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web app files', () => {
  it('serves a file that exists', async () => {
    const response = await app.request('/brand/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const chunk = await app.request('/assets/page-abc123.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing file instead of the HTML shell', async () => {
    for (const missing of ['/brand/missing-logo.svg', '/assets/page-old999.js', '/favicon-x.png']) {
      const response = await app.request(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type'), missing).not.toContain('text/html');
    }
  });

  it('serves the shell for app routes, with the canonical URL and Open Graph tags of a public page', async () => {
    const response = await app.request('/coffeeshops/?ref=x');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain('<link rel="canonical" href="https://kaartwijs.example/coffeeshops" />');
    expect(html).toContain('<meta property="og:url" content="https://kaartwijs.example/coffeeshops" />');
    // The section's own page; a town's page has its own title from the coffeeshops' shell (place-shells.test.ts).
    expect(html).toMatch(/<meta property="og:title" content="Coffeeshops in Nederland — [^"]+" \/>/);
    const privatePage = await (await app.request('/profile')).text();
    expect(privatePage).not.toContain('rel="canonical"');
    expect(privatePage).not.toContain('og:url');
  });
});

describe('what page shells add (ADR 088)', () => {
  it("takes a shell's canonical path for a page with two addresses", async () => {
    const html = await (await app.request('/horeca/menu/m1')).text();
    expect(html).toContain('<title>Proeverij</title>');
    expect(html).toContain('<link rel="canonical" href="https://kaartwijs.example/horeca/utrecht/zaak/menu/course/m1" />');
    expect(html).toContain('<meta property="og:url" content="https://kaartwijs.example/horeca/utrecht/zaak/menu/course/m1" />');
  });

  it('gives an unknown thing on a known route 404 with the not-found title, not its section title', async () => {
    const response = await app.request('/partners/onbekend');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Pagina niet gevonden — Kaartwijs</title>');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('the look of the first paint (ADR 074)', () => {
  const htmlTag = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await app.request(pathname, { headers });
    return { tag: /<html\b[^>]*>/.exec(await response.text())?.[0], response };
  };

  it("puts each brand's colours and default theme on <html>: dark for the cannabis pages, light for Foodee", async () => {
    const cannabis = await htmlTag('/coffeeshops/amsterdam');
    expect(cannabis.tag).toContain('data-brand="cannabis" class="dark"');
    expect(cannabis.tag).toContain('--brand-primary:#10b981');
    expect(cannabis.response.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(cannabis.response.headers.get('vary')).toContain('Cookie');
    const foodee = await htmlTag('/foodee');
    expect(foodee.tag).toContain('data-brand="hospitality" class=""');
    expect(foodee.tag).toContain('--brand-primary:#c65616');
    // The not-found page too.
    expect((await htmlTag('/bestaat-echt-niet')).tag).toContain('class="dark"');
  });

  it("follows the visitor's saved theme and brand from their cookies, and the browser's hint for the system theme", async () => {
    expect((await htmlTag('/', { cookie: 'theme=light' })).tag).toContain('class=""');
    expect((await htmlTag('/telers', { cookie: 'preferred_brand=hospitality' })).tag).toContain('data-brand="hospitality"');
    const system = await htmlTag('/', { cookie: 'theme=system', 'sec-ch-prefers-color-scheme': '"dark"' });
    expect(system.tag).toContain('class="dark"');
    // The system theme without a hint: no class, the script decides.
    expect((await htmlTag('/', { cookie: 'theme=system' })).tag).not.toContain('class=');
    // A cookie is only ever one of the known values: anything else is no choice, and never reaches the HTML.
    const forged = await htmlTag('/', { cookie: 'theme="><script>x</script>; preferred_brand=<b>' });
    expect(forged.tag).toBe(
      '<html lang="nl" data-brand="cannabis" class="dark" style="--brand-primary:#10b981;--brand-secondary:#34d399;--brand-ui-light:#047857;--brand-ui-dark:#34d399">',
    );
  });
});
