import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrationFile } from '../../test/run-migration.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { coffeeshops, favorites, products } from '../schema/index.ts';
import { buildSeedCoffeeshops } from './coffeeshops.ts';
import { seed } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const result = await t.db.execute(sql`select
    (select count(*)::int from coffeeshops) as shops,
    (select count(*)::int from products) as products,
    (select count(*)::int from telers) as telers,
    (select count(*)::int from coffeeshop_news) as news,
    (select count(*)::int from product_names) as product_names,
    (select count(*)::int from venues) as venues,
    (select count(*)::int from menu_sections) as menu_sections,
    (select count(*)::int from dishes) as dishes,
    (select count(*)::int from course_menus) as course_menus,
    (select count(*)::int from venue_tables) as venue_tables,
    (select count(*)::int from maker_tiers) as maker_tiers,
    (select count(*)::int from compliance_guidelines) as guidelines`);
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0];
}

describe('seed', () => {
  it('runs on every start without adding anything twice', async () => {
    const before = await counts();
    expect(before?.products).toBeGreaterThan(42 * 30);
    await seed({ auth: t.auth, db: t.db, logger: t.logger, demoAccounts: false });
    expect(await counts()).toEqual(before);
  });

  it('leaves a shop added later with its empty menu', async () => {
    const [template] = buildSeedCoffeeshops();
    await t.db
      .insert(coffeeshops)
      .values({ ...template, name: 'Nieuwe Zaak', slug: 'nieuwe-zaak' } as typeof coffeeshops.$inferInsert);
    await seed({ auth: t.auth, db: t.db, logger: t.logger, demoAccounts: false });
    const result = await t.db.execute(
      sql`select count(*)::int as n from products p join coffeeshops c on c.id = p.coffeeshop_id where c.slug = 'nieuwe-zaak'`,
    );
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  it('repairs a data directory whose menus earlier starts repeated (migration 0013)', async () => {
    const [shop] = await t.db.select({ id: coffeeshops.id }).from(coffeeshops).limit(1);
    const menu = await t.db
      .select()
      .from(products)
      .where(eq(products.coffeeshopId, shop?.id ?? ''));
    const copies = await t.db
      .insert(products)
      .values(menu.map(({ id: _id, createdAt: _created, updatedAt: _updated, ...product }) => product))
      .returning({ id: products.id });
    const owner = await t.signUp();
    await t.db.insert(favorites).values({ userId: owner.userId, kind: 'product', targetId: copies[0]?.id ?? '' });
    await runMigrationFile(t.db, '0013_remove_repeated_seed_menus.sql');
    const left = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.coffeeshopId, shop?.id ?? ''));
    expect(left.map((row) => row.id).sort()).toEqual(menu.map((row) => row.id).sort());
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, owner.userId))).toEqual([]);
  });
});
