import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../context.ts';
import { mountSpa } from '../../platform/spa.ts';
import { productShell } from './product-shell.ts';

let dist: string;
const app = new Hono<AppEnv>();

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-products-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>x</title><meta name="description" content="x" /></head><body></body></html>',
  );
  mountSpa(app, dist, 'https://kaartwijs.example', [productShell]);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the product pages in the server HTML (ADR 050)', () => {
  it('serves catalogue products with their own title, public ones with a canonical URL', async () => {
    const page = await app.request('/schermen');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Digitale schermen — inbegrepen vanaf Groei</title>');
    expect(html).toContain('<link rel="canonical" href="https://kaartwijs.example/schermen" />');
    const contact = await app.request('/Rapportages-Contact');
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain('<title>Demo aanvragen: Rapportages</title>');
    const finder = await app.request('/schermen-coffeeshop-finder');
    expect(finder.status).toBe(200);
    expect(await finder.text()).not.toContain('rel="canonical"');
    expect((await app.request('/admin/koppelingen')).status).toBe(200);
    expect((await app.request('/schermen-coffeeshop/0b7c2f4e-2d3a-4f7e-9a51-2f0a9c7d1e11')).status).toBe(200);
  });

  it('answers 404 for an unknown product in every shape, and leaves the fixed pages alone', async () => {
    for (const unknown of [
      '/bestaat-niet',
      '/bestaat-niet-contact',
      '/admin/bestaat-niet',
      '/bestaat-niet-coffeeshop/x',
      '/%E0%A4%A',
    ]) {
      expect((await app.request(unknown)).status, unknown).toBe(404);
    }
    for (const fixed of ['/menu-management-landing', '/abonnementen', '/contact', '/admin/contact', '/coffeeshops/amsterdam']) {
      expect((await app.request(fixed)).status, fixed).toBe(200);
    }
  });
});
