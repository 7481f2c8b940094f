import type { SiteView } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, sites } from '../../db/schema/index.ts';
import { insertProduct, insertShop, insertVenue } from '../../db/seed/factories.ts';
import { fakeWebBuild } from '../../test/fake-web-build.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { publishedSite, siteInput } from './sites-test-helpers.ts';

let t: TestApp;
const web = fakeWebBuild();
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let venueId: string;
let site: SiteView;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web.dir, SITES_HOST: 'platform.test' });
  owner = await t.signUp();
  venueId = (await insertVenue(t.db, { name: 'Bistro Het Anker', ownerId: owner.userId, description: 'Bistro aan het water.' }))
    .id;
  const menu = {
    sections: [
      {
        name: 'Voorgerechten',
        dishes: [{ name: 'Garnalensoep', price: 8.5, contains: ['crustaceans', 'celery'], mayContain: ['milk'] }],
      },
    ],
  };
  const saved = await t.request(`/api/horeca/manage/venues/${venueId}/menu`, { method: 'PUT', cookie: owner.cookie, body: menu });
  if (saved.status !== 200) throw new Error(`menu not saved: ${saved.status}`);
  site = await publishedSite(
    t,
    owner.cookie,
    'venue',
    venueId,
    siteInput({ slug: 'het-anker', pages: ['home', 'menu', 'over', 'contact', 'vacatures', 'reserveren'] }),
  );
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await t.request(path, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

describe('a published horeca site', () => {
  it('is static HTML with inline CSS, no script but JSON-LD, Restaurant data, and its own CSP', async () => {
    const home = await page('/sites/het-anker');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<h1>Bistro Het Anker</h1>');
    expect(home.html).toContain('<style>');
    expect(home.html).toContain('"@type":"Restaurant"');
    expect(home.html.match(/<script/g)).toHaveLength(1);
    expect(home.html).toContain('<script type="application/ld+json">');
    expect(home.html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/sites/het-anker">`);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(home.headers.get('content-security-policy')).not.toContain('script-src');
  });

  it('carries the HTML menu with allergens and the booking widget iframe', async () => {
    const menu = await page('/sites/het-anker/menu');
    expect(menu.html).toContain('Garnalensoep');
    expect(menu.html).toMatch(/€\s8,50/);
    expect(menu.html).toContain('Allergenen: schaaldieren, selderij; kan sporen bevatten van melk');
    const booking = await page('/sites/het-anker/reserveren');
    expect(booking.html).toContain(`<iframe src="/widget/reserveren/${venueId}"`);
  });

  it('follows the platform: new opening hours show on the next request', async () => {
    expect((await page('/sites/het-anker')).html).toContain('17:00–23:00');
    const edit = await readJson<{ venue: Record<string, unknown> }>(
      await t.request(`/api/horeca/manage/venues/${venueId}/edit`, { cookie: owner.cookie }),
    );
    const hours = { ma: [{ open: '09:30', close: '15:00' }], di: [], wo: [], do: [], vr: [], za: [], zo: [] };
    const changed = await t.request(`/api/horeca/manage/venues/${venueId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { ...edit.venue, openingHours: hours },
    });
    expect(changed.status).toBe(200);
    const after = (await page('/sites/het-anker')).html;
    expect(after).toContain('09:30–15:00');
    expect(after).not.toContain('17:00–23:00');
  });

  it('answers 404 for an unknown site, a page it does not have, and a draft', async () => {
    expect((await page('/sites/bestaat-niet')).status).toBe(404);
    expect((await page('/sites/het-anker/onbekend')).status).toBe(404);
    await t.db
      .update(sites)
      .set({ pages: ['home'] })
      .where(eq(sites.id, site.id));
    expect((await page('/sites/het-anker/menu')).status).toBe(404);
    await t.db
      .update(sites)
      .set({ pages: ['home', 'menu', 'reserveren'] })
      .where(eq(sites.id, site.id));
  });

  it('is in the sitemap and the showcase', async () => {
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`${TEST_ORIGIN}/sites/het-anker</loc>`);
    const showcase = await readJson<Array<{ name: string; url: string }>>(await t.request('/api/sites/showcase'));
    expect(showcase).toContainEqual(expect.objectContaining({ name: 'Bistro Het Anker', url: `${TEST_ORIGIN}/sites/het-anker` }));
  });
});

describe('a coffeeshop site (art. 3b Opiumwet)', () => {
  it('never holds a product name or price, even when the shop’s menu is public', async () => {
    const shopOwner = await t.signUp();
    const shop = await insertShop(t.db, { name: 'Coffeeshop De Wolk', ownerId: shopOwner.userId, menuVisibility: 'public' });
    await insertProduct(t.db, { coffeeshopId: shop.id, naam: 'Wolkenkrabber Kush', prijzen: { '1g': 12.5 } });
    await publishedSite(t, shopOwner.cookie, 'coffeeshop', shop.id, siteInput({ slug: 'de-wolk' }));
    const [row] = await t.db.select({ v: coffeeshops.menuVisibility }).from(coffeeshops).where(eq(coffeeshops.id, shop.id));
    expect(row?.v).toBe('public');
    for (const path of ['/sites/de-wolk', '/sites/de-wolk/over', '/sites/de-wolk/contact', '/sites/de-wolk/vacatures']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('Coffeeshop De Wolk');
      expect(html).not.toContain('Wolkenkrabber');
      expect(html).not.toMatch(/€|12,50|12\.5/);
    }
    expect((await page('/sites/de-wolk/menu')).status).toBe(404);
    expect((await page('/sites/de-wolk/reserveren')).status).toBe(404);
  });
});

describe('own domain by Host header', () => {
  it('serves a verified domain’s site at its root; an unverified one falls through to the platform', async () => {
    await t.db.update(sites).set({ domain: 'www.hetanker.nl' }).where(eq(sites.id, site.id));
    const unverified = await page('/', { host: 'www.hetanker.nl' });
    expect(unverified.html).not.toContain('Bistro Het Anker');
    await t.db.update(sites).set({ domainVerifiedAt: new Date() }).where(eq(sites.id, site.id));
    const home = await page('/', { host: 'www.hetanker.nl' });
    expect(home.status).toBe(200);
    expect(home.html).toContain('<h1>Bistro Het Anker</h1>');
    expect(home.html).toContain('<link rel="canonical" href="https://www.hetanker.nl/">');
    const booking = await page('/reserveren', { host: 'www.hetanker.nl' });
    expect(booking.html).toContain(`<iframe src="${TEST_ORIGIN}/widget/reserveren/${venueId}"`);
    expect((await page('/onbekend', { host: 'www.hetanker.nl' })).status).toBe(404);
    // The platform's own host is never taken for a site.
    expect((await page('/', { host: 'platform.test' })).html).not.toContain('Bistro Het Anker');
  });
});

describe('preview and demo', () => {
  it('previews unsaved choices for the owner only, marked and not indexed', async () => {
    const url = `/api/sites/manage/venue/${venueId}/preview?template=warm&intro=${encodeURIComponent('Nieuwe tekst')}&pages=home,menu`;
    const preview = await page(url, { cookie: owner.cookie });
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('Nieuwe tekst');
    expect(preview.html).toContain('<meta name="robots" content="noindex">');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const stranger = await t.signUp();
    expect((await t.request(url, { cookie: stranger.cookie })).status).toBe(403);
    expect((await t.request(url)).status).toBe(401);
  });

  it('builds a demo from sample data without an account or a stored row; the shop demo has no prices', async () => {
    const before = (await t.db.select({ id: sites.id }).from(sites)).length;
    const venue = await page('/api/sites/demo?kind=venue&template=modern&page=menu');
    expect(venue.status).toBe(200);
    expect(venue.html).toContain('Pompoensoep');
    const shop = await page('/api/sites/demo?kind=coffeeshop&page=menu');
    expect(shop.html).toContain('Coffeeshop De Voorbeeldtuin');
    expect(shop.html).not.toContain('€');
    expect((await t.db.select({ id: sites.id }).from(sites)).length).toBe(before);
  });
});
