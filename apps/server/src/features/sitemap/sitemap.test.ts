import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, partners, vacancies, venues } from '../../db/schema/index.ts';
import { SEED_BLOG_SLUG, SEED_EVENT_IDS } from '../../db/seed/content.ts';
import { insertPost } from '../../db/seed/factories/content.ts';
import { FAKE_CHUNK, fakeWebBuild } from '../../test/fake-web-build.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { renderSitemapIndex, renderUrlSet } from './sitemap-xml.ts';

let t: TestApp;
const build = fakeWebBuild();

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: build.dir });
});

afterAll(async () => {
  await t.close();
  build.remove();
});

async function firstLive<T extends typeof coffeeshops | typeof venues>(table: T) {
  const [row] = await t.db
    .select({ id: table.id, name: table.name, plaats: table.plaats, plaatsSlug: table.plaatsSlug, slug: table.slug })
    .from(table as typeof coffeeshops)
    .where(eq(table.active, true))
    .limit(1);
  if (!row) throw new Error('seed heeft geen plaats');
  return row;
}

/** The `<loc>` URLs of a sitemap, after checking the document's shape. */
function locations(xml: string): string[] {
  expect(
    xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
  expect(urls.length).toBe(xml.split('<url>').length - 1);
  for (const [, , lastmod] of urls) if (lastmod) expect(new Date(lastmod).toISOString()).toBe(lastmod);
  return urls.map(([, loc]) => loc as string);
}

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    for (const area of ['/api/', '/admin', '/dashboard', '/reservering/', '/coffeeshop/'])
      expect(text).toContain(`Disallow: ${area}\n`);
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages: home pages, towns, a shop, a venue and its course menus', async () => {
    const response = await t.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = locations(await response.text());
    const shop = await firstLive(coffeeshops);
    const venue = await firstLive(venues);
    expect(urls).toContain(`${TEST_ORIGIN}/`);
    expect(urls).toContain(`${TEST_ORIGIN}/foodee`);
    expect(urls).toContain(`${TEST_ORIGIN}/coffeeshops/${shop.plaatsSlug}`);
    expect(urls).toContain(`${TEST_ORIGIN}/coffeeshops/${shop.plaatsSlug}/${shop.slug}`);
    expect(urls).toContain(`${TEST_ORIGIN}/horeca/${venue.plaatsSlug}/${venue.slug}`);
    expect(urls.some((url) => url.includes('/menu/course/'))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${TEST_ORIGIN}/teler/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists published posts and upcoming events, never a scheduled post (ADR 049)', async () => {
    const urls = locations(await (await t.request('/sitemap.xml')).text());
    expect(urls).toContain(`${TEST_ORIGIN}/blog/${SEED_BLOG_SLUG}`);
    expect(urls).toContain(`${TEST_ORIGIN}/event/${SEED_EVENT_IDS.webinar}`);
    expect(urls).toContain(`${TEST_ORIGIN}/content-manager-landing`);
    expect(urls.some((url) => url.includes('evaluatie-experiment-gesloten-coffeeshopketen'))).toBe(false);
  });

  it('lists approved partners, their published news and open vacancies; never a pending partner, a draft or a closed vacancy', async () => {
    const partner = async (slug: string, status: 'approved' | 'pending') => {
      const [row] = await t.db
        .insert(partners)
        .values({ slug, name: slug, kind: 'leverancier', status, contactEmail: `${slug}@voorbeeld.nl` })
        .returning();
      if (!row) throw new Error('partner niet aangemaakt');
      return row;
    };
    const vacancy = (employerId: string, slug: string, closingDate: string) =>
      t.db.insert(vacancies).values({
        employerKind: 'partner',
        employerId,
        slug,
        title: 'Monteur',
        type: 'vast',
        hoursMin: 32,
        hoursMax: 40,
        salaryMinCents: 280000,
        salaryMaxCents: 340000,
        salaryPeriod: 'maand',
        plaats: 'Groningen',
        description: 'Je installeert kassa’s.',
        closingDate,
      });
    const approved = await partner('sitemap-leverancier', 'approved');
    const pending = await partner('sitemap-in-afwachting', 'pending');
    await insertPost(t.db, { partnerId: approved.id, slug: 'sitemap-partnernieuws', title: 'Nieuw' });
    await insertPost(t.db, { partnerId: approved.id, slug: 'sitemap-concept', title: 'Concept', publishAt: null });
    await insertPost(t.db, { partnerId: pending.id, slug: 'sitemap-nog-niet-goedgekeurd', title: 'Wacht' });
    await vacancy(approved.id, 'sitemap-monteur-open', '2999-12-31');
    await vacancy(approved.id, 'sitemap-monteur-gesloten', '2000-01-01');
    await vacancy(pending.id, 'sitemap-monteur-onbekend', '2999-12-31');

    const urls = locations(await (await t.request('/sitemap.xml')).text());
    expect(urls).toContain(`${TEST_ORIGIN}/partners`);
    expect(urls).toContain(`${TEST_ORIGIN}/vacatures`);
    expect(urls).toContain(`${TEST_ORIGIN}/partners/sitemap-leverancier`);
    expect(urls).toContain(`${TEST_ORIGIN}/partners/sitemap-leverancier/news/sitemap-partnernieuws`);
    expect(urls).toContain(`${TEST_ORIGIN}/vacatures/vast/sitemap-monteur-open`);
    for (const hidden of [
      'sitemap-in-afwachting',
      'sitemap-concept',
      'sitemap-nog-niet-goedgekeurd',
      'monteur-gesloten',
      'monteur-onbekend',
    ])
      expect(
        urls.filter((url) => url.includes(hidden)),
        hidden,
      ).toEqual([]);
    // Every listed vacancy and partner page is one the server answers 200 for (ADR 088).
    for (const path of ['/partners/sitemap-leverancier', '/vacatures/vast/sitemap-monteur-open'])
      expect((await t.request(path)).status, path).toBe(200);
    // The same vacancy under its partner names the listed address as canonical.
    const underPartner = await (await t.request('/partners/sitemap-leverancier/vacancies/sitemap-monteur-open')).text();
    expect(underPartner).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/vacatures/vast/sitemap-monteur-open" />`);
  });

  it('leaves out a shop that is offline', async () => {
    const shop = await firstLive(coffeeshops);
    await t.db.update(coffeeshops).set({ active: false }).where(eq(coffeeshops.id, shop.id));
    try {
      const urls = locations(await (await t.request('/sitemap.xml')).text());
      expect(urls).not.toContain(`${TEST_ORIGIN}/coffeeshops/${shop.plaatsSlug}/${shop.slug}`);
    } finally {
      await t.db.update(coffeeshops).set({ active: true }).where(eq(coffeeshops.id, shop.id));
    }
  });

  it('has no parts while it fits in one file', async () => {
    expect((await t.request('/sitemap-1.xml')).status).toBe(404);
  });

  it('escapes URLs and writes an index of parts', () => {
    const xml = renderUrlSet(TEST_ORIGIN, [{ path: '/zoeken?q=a&b=c' }]);
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/zoeken?q=a&amp;b=c</loc>`);
    const index = renderSitemapIndex(TEST_ORIGIN, 2);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<sitemap><loc>${TEST_ORIGIN}/sitemap-2.xml</loc></sitemap>`);
  });
});

