import type { ApiError } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishes, menuSections } from '../db/schema/index.ts';
import { insertProduct } from '../db/seed/factories/products.ts';
import { insertShop } from '../db/seed/factories/shops.ts';
import { insertVenue } from '../db/seed/factories/venues.ts';
import { FAKE_CHUNK, fakeWebBuild, SSR_SOURCE_ENTRY } from '../test/fake-web-build.ts';
import { createTestApp, readJson, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const web = fakeWebBuild();
beforeAll(async () => {
  // The web app's server render from its source (ADR 066), so the test never reads a stale build.
  t = await createTestApp({ WEB_DIST: web.dir, WEB_SSR_ENTRY: SSR_SOURCE_ENTRY });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

/** The server-rendered markup inside #root, without the shell's head (title, JSON-LD). */
function rootOf(html: string): string {
  return /<div id="root">(.*?)<\/div><script type="application\/json" id="ssr-state">/s.exec(html)?.[1] ?? '';
}

function jsonLdOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

describe('server HTML of place pages (ADR 052)', () => {
  it("carries a venue's name, address, a dish and Restaurant JSON-LD; its sub-pages share the venue's title", async () => {
    const venue = await insertVenue(t.db, { name: 'Bistro Schaduwrijk', address: 'Lange Nieuwstraat 8' });
    const [section] = await t.db.insert(menuSections).values({ venueId: venue.id, name: 'Hoofdgerechten' }).returning();
    if (!section) throw new Error('section not created');
    await t.db.insert(dishes).values({ sectionId: section.id, name: 'Stoofvlees met frites', price: 21.5, diets: [] });

    const response = await t.request(`/horeca/utrecht/${venue.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The page's body, rendered by the web app's own components (ADR 066): its name, address and a dish.
    const body = rootOf(html);
    expect(body).toContain('<h1');
    expect(body).toContain('Bistro Schaduwrijk');
    expect(body).toContain('Lange Nieuwstraat 8');
    expect(body).toContain('Stoofvlees met frites');
    expect(html).toContain('<title>Bistro Schaduwrijk in Utrecht — Foodee</title>');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/horeca/utrecht/${venue.slug}" />`);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Bistro Schaduwrijk',
      address: { streetAddress: 'Lange Nieuwstraat 8', addressLocality: 'Utrecht', addressCountry: 'NL' },
      openingHoursSpecification: expect.arrayContaining([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '17:00', closes: '23:00' },
      ]),
      hasMenu: { hasMenuSection: [{ name: 'Hoofdgerechten', hasMenuItem: [{ name: 'Stoofvlees met frites' }] }] },
    });

    const booking = await t.request(`/horeca/utrecht/${venue.slug}/reserveren`);
    expect(booking.status).toBe(200);
    const bookingHtml = await booking.text();
    expect(bookingHtml).toContain('<title>Bistro Schaduwrijk — Foodee</title>');
    expect(jsonLdOf(bookingHtml)).toBeNull();
  });

  it('answers 404 for an unknown or inactive venue and all pages under it', async () => {
    const inactive = await insertVenue(t.db, { name: 'Gesloten Zaak', active: false });
    for (const path of [
      '/horeca/utrecht/bestaat-niet',
      `/horeca/utrecht/${inactive.slug}`,
      '/horeca/utrecht/bestaat-niet/reserveren',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('application/ld+json');
    }
  });

  it("gives a coffeeshop's address and hours as LocalBusiness, and no product even when its menu is public", async () => {
    for (const menuVisibility of ['in_store', 'public'] as const) {
      const shop = await insertShop(t.db, { name: `Coffeeshop Ravelijn ${menuVisibility}`, menuVisibility });
      await insertProduct(t.db, { coffeeshopId: shop.id, naam: 'Lemon Haze Zichtbaar' });
      const response = await t.request(`/coffeeshops/utrecht/${shop.slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(jsonLdOf(html)).toMatchObject({
        '@type': 'LocalBusiness',
        name: shop.name,
        address: { addressLocality: 'Utrecht' },
      });
      expect(html).not.toContain('Lemon Haze');
      // The page itself is rendered (name and address, behind the age gate), never a product (art. 3b Opiumwet).
      const body = rootOf(html);
      expect(body).toContain('Ben je 18 jaar of ouder?');
      expect(body).toContain(shop.name);
      expect(body).not.toContain('Lemon Haze');
    }
    expect((await t.request('/coffeeshops/utrecht/bestaat-niet')).status).toBe(404);
    expect((await t.request('/coffeeshops/utrecht/bestaat-niet/nieuws/iets')).status).toBe(404);
  });
});

describe("server HTML of a town's coffeeshops (ADR 088)", () => {
  it("gives a town its own title and an ItemList of its shops' names and addresses, never a product", async () => {
    const shop = await insertShop(t.db, {
      name: 'Coffeeshop Vechtzicht',
      plaats: 'Ommen',
      plaatsSlug: 'ommen',
      address: 'Markt 3',
      postcode: '7731 DB',
      menuVisibility: 'public',
    });
    await insertProduct(t.db, { coffeeshopId: shop.id, naam: 'Lemon Haze Zichtbaar' });
    const response = await t.request('/coffeeshops/ommen');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Coffeeshops in Ommen — Kaartwijs</title>');
    expect(html).toContain(
      '<meta name="description" content="Eén coffeeshop in Ommen met adres, openingstijden en huisregels. Alleen voor 18+." />',
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/coffeeshops/ommen" />');
    expect(html).toContain('<meta property="og:title" content="Coffeeshops in Ommen — Kaartwijs" />');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Coffeeshops in Ommen',
      numberOfItems: 1,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'LocalBusiness',
            name: 'Coffeeshop Vechtzicht',
            url: `http://localhost:3000/coffeeshops/ommen/${shop.slug}`,
            address: {
              '@type': 'PostalAddress',
              streetAddress: 'Markt 3',
              postalCode: '7731 DB',
              addressLocality: 'Ommen',
              addressCountry: 'NL',
            },
          },
        },
      ],
    });
    // The page is rendered (behind the age gate) with the shop's name, and nothing from its menu anywhere.
    expect(rootOf(html)).toContain('Coffeeshop Vechtzicht');
    expect(html).not.toContain('Lemon Haze');
  });

  it('answers 404 with the not-found title for a town without a live shop', async () => {
    await insertShop(t.db, { name: 'Coffeeshop Dicht', plaats: 'Hardenberg', plaatsSlug: 'hardenberg', active: false });
    for (const path of ['/coffeeshops/bestaat-niet', '/coffeeshops/hardenberg']) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<title>Pagina niet gevonden — Kaartwijs</title>');
      expect(html, path).not.toContain('application/ld+json');
    }
  });
});

