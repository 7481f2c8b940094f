import { type ApiError, SEARCH_PAGE_SIZE, SEARCH_SHOPS_PER_PRODUCT, type SearchResults } from '@platform/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops } from '../../db/schema/index.ts';
import { runMigrationFile } from '../../test/run-migration.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (q: string, cookie?: string, page = 1) =>
  readJson<SearchResults>(await t.request(`/api/search?q=${encodeURIComponent(q)}&page=${page}`, { cookie }));

describe('search', () => {
  it('finds a product despite a typo ("amnezia" → Amnesia)', async () => {
    await t.db.update(coffeeshops).set({ menuVisibility: 'public' });
    const results = await search('amnezia');
    expect(results.products.total).toBeGreaterThan(0);
    expect(results.products.items[0]?.naam).toMatch(/^Amnesia/);
    // Amnesia is sold by many public shops: the list shows exactly the agreed few.
    expect(results.products.items[0]?.shops).toHaveLength(SEARCH_SHOPS_PER_PRODUCT);
    expect(results.products.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
  });

  it('finds cities, shops and telers, grouped by kind', async () => {
    const city = await search('utrecht');
    expect(city.cities).toEqual([{ plaats: 'Utrecht', plaatsSlug: 'utrecht', count: 4 }]);
    const shop = await search('gouden kamer');
    expect(shop.shops.items[0]?.name).toBe('De Gouden Kamer');
    expect(shop.shops.total).toBeGreaterThan(0);
    const teler = await search('polderbloem');
    expect(teler.telers.items.map((item) => item.naam)).toEqual(['Polderbloem']);
  });

  it('shows typo matches only when nothing matches exactly', async () => {
    const exact = await search('gouden kamer');
    expect(exact.shops.items.every((item) => /goud/i.test(item.name) && /kamer/i.test(item.name))).toBe(true);
    const typo = await search('gouden kamre');
    expect(typo.shops.items.map((item) => item.name)).toContain('De Gouden Kamer');
  });

  it('uses the Dutch stemmer: "kamers" finds "Kamer"', async () => {
    expect((await search('kamers')).shops.total).toBeGreaterThan(0);
  });

  it('pages results, and a page past the end stays empty instead of turning fuzzy', async () => {
    const page1 = await search('de', undefined, 1);
    const page2 = await search('de', undefined, 2);
    expect(page1.shops.total).toBeGreaterThan(10);
    expect(page2.shops.total).toBe(page1.shops.total);
    const ids = new Set(page1.shops.items.map((item) => item.id));
    expect(page2.shops.items.length).toBeGreaterThan(0);
    expect(page2.shops.items.some((item) => ids.has(item.id))).toBe(false);
    const beyond = await search('gouden kamer', undefined, 50);
    expect(beyond.shops).toEqual({ total: (await search('gouden kamer')).shops.total, items: [] });
  });

  it('matches % and _ literally', async () => {
    // Unescaped, "%__%" would match every name of two letters or more.
    const results = await search('__');
    expect(results.shops).toEqual({ total: 0, items: [] });
    expect(results.cities).toEqual([]);
  });

  it('never returns products of shops whose menu is not visible to the viewer', async () => {
    await t.db.update(coffeeshops).set({ menuVisibility: 'in_store' });
    const [shop] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.plaatsSlug, 'breda')).limit(1);
    await t.db
      .update(coffeeshops)
      .set({ menuVisibility: 'verified' })
      .where(eq(coffeeshops.id, shop?.id ?? ''));
    expect((await search('amnesia')).products.total).toBe(0);
    const verified = await t.userWithRole('user', { verified: true });
    const seen = await search('amnesia', verified.cookie);
    expect(seen.products.total).toBeGreaterThan(0);
    expect(
      seen.products.items.every((item) => item.shops.every((found) => found.slug === shop?.slug && found.plaatsSlug === 'breda')),
    ).toBe(true);
  });

  it('refuses a one-letter query in Dutch', async () => {
    const response = await t.request('/api/search?q=a');
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues?.[0]?.message).toBe('Vul minimaal 2 tekens in');
  });

  it('works on a database that had the first search function (migration 0014 replaces its signature)', async () => {
    await t.db.update(coffeeshops).set({ menuVisibility: 'public' });
    // 0012 as the earlier version ran it: search_groups(…, viewer_verified boolean, …).
    await runMigrationFile(t.db, '0012_search_function.sql');
    await runMigrationFile(t.db, '0014_search_visible_menus.sql');
    const result = await t.db.execute(
      sql`select pg_get_function_identity_arguments(oid) as args from pg_proc where proname = 'search_groups' and pronamespace = current_schema()::regnamespace`,
    );
    const signatures = (result as unknown as { rows: Array<{ args: string }> }).rows.map((row) => row.args);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toContain('menu_visibility[]');
    expect((await search('amnezia')).products.total).toBeGreaterThan(0);
  });
});
