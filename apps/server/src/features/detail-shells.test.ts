// Long file: the page shells of ADR 088 side by side, sharing one app and one 404 check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMenus, merchandise, merchandiseStock, partnerServices, partners, telers } from '../db/schema/index.ts';
import { insertVenue } from '../db/seed/factories/venues.ts';
import { fakeWebBuild } from '../test/fake-web-build.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

/* The page shells of ADR 088: teler, partner, course menu and merchandise pages, each with its own head and a 404. */

let t: TestApp;
const web = fakeWebBuild();
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web.dir });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

function jsonLdOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

async function page(path: string) {
  const response = await t.request(path);
  return { status: response.status, html: await response.text() };
}

/** Each path answers 404 with the not-found page's title and no JSON-LD. */
async function expectNotFound(paths: string[]) {
  for (const path of paths) {
    const { status, html } = await page(path);
    expect(status, path).toBe(404);
    expect(html, path).toContain('<title>Pagina niet gevonden — Kaartwijs</title>');
    expect(html, path).not.toContain('application/ld+json');
    expect(html, path).not.toContain('rel="canonical"');
  }
}

async function insertPartner(values: Partial<typeof partners.$inferInsert> & { slug: string; name: string }) {
  const [row] = await t.db
    .insert(partners)
    .values({ kind: 'kassasysteem', status: 'approved', contactEmail: 'info@voorbeeld.nl', ...values })
    .returning();
  if (!row) throw new Error('partner niet aangemaakt');
  return row;
}

describe('teler pages', () => {
  it("give a teler its own title and an Organization with name and town only, and a town's telers their title", async () => {
    await t.db.insert(telers).values({
      naam: 'Kwekerij Zonnedauw',
      slug: 'kwekerij-zonnedauw',
      plaats: 'Emmen',
      provincie: 'Drenthe',
      beschrijving: 'De lekkerste toppen van het noorden.',
      website: 'https://zonnedauw.example',
      designatedGrower: true,
    });
    const { status, html } = await page('/teler/kwekerij-zonnedauw');
    expect(status).toBe(200);
    expect(html).toContain('<title>Kwekerij Zonnedauw in Emmen — teler</title>');
    expect(html).toContain(
      '<meta name="description" content="Aangewezen teler van het wietexperiment in Emmen: locatie en gegevens. Alleen voor 18+." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/teler/kwekerij-zonnedauw" />`);
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kwekerij Zonnedauw',
      url: `${TEST_ORIGIN}/teler/kwekerij-zonnedauw`,
      address: { '@type': 'PostalAddress', addressLocality: 'Emmen', addressRegion: 'Drenthe', addressCountry: 'NL' },
    });
    // A grower may not advertise: its own text and website never reach the head.
    expect(html).not.toContain('lekkerste');
    expect(html).not.toContain('zonnedauw.example');

    const town = await page('/telers/emmen');
    expect(town.status).toBe(200);
    expect(town.html).toContain('<title>Telers in Emmen — Kaartwijs</title>');
    expect(town.html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/telers/emmen" />`);
  });

  it('answer 404 for an unknown or inactive teler and a town without one', async () => {
    await t.db.insert(telers).values({ naam: 'Gestopte Teler', slug: 'gestopte-teler', plaats: 'Assen', actief: false });
    await expectNotFound(['/teler/bestaat-niet', '/teler/gestopte-teler', '/telers/bestaat-niet', '/telers/assen']);
  });
});