describe('pages and files that do not exist (ADR 037)', () => {
  it('answers an unknown page with 404 and the app shell, whose not-found page shows', async () => {
    const response = await t.request('/deze-pagina-bestaat-niet');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<title>Pagina niet gevonden — Kaartwijs</title>');
    expect((await t.request('/coffeeshops/a/b/c/d')).status).toBe(404);
  });

  it('answers a missing asset or file with a plain 404, never the shell', async () => {
    for (const missing of ['/assets/nope.js', '/favicon-x.png', `${FAKE_CHUNK}.map`]) {
      const response = await t.request(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type'), missing).not.toContain('text/html');
      expect(await response.text(), missing).not.toContain('<div id="root">');
    }
  });

  it('serves a real shop page and a venue page with 200 and their titles', async () => {
    const shop = await firstLive(coffeeshops);
    const shopPage = await t.request(`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`);
    expect(shopPage.status).toBe(200);
    const html = await shopPage.text();
    // The shop's own page shell (ADR 052): its name and place, never its products.
    expect(html).toContain(`<title>${shop.name} in ${shop.plaats} — coffeeshop</title>`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/coffeeshops/${shop.plaatsSlug}/${shop.slug}" />`);
    const venue = await firstLive(venues);
    expect((await t.request(`/horeca/${venue.plaatsSlug}/${venue.slug}/reserveren`)).status).toBe(200);
  });
});
