import type { CoffeeshopOption, ManagedProduct, ProductPage, TelerOption } from '@platform/core';
import { eq } from 'drizzle-orm';
import { coffeeshops } from '../db/schema/index.ts';
import { readJson, type TestApp } from './test-app.ts';

/** The first seeded shop and grower, as the option lists offer them (a maker's post names both). */
export async function firstShopAndTeler(t: TestApp): Promise<{ shop: CoffeeshopOption; teler: TelerOption }> {
  const [shop] = await readJson<CoffeeshopOption[]>(await t.request('/api/coffeeshops/options'));
  const [teler] = await readJson<TelerOption[]>(await t.request('/api/telers/options'));
  if (!shop || !teler) throw new Error('seed heeft geen coffeeshop of teler');
  return { shop, teler };
}

/** A new account that owns the first seeded shop (by name), with that shop's first product. */
export async function ownedSeedShop(t: TestApp) {
  const [shop] = await t.db.select({ id: coffeeshops.id }).from(coffeeshops).orderBy(coffeeshops.name).limit(1);
  if (!shop) throw new Error('seed heeft geen coffeeshop');
  const owner = await t.signUp();
  await t.db.update(coffeeshops).set({ ownerId: owner.userId }).where(eq(coffeeshops.id, shop.id));
  const page = await readJson<ProductPage>(await t.request(`/api/menu/shops/${shop.id}/products`, { cookie: owner.cookie }));
  return { shopId: shop.id, owner, product: page.items[0] as ManagedProduct };
}