describe('partner pages', () => {
  it('give an approved partner its title, description and Organization, and a service its own page', async () => {
    const partner = await insertPartner({
      slug: 'kassa-noord',
      name: 'Kassa Noord',
      description: 'Kassasystemen voor horeca en coffeeshops in het noorden.',
      website: 'https://kassanoord.example',
      contactPhone: '050 123 4567',
      region: 'Groningen',
    });
    const { status, html } = await page('/partners/kassa-noord');
    expect(status).toBe(200);
    expect(html).toContain('<title>Kassa Noord — partner</title>');
    expect(html).toContain('<meta name="description" content="Kassasystemen voor horeca en coffeeshops in het noorden." />');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/partners/kassa-noord" />`);
    expect(html).toContain('<meta property="og:title" content="Kassa Noord — partner" />');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kassa Noord',
      url: `${TEST_ORIGIN}/partners/kassa-noord`,
      description: 'Kassasystemen voor horeca en coffeeshops in het noorden.',
      sameAs: 'https://kassanoord.example',
      email: 'info@voorbeeld.nl',
      telephone: '050 123 4567',
      areaServed: 'Groningen',
    });

    const [service] = await t.db
      .insert(partnerServices)
      .values({ partnerId: partner.id, title: 'Kassa-installatie', description: 'Wij installeren je kassa op één dag.' })
      .returning();
    if (!service) throw new Error('dienst niet aangemaakt');
    const servicePage = await page(`/partners/kassa-noord/services/${service.id}`);
    expect(servicePage.status).toBe(200);
    expect(servicePage.html).toContain('<title>Kassa-installatie — Kassa Noord</title>');
    expect(jsonLdOf(servicePage.html)).toMatchObject({
      '@type': 'Service',
      name: 'Kassa-installatie',
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/partners/kassa-noord/services/${service.id}$`)),
      provider: { '@type': 'Organization', name: 'Kassa Noord', url: expect.stringMatching(/\/partners\/kassa-noord$/) },
    });
  });

  it('answer 404 for an unknown, pending or offline partner and an unknown service', async () => {
    await insertPartner({ slug: 'wacht-nog', name: 'Wacht Nog', status: 'pending' });
    await insertPartner({ slug: 'uit-de-lucht', name: 'Uit de Lucht', status: 'offline' });
    await expectNotFound([
      '/partners/bestaat-niet',
      '/partners/wacht-nog',
      '/partners/uit-de-lucht',
      '/partners/kassa-noord/services/00000000-0000-4000-8000-000000000000',
      '/partners/kassa-noord/services/geen-id',
    ]);
  });
});

describe('course menu pages', () => {
  it('give a course menu its title and Menu JSON-LD on both routes, with the address under its venue as canonical', async () => {
    const venue = await insertVenue(t.db, { name: 'Brasserie Wolkenkrabber', plaats: 'Rotterdam', plaatsSlug: 'rotterdam' });
    const [menu] = await t.db
      .insert(courseMenus)
      .values({
        venueId: venue.id,
        name: 'Viergangen proeverij',
        pricePerPerson: 59.5,
        courses: [
          { name: 'Carpaccio van biet', description: 'Met geitenkaas', dishId: null },
          { name: 'Kabeljauw', description: '', dishId: null },
        ],
      })
      .returning();
    if (!menu) throw new Error('menu niet aangemaakt');
    const canonical = `${TEST_ORIGIN}/horeca/rotterdam/${venue.slug}/menu/course/${menu.id}`;
    for (const path of [`/horeca/rotterdam/${venue.slug}/menu/course/${menu.id}`, `/horeca/menu/${menu.id}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<title>Viergangen proeverij — Brasserie Wolkenkrabber — Foodee</title>');
      expect(html, path).toContain(
        '<meta name="description" content="Viergangen proeverij bij Brasserie Wolkenkrabber in Rotterdam: 2 gangen, €\u00a059,50 per persoon." />',
      );
      expect(html, path).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(jsonLdOf(html), path).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Menu',
        name: 'Viergangen proeverij',
        url: canonical,
        hasMenuItem: [
          { '@type': 'MenuItem', name: 'Carpaccio van biet', description: 'Met geitenkaas' },
          { '@type': 'MenuItem', name: 'Kabeljauw' },
        ],
        offers: { '@type': 'Offer', price: '59.50', priceCurrency: 'EUR' },
        isPartOf: { '@type': 'WebPage', name: 'Brasserie Wolkenkrabber', url: `${TEST_ORIGIN}/horeca/rotterdam/${venue.slug}` },
      });
    }
  });

  it('answer 404 for an unknown or inactive menu, and for a menu under another venue', async () => {
    const venue = await insertVenue(t.db, { name: 'Eetcafé Eigen Menu' });
    const other = await insertVenue(t.db, { name: 'Eetcafé Ander Adres' });
    const [inactive] = await t.db
      .insert(courseMenus)
      .values({ venueId: venue.id, name: 'Oud menu', pricePerPerson: 30, courses: [], active: false })
      .returning();
    const [live] = await t.db
      .insert(courseMenus)
      .values({ venueId: venue.id, name: 'Huidig menu', pricePerPerson: 35, courses: [] })
      .returning();
    if (!inactive || !live) throw new Error('menu niet aangemaakt');
    await expectNotFound([
      '/horeca/menu/00000000-0000-4000-8000-000000000000',
      '/horeca/menu/geen-id',
      `/horeca/menu/${inactive.id}`,
      `/horeca/utrecht/${venue.slug}/menu/course/${inactive.id}`,
      `/horeca/utrecht/${other.slug}/menu/course/${live.id}`,
    ]);
  });
});

describe('merchandise pages', () => {
  it('give a published item its title and a Product with price and stock, and 404 to an unpublished or unknown one', async () => {
    const partner = await insertPartner({ slug: 'shirtjes-bv', name: 'Shirtjes BV' });
    const [item] = await t.db
      .insert(merchandise)
      .values({
        partnerId: partner.id,
        name: 'Katoenen T-shirt',
        description: 'Biologisch katoen, groen logo.',
        priceCents: 2495,
        images: ['/api/images/abc/card.webp'],
        published: true,
      })
      .returning();
    const [draft] = await t.db
      .insert(merchandise)
      .values({ partnerId: partner.id, name: 'Geheime pet', priceCents: 1500, published: false })
      .returning();
    if (!item || !draft) throw new Error('artikel niet aangemaakt');
    await t.db.insert(merchandiseStock).values({ merchandiseId: item.id, size: 'M', stock: 4 });

    const { status, html } = await page(`/merchandise/${item.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Katoenen T-shirt — merchandise van Shirtjes BV</title>');
    expect(html).toContain('<meta name="description" content="Biologisch katoen, groen logo." />');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/merchandise/${item.id}" />`);
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Katoenen T-shirt',
      url: `${TEST_ORIGIN}/merchandise/${item.id}`,
      description: 'Biologisch katoen, groen logo.',
      image: [`${TEST_ORIGIN}/api/images/abc/card.webp`],
      offers: {
        '@type': 'Offer',
        url: `${TEST_ORIGIN}/merchandise/${item.id}`,
        price: '24.95',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Shirtjes BV' },
      },
    });
    await expectNotFound([
      `/merchandise/${draft.id}`,
      '/merchandise/00000000-0000-4000-8000-000000000000',
      '/merchandise/geen-id',
    ]);
  });
});
