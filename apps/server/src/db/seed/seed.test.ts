import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { coffeeshops } from '../schema/index.ts';
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
    (select count(*)::int from coffeeshop_news) as news`);
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
});
