import { slugify } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, products, telers } from '../schema/index.ts';
import { buildSeedCoffeeshops, SEED_CITIES } from './coffeeshops.ts';
import { buildShopMenu } from './products.ts';

export const LARGE_SHOPS = 2000;
export const LARGE_PRODUCTS_PER_SHOP = 60;

/**
 * The benchmark data set: 2,000 shops × 60 products, spread over the twelve
 * seed cities, deterministic like the normal seed. Adds to what is there
 * until the shop count is reached.
 */
export async function seedLarge(db: Database, log: (message: string) => void): Promise<void> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(coffeeshops);
  const existing = count?.n ?? 0;
  const template = buildSeedCoffeeshops();
  const growers = (await db.select({ id: telers.id }).from(telers)).map((row) => row.id);
  for (let start = existing; start < LARGE_SHOPS; start += 100) {
    const batch = Array.from({ length: Math.min(100, LARGE_SHOPS - start) }, (_, offset) => {
      const n = start + offset;
      const base = template[n % template.length] as (typeof template)[number];
      const city = SEED_CITIES[n % SEED_CITIES.length] as (typeof SEED_CITIES)[number];
      const name = `${base.name} ${n + 1}`;
      return {
        ...base,
        name,
        slug: slugify(name),
        plaats: city.plaats,
        plaatsSlug: slugify(city.plaats),
        province: city.province,
      };
    });
    const inserted = await db.insert(coffeeshops).values(batch).returning({ id: coffeeshops.id });
    const menus = inserted.flatMap((shop, offset) =>
      buildShopMenu(shop.id, start + offset, growers, false, LARGE_PRODUCTS_PER_SHOP),
    );
    for (let from = 0; from < menus.length; from += 1000) await db.insert(products).values(menus.slice(from, from + 1000));
    log(`${start + batch.length}/${LARGE_SHOPS} coffeeshops`);
  }
  await db.execute(sql`analyze`);
}
