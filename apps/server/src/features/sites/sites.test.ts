import type { AdminSites, ApiError, IntroSuggestion, MySites, SiteView } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { insertShop, insertVenue } from '../../db/seed/factories.ts';
import { type DnsZone, startDnsServer } from '../../test/dns-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { DNS_NOT_READY } from './domains.service.ts';
import { publishedSite, saveSite, siteInput } from './sites-test-helpers.ts';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let venueId: string;
const zone: DnsZone = { 'platform.test': { a: ['203.0.113.7'] } };

beforeAll(async () => {
  dns = await startDnsServer(zone);
  t = await createTestApp({ SITES_HOST: 'platform.test', SITES_DNS_SERVERS: dns.server });
  owner = await t.signUp();
  venueId = (await insertVenue(t.db, { name: 'Eetcafé De Kade', ownerId: owner.userId })).id;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const siteCount = async () => (await t.db.select({ id: sites.id }).from(sites)).length;

describe('the owner’s website', () => {
  it('lists the owner’s places; signed out is 401, a stranger sees none of them', async () => {
    expect((await t.request('/api/sites/manage')).status).toBe(401);
    const mine = await readJson<MySites>(await t.request('/api/sites/manage', { cookie: owner.cookie }));
    expect(mine.places.map((place) => place.name)).toContain('Eetcafé De Kade');
    expect(mine.templates).toEqual(['klassiek', 'modern', 'warm']);
    expect(mine.platformHost).toBe('platform.test');
    const stranger = await t.signUp();
    const theirs = await readJson<MySites>(await t.request('/api/sites/manage', { cookie: stranger.cookie }));
    expect(theirs.places).toEqual([]);
  });

  it('saves a draft; bad input is refused in Dutch and stores nothing; strangers get 403, admins may', async () => {
    const before = await siteCount();
    const badColour = await saveSite(
      t,
      owner.cookie,
      'venue',
      venueId,
      siteInput({ colours: { accent: '#ffff00', background: '#ffffff', text: '#cccccc' } }),
    );
    expect(badColour.status).toBe(422);
    expect((await readJson<ApiError>(badColour)).issues).toEqual(
      expect.arrayContaining([
        {
          path: ['colours', 'text'],
          message: 'De tekstkleur heeft te weinig contrast met de achtergrond (minimaal 4,5:1, WCAG AA)',
        },
      ]),
    );
    const notHex = await saveSite(
      t,
      owner.cookie,
      'venue',
      venueId,
      siteInput({ colours: { accent: 'rood', background: '#ffffff', text: '#000000' } }),
    );
    expect((await readJson<ApiError>(notHex)).issues).toContainEqual({
      path: ['colours', 'accent'],
      message: 'Kies een kleur als #rrggbb',
    });
    const reserved = await saveSite(t, owner.cookie, 'venue', venueId, siteInput({ slug: 'admin' }));
    expect((await readJson<ApiError>(reserved)).issues).toContainEqual({
      path: ['slug'],
      message: 'Dit adres is gereserveerd voor het platform: kies een ander',
    });
    const stranger = await t.signUp();
    const hijack = await saveSite(t, stranger.cookie, 'venue', venueId, siteInput());
    expect(hijack.status).toBe(403);
    expect(await message(hijack)).toBe('Je beheert deze horecazaak niet.');
    expect(await siteCount()).toBe(before);

    const saved = await saveSite(t, owner.cookie, 'venue', venueId, siteInput({ slug: 'de-kade' }));
    expect(saved.status).toBe(200);
    expect(await readJson<SiteView>(saved)).toMatchObject({
      slug: 'de-kade',
      published: false,
      url: 'http://localhost:3000/sites/de-kade',
    });
    const admin = await t.userWithRole('admin');
    const byAdmin = await saveSite(t, admin.cookie, 'venue', venueId, siteInput({ slug: 'de-kade', intro: 'Door beheer' }));
    expect(byAdmin.status).toBe(200);
  });

  it('refuses a slug another site has (409) and horeca pages on a coffeeshop site (422), changing nothing', async () => {
    const other = await t.signUp();
    const shop = await insertShop(t.db, { ownerId: other.userId });
    const taken = await saveSite(t, other.cookie, 'coffeeshop', shop.id, siteInput({ slug: 'de-kade' }));
    expect(taken.status).toBe(409);
    expect(await message(taken)).toBe('Dit webadres is al in gebruik door een andere website: kies een ander.');
    const withMenu = await saveSite(t, other.cookie, 'coffeeshop', shop.id, siteInput({ pages: ['home', 'menu'] }));
    expect(withMenu.status).toBe(422);
    expect(await message(withMenu)).toBe(
      'De pagina’s menukaart en reserveren zijn er alleen voor horeca: een coffeeshop toont geen producten of prijzen.',
    );
    expect(await t.db.select().from(sites).where(eq(sites.placeId, shop.id))).toEqual([]);
  });

  it('“help me write” builds an intro from the place’s data when no model is configured', async () => {
    const response = await t.request(`/api/sites/manage/venue/${venueId}/intro`, { method: 'POST', cookie: owner.cookie });
    expect(response.status).toBe(200);
    const suggestion = await readJson<IntroSuggestion>(response);
    expect(suggestion.source).toBe('data');
    expect(suggestion.intro).toContain('Welkom bij Eetcafé De Kade');
    const stranger = await t.signUp();
    expect(
      (await t.request(`/api/sites/manage/venue/${venueId}/intro`, { method: 'POST', cookie: stranger.cookie })).status,
    ).toBe(403);
  });
});

describe('own domains', () => {
  it('checks DNS: unverified until the CNAME points at the platform; another site’s domain is 409', async () => {
    const site = await publishedSite(t, owner.cookie, 'venue', venueId, siteInput({ slug: 'de-kade' }));
    const set = (cookie: string, id: string, domain: string) =>
      t.request(`/api/sites/manage/site/${id}/domain`, { method: 'PUT', cookie, body: { domain } });
    const verify = (id: string) =>
      t.request(`/api/sites/manage/site/${id}/domain/verify`, { method: 'POST', cookie: owner.cookie });

    const invalid = await set(owner.cookie, site.id, 'geen domein');
    expect((await readJson<ApiError>(invalid)).issues).toContainEqual({
      path: ['domain'],
      message: 'Vul een geldige domeinnaam in, zoals www.mijnzaak.nl',
    });
    const entered = await readJson<SiteView>(await set(owner.cookie, site.id, 'https://www.dekade.nl/'));
    expect(entered.domain).toEqual({ domain: 'www.dekade.nl', verified: false, checkedAt: null });

    const failing = await verify(site.id);
    expect(failing.status).toBe(422);
    expect(await message(failing)).toBe(DNS_NOT_READY);
    const english = await t.request(`/api/sites/manage/site/${site.id}/domain/verify`, {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(await message(english)).toMatch(/^The domain does not point at the platform yet\./);
    const [unchanged] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(unchanged?.domainVerifiedAt).toBeNull();
    expect((await t.request('/api/sites/domain-allowed?domain=www.dekade.nl')).status).toBe(404);

    zone['www.dekade.nl'] = { cname: 'platform.test' };
    const verified = await verify(site.id);
    expect(verified.status).toBe(200);
    expect((await readJson<SiteView>(verified)).domain?.verified).toBe(true);
    expect((await t.request('/api/sites/domain-allowed?domain=www.dekade.nl')).status).toBe(200);

    const other = await t.signUp();
    const shop = await insertShop(t.db, { ownerId: other.userId });
    const shopSite = await publishedSite(t, other.cookie, 'coffeeshop', shop.id, siteInput());
    const clash = await set(other.cookie, shopSite.id, 'www.dekade.nl');
    expect(clash.status).toBe(409);
    expect(await message(clash)).toBe('Dit domein is al gekoppeld aan een andere website.');
    expect((await set(other.cookie, site.id, 'www.andere.nl')).status).toBe(403);

    // An A record naming the platform's address counts too.
    zone['shop.example.nl'] = { a: ['203.0.113.7'] };
    await set(other.cookie, shopSite.id, 'shop.example.nl');
    const byAddress = await t.request(`/api/sites/manage/site/${shopSite.id}/domain/verify`, {
      method: 'POST',
      cookie: other.cookie,
    });
    expect((await readJson<SiteView>(byAddress)).domain?.verified).toBe(true);
  });
});

describe('admin', () => {
  it('lists every site, switches templates off for owners, takes a site offline; others get 403', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/admin/sites', { cookie: user.cookie })).status).toBe(403);
    const admin = await t.userWithRole('admin');
    const list = await readJson<AdminSites>(await t.request('/api/admin/sites', { cookie: admin.cookie }));
    expect(list.sites.map((site) => site.slug)).toContain('de-kade');

    const off = await t.request('/api/admin/sites/templates/warm', {
      method: 'PUT',
      cookie: admin.cookie,
      body: { enabled: false },
    });
    expect((await readJson<AdminSites>(off)).templates).toContainEqual({ template: 'warm', enabled: false });
    const refused = await saveSite(t, owner.cookie, 'venue', venueId, siteInput({ slug: 'de-kade', template: 'warm' }));
    expect(refused.status).toBe(422);
    expect(await message(refused)).toBe('Dit sjabloon is uitgeschakeld: kies een ander.');
    await t.request('/api/admin/sites/templates/warm', { method: 'PUT', cookie: admin.cookie, body: { enabled: true } });

    const site = list.sites.find((item) => item.slug === 'de-kade');
    if (!site) throw new Error('site missing');
    expect((await t.request(`/api/admin/sites/${site.id}/unpublish`, { method: 'POST', cookie: user.cookie })).status).toBe(403);
    const down = await t.request(`/api/admin/sites/${site.id}/unpublish`, { method: 'POST', cookie: admin.cookie });
    expect((await readJson<SiteView>(down)).published).toBe(false);
    expect((await t.request('/sites/de-kade')).status).toBe(404);
  });
});

describe('own domains under the platform’s own name', () => {
  it('refuses a subdomain of the platform host (422): no site takes over www.platform.test, even where DNS points', async () => {
    const host = await t.signUp();
    const shop = await insertShop(t.db, { ownerId: host.userId });
    const site = await publishedSite(t, host.cookie, 'coffeeshop', shop.id, siteInput({ slug: 'onder-platform' }));
    zone['www.platform.test'] = { cname: 'platform.test' };
    for (const domain of ['www.platform.test', 'Beheer.Platform.Test']) {
      const refused = await t.request(`/api/sites/manage/site/${site.id}/domain`, {
        method: 'PUT',
        cookie: host.cookie,
        body: { domain },
      });
      expect(refused.status).toBe(422);
    }
    const [stored] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(stored?.domain).toBeNull();
  });
});
