import type { ApiError, City, CoffeeshopDetail, CoffeeshopNews, CoffeeshopSummary, FinderResult } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshopManagers, coffeeshops } from '../../db/schema/index.ts';
import { SEED_COUNTS } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shop: CoffeeshopSummary;
beforeAll(async () => {
  t = await createTestApp();
  [shop] = (await readJson<CoffeeshopSummary[]>(await t.request('/api/coffeeshops?plaats=amsterdam'))) as [CoffeeshopSummary];
});
afterAll(() => t.close());

/** Through the API, as an owner would: the write also clears the cached anonymous page. */
async function setVisibility(visibility: 'in_store' | 'verified' | 'public') {
  const admin = await t.userWithRole('admin');
  const response = await t.request(`/api/coffeeshops/${shop.id}/settings`, {
    method: 'PATCH',
    body: { menuVisibility: visibility },
    cookie: admin.cookie,
  });
  expect(response.status).toBe(200);
}

const detailPath = () => `/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}`;

describe('directory', () => {
  it('lists twelve cities with their counts', async () => {
    const cities = await readJson<City[]>(await t.request('/api/coffeeshops/cities'));
    expect(cities).toHaveLength(SEED_COUNTS.shopCities);
    expect(cities.reduce((sum, city) => sum + city.count, 0)).toBe(SEED_COUNTS.shops);
    expect(cities.find((city) => city.plaatsSlug === 'den-haag')).toMatchObject({
      plaats: 'Den Haag',
      province: 'Zuid-Holland',
      count: 4,
    });
  });

  it('lists a city’s shops with address, hours and open-now, without menus', async () => {
    const shops = await readJson<CoffeeshopSummary[]>(await t.request('/api/coffeeshops?plaats=maastricht'));
    expect(shops).toHaveLength(3);
    expect(shops.every((item) => item.residentsOnly && item.wietexperiment)).toBe(true);
    expect(typeof shops[0]?.openNow).toBe('boolean');
    expect(shops[0]).not.toHaveProperty('menu');
  });

  it('answers an unknown city with 404 and a bad slug with 422', async () => {
    const unknown = await t.request('/api/coffeeshops?plaats=atlantis');
    expect(unknown.status).toBe(404);
    expect((await readJson<ApiError>(unknown)).message).toBe('Geen coffeeshops gevonden in deze plaats.');
    expect((await t.request('/api/coffeeshops?plaats=DROP%20TABLE')).status).toBe(422);
    expect((await t.request('/api/coffeeshops/amsterdam/bestaat-niet')).status).toBe(404);
  });

  it('serves shop news and 404 for unknown news', async () => {
    const detail = await readJson<CoffeeshopDetail>(await t.request(detailPath()));
    expect(detail.news.map((item) => item.slug)).toContain('openingstijden-feestdagen');
    const news = await readJson<CoffeeshopNews>(await t.request(`${detailPath()}/nieuws/openingstijden-feestdagen`));
    expect(news).toMatchObject({ title: 'Openingstijden rond de feestdagen', coffeeshop: { slug: shop.slug } });
    expect((await t.request(`${detailPath()}/nieuws/bestaat-niet`)).status).toBe(404);
  });
});

describe('menu visibility on the server (art. 3b Opiumwet)', () => {
  it('hides an in-store menu from everyone on the web, admins and verified users included', async () => {
    await setVisibility('in_store');
    const verified = await t.userWithRole('admin', { verified: true });
    for (const cookie of [undefined, verified.cookie]) {
      const detail = await readJson<CoffeeshopDetail>(await t.request(detailPath(), { cookie }));
      expect(detail.menuVisibility).toBe('in_store');
      expect(detail.menu).toBeNull();
    }
  });

  it('shows a verified-only menu to verified users only', async () => {
    await setVisibility('verified');
    const unverified = await t.signUp();
    const verified = await t.userWithRole('user', { verified: true });
    expect((await readJson<CoffeeshopDetail>(await t.request(detailPath()))).menu).toBeNull();
    expect((await readJson<CoffeeshopDetail>(await t.request(detailPath(), { cookie: unverified.cookie }))).menu).toBeNull();
    const menu = (await readJson<CoffeeshopDetail>(await t.request(detailPath(), { cookie: verified.cookie }))).menu;
    expect(menu?.length).toBeGreaterThanOrEqual(30);
  });

  it('shows a public menu to anyone, with display price, THC/CBD and low-stock marks', async () => {
    await setVisibility('public');
    const menu = (await readJson<CoffeeshopDetail>(await t.request(detailPath()))).menu ?? [];
    expect(menu.length).toBeGreaterThanOrEqual(30);
    expect(menu.length).toBeLessThanOrEqual(80);
    const flower = menu.find((item) => item.category === 'flower');
    expect(flower?.displayPrice).toBe(flower?.prijzen['1g']);
    expect(menu.some((item) => item.lowStock)).toBe(true);
  });
});

