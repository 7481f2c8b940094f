import type { AdminProductPage, ApiError, CannabisOverview } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, products } from '../../db/schema/index.ts';
import { SEED_COUNTS } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

describe('admin products', () => {
  it('pages every shop’s products for admins, with search and filters', async () => {
    const page = await readJson<AdminProductPage>(await t.request('/api/admin/products', { cookie: admin.cookie }));
    expect(page.total).toBe((await t.db.select({ id: products.id }).from(products)).length);
    expect(page.items).toHaveLength(25);
    const [shop] = await t.db.select().from(coffeeshops).limit(1);
    const byShop = await readJson<AdminProductPage>(
      await t.request(`/api/admin/products?q=${encodeURIComponent(shop?.name ?? '')}`, { cookie: admin.cookie }),
    );
    expect(byShop.items.every((item) => item.shop.name === shop?.name)).toBe(true);
    const low = await readJson<AdminProductPage>(await t.request('/api/admin/products?lowStock=true', { cookie: admin.cookie }));
    expect(low.items.every((item) => item.voorraad < 10)).toBe(true);
    const bad = await t.request('/api/admin/products?category=paddo', { cookie: admin.cookie });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.[0]?.message).toBe('Kies een categorie: bloem, hasj, preroll of edible');
  });

  it('is for admins only', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/admin/products', { cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/products')).status).toBe(401);
    expect((await t.request('/api/admin/cannabis/overview', { cookie: user.cookie })).status).toBe(403);
  });
});

describe('cannabis overview', () => {
  it('counts shops by visibility and flags a shop over the 500 g trading stock', async () => {
    const [shop] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.plaatsSlug, 'breda')).limit(1);
    const [flower] = await t.db
      .select()
      .from(products)
      .where(eq(products.coffeeshopId, shop?.id ?? ''))
      .limit(1);
    await t.db
      .update(products)
      .set({ voorraad: 600, category: 'flower' })
      .where(eq(products.id, flower?.id ?? ''));
    const overview = await readJson<CannabisOverview>(await t.request('/api/admin/cannabis/overview', { cookie: admin.cookie }));
    expect(overview.shops).toBe(SEED_COUNTS.shops);
    expect(Object.values(overview.shopsByVisibility).reduce((sum, n) => sum + n, 0)).toBe(SEED_COUNTS.shops);
    expect(overview.shopsOverStockLimit.map((item) => item.id)).toContain(shop?.id);
    expect(overview.telers).toBeGreaterThanOrEqual(SEED_COUNTS.telers);
    expect(overview.products).toBeGreaterThan(0);
  });
});