describe('server HTML of the home pages (ADR 066)', () => {
  it('carries the page rendered by the web app, its h1 text, and no signed-in account', async () => {
    // A real session: the render must not use it (the visitor's name and e-mail never reach the HTML).
    const visitor = await t.signUp({ firstName: 'Wilhelmina', lastName: 'Zegveld' });
    for (const [path, brand] of [
      ['/', 'Kaartwijs'],
      ['/foodee', 'Foodee'],
    ] as const) {
      const response = await t.request(path, { cookie: visitor.cookie });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const body = rootOf(html);
      expect(body, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(body, path).toContain(brand);
      expect(html, path).not.toContain('Wilhelmina');
      expect(html, path).not.toContain(visitor.email);
      // The app starts after the page's first paint (ADR 079): no module script in the HTML, only its loader.
      expect(html, path).not.toContain('type="module"');
      expect(html, path).toContain(`<script src="/start-app.js" data-entry="${FAKE_CHUNK}" data-preload="" defer></script>`);
    }
  });

  it('leaves the cannabis product pages to the browser, however their path is written', async () => {
    for (const path of ['/zoeken?q=haze', '/Zoeken?q=haze', '/%7Aoeken?q=haze', '/ZOEKEN', '/Strain-Discovery', '//zoeken']) {
      const html = await (await t.request(path)).text();
      expect(html, path).not.toContain('id="ssr-state"');
    }
  });

  it('keeps the plain shell for private pages and unknown paths', async () => {
    for (const path of ['/dashboard', '/bestaat-echt-niet']) {
      const html = await (await t.request(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="ssr-state"');
      // Without the server's HTML there is nothing to paint first: the app starts at once.
      expect(html, path).toContain(`<script type="module" src="${FAKE_CHUNK}"></script>`);
      expect(html, path).not.toContain('start-app.js');
    }
  });

  it("leaves zod's language to each API request after a page was rendered (the web app's setting is the browser's)", async () => {
    expect(await (await t.request('/')).text()).toContain('id="ssr-state"');
    const visitor = await t.signUp();
    const english = await t.request('/api/favorites', {
      cookie: visitor.cookie,
      body: [],
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(422);
    expect((await readJson<ApiError>(english)).issues?.[0]?.message).toMatch(/^Invalid input: expected object/);
  });
});