describe('menu visibility setting', () => {
  const path = () => `/api/coffeeshops/${shop.id}/settings`;
  async function visibility() {
    const [row] = await t.db.select({ v: coffeeshops.menuVisibility }).from(coffeeshops).where(eq(coffeeshops.id, shop.id));
    return row?.v;
  }

  it('lets the owner, a manager and an admin change it; refuses others', async () => {
    const owner = await t.signUp();
    const manager = await t.signUp();
    const stranger = await t.signUp();
    const admin = await t.userWithRole('admin');
    await t.db.update(coffeeshops).set({ ownerId: owner.userId, menuVisibility: 'in_store' }).where(eq(coffeeshops.id, shop.id));
    await t.db.insert(coffeeshopManagers).values({ coffeeshopId: shop.id, userId: manager.userId });

    expect((await t.request(path(), { method: 'PATCH', body: { menuVisibility: 'public' } })).status).toBe(401);
    const refused = await t.request(path(), { method: 'PATCH', body: { menuVisibility: 'public' }, cookie: stranger.cookie });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe('Je beheert deze coffeeshop niet.');
    expect(await visibility()).toBe('in_store');

    expect(
      (await t.request(path(), { method: 'PATCH', body: { menuVisibility: 'verified' }, cookie: owner.cookie })).status,
    ).toBe(200);
    expect(await visibility()).toBe('verified');
    expect(
      (await t.request(path(), { method: 'PATCH', body: { menuVisibility: 'public' }, cookie: manager.cookie })).status,
    ).toBe(200);
    expect(
      (await t.request(path(), { method: 'PATCH', body: { menuVisibility: 'in_store' }, cookie: admin.cookie })).status,
    ).toBe(200);
    expect(await visibility()).toBe('in_store');
  });

  it('refuses an unknown value in Dutch and a demo account, changing nothing', async () => {
    const admin = await t.userWithRole('admin');
    const bad = await t.request(path(), { method: 'PATCH', body: { menuVisibility: 'overal' }, cookie: admin.cookie });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.[0]?.message).toBe(
      'Kies waar het menu zichtbaar is: in de winkel, geverifieerd of openbaar',
    );
    const demo = await t.userWithRole('demo');
    expect((await t.request(path(), { method: 'PATCH', body: { menuVisibility: 'public' }, cookie: demo.cookie })).status).toBe(
      403,
    );
    expect(
      (
        await t.request('/api/coffeeshops/00000000-0000-4000-8000-000000000000/settings', {
          method: 'PATCH',
          body: { menuVisibility: 'public' },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
    expect(await visibility()).toBe('in_store');
  });
});

describe('the coffeeshop wizard', () => {
  it('finds shops in a place; category and effect filter only shops whose menu is visible', async () => {
    const all = await readJson<FinderResult>(await t.request('/api/coffeeshops/finder?plaats=utrecht'));
    expect(all.matches).toHaveLength(4);
    expect(all.menuInStore).toHaveLength(0);
    const utrecht = await readJson<CoffeeshopSummary[]>(await t.request('/api/coffeeshops?plaats=utrecht'));
    const admin = await t.userWithRole('admin');
    for (const [index, item] of utrecht.entries()) {
      await t.request(`/api/coffeeshops/${item.id}/settings`, {
        method: 'PATCH',
        body: { menuVisibility: index === 0 ? 'public' : 'in_store' },
        cookie: admin.cookie,
      });
    }
    const hash = await readJson<FinderResult>(
      await t.request('/api/coffeeshops/finder?plaats=utrecht&category=hash&effect=kalm'),
    );
    expect(hash.matches.every((item) => item.id === utrecht[0]?.id)).toBe(true);
    expect(hash.menuInStore).toHaveLength(3);
    const open = await readJson<FinderResult>(await t.request('/api/coffeeshops/finder?plaats=utrecht&openNow=1'));
    expect(open.matches.every((item) => item.openNow)).toBe(true);
  });

  it('refuses an unknown effect or place in Dutch', async () => {
    const effect = await t.request('/api/coffeeshops/finder?plaats=utrecht&effect=slaperig');
    expect(effect.status).toBe(422);
    expect((await readJson<ApiError>(effect)).issues?.[0]?.message).toBe('Onbekend effect');
    expect((await t.request('/api/coffeeshops/finder?plaats=atlantis')).status).toBe(404);
  });
});

describe('online menus for verified visitors (premium dashboard)', () => {
  it('lists only shops whose menu a verified visitor may see, and only for verified accounts', async () => {
    await t.db.update(coffeeshops).set({ menuVisibility: 'in_store' });
    const [first, second] = await t.db.select().from(coffeeshops).limit(2);
    await t.db
      .update(coffeeshops)
      .set({ menuVisibility: 'verified' })
      .where(eq(coffeeshops.id, first?.id ?? ''));
    await t.db
      .update(coffeeshops)
      .set({ menuVisibility: 'public' })
      .where(eq(coffeeshops.id, second?.id ?? ''));
    const verified = await t.userWithRole('user', { verified: true });
    const shops = await readJson<CoffeeshopSummary[]>(
      await t.request('/api/coffeeshops/online-menus', { cookie: verified.cookie }),
    );
    expect(shops.map((shop) => shop.id).sort()).toEqual([first?.id, second?.id].sort());
    const unverified = await t.signUp();
    const refused = await t.request('/api/coffeeshops/online-menus', { cookie: unverified.cookie });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toMatch(/nog niet geverifieerd/);
    expect((await t.request('/api/coffeeshops/online-menus')).status).toBe(401);
  });
});
