import type { ApiError, StrainDiscovery } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, products } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(coffeeshops).set({ menuVisibility: 'in_store' });
});
afterAll(() => t.close());

const discover = async (query = '', cookie?: string) =>
  readJson<StrainDiscovery>(await t.request(`/api/strains${query}`, { cookie }));

describe('strain discovery', () => {
  it('shows nothing while every menu stays in the shop', async () => {
    expect(await discover()).toEqual({ strains: [], visibleShops: 0 });
  });

  it('aggregates the menus this viewer may see, without prices', async () => {
    const [publicShop, verifiedShop] = await t.db
      .select()
      .from(coffeeshops)
      .where(eq(coffeeshops.plaatsSlug, 'utrecht'))
      .limit(2);
    if (!publicShop || !verifiedShop) throw new Error('the seed has shops in Utrecht');
    await t.db.update(coffeeshops).set({ menuVisibility: 'public' }).where(eq(coffeeshops.id, publicShop.id));
    await t.db.update(coffeeshops).set({ menuVisibility: 'verified' }).where(eq(coffeeshops.id, verifiedShop.id));
    const publicNames = new Set(
      (await t.db.select({ naam: products.naam }).from(products).where(eq(products.coffeeshopId, publicShop.id))).map(
        (row) => row.naam,
      ),
    );

    const anonymous = await discover();
    expect(anonymous.visibleShops).toBe(1);
    expect(anonymous.strains.length).toBeGreaterThan(0);
    expect(anonymous.strains.every((strain) => publicNames.has(strain.naam) && strain.shops === 1)).toBe(true);
    expect(JSON.stringify(anonymous)).not.toMatch(/prijs|price/i);

    const verified = await t.userWithRole('user', { verified: true });
    expect((await discover('', verified.cookie)).visibleShops).toBe(2);

    const indica = await discover('?type=indica');
    expect(indica.strains.every((strain) => strain.type === 'indica')).toBe(true);
    const [first] = anonymous.strains;
    const named = await discover(`?q=${encodeURIComponent(first?.naam.slice(0, 4).toLowerCase() ?? '')}`);
    expect(named.strains.map((strain) => strain.naam)).toContain(first?.naam);
  });

  it('refuses an unknown type in Dutch', async () => {
    const response = await t.request('/api/strains?type=ruderalis');
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues?.[0]?.message).toBe('Kies indica, sativa of hybrid');
  });
});
