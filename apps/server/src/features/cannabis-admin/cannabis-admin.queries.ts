import { ADMIN_PRODUCTS_PAGE_SIZE, type AdminProductQuery, MAX_TRADING_STOCK_GRAMS, PRODUCTS } from '@platform/core';
import { and, asc, eq, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, products, screens, telers } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

/** One page of every shop's products (search by product or shop name, category, low stock) and the total. */
export async function selectProductPage(db: Database, query: AdminProductQuery) {
  const conditions = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(sql`(${ilike(products.naam, like)} or ${ilike(coffeeshops.name, like)})`);
  }
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.lowStock) conditions.push(lt(products.voorraad, PRODUCTS.lowStockBelow));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ product: products, shop: { id: coffeeshops.id, name: coffeeshops.name, plaats: coffeeshops.plaats } })
      .from(products)
      .innerJoin(coffeeshops, eq(coffeeshops.id, products.coffeeshopId))
      .where(where)
      .orderBy(asc(coffeeshops.name), asc(products.naam))
      .limit(ADMIN_PRODUCTS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(coffeeshops, eq(coffeeshops.id, products.coffeeshopId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The counts behind the cannabis overview, read in parallel. */
export async function selectOverviewCounts(db: Database) {
  const count = sql<number>`count(*)::int`;
  const [byVisibility, [withoutOwner], [productCount], [lowStock], [growers], [screenCount], overStock] = await Promise.all([
    db
      .select({ visibility: coffeeshops.menuVisibility, n: count })
      .from(coffeeshops)
      .where(eq(coffeeshops.active, true))
      .groupBy(coffeeshops.menuVisibility),
    db
      .select({ n: count })
      .from(coffeeshops)
      .where(and(eq(coffeeshops.active, true), isNull(coffeeshops.ownerId))),
    db.select({ n: count }).from(products).where(eq(products.actief, true)),
    db
      .select({ n: count })
      .from(products)
      .where(and(eq(products.actief, true), lt(products.voorraad, PRODUCTS.lowStockBelow))),
    db
      .select({ n: count, designated: sql<number>`count(*) filter (where ${telers.designatedGrower})::int` })
      .from(telers)
      .where(eq(telers.actief, true)),
    db.select({ n: count }).from(screens).where(isNull(screens.revokedAt)),
    // AHOJG-G: flower and hash over 500 g per shop.
    db
      .select({
        id: coffeeshops.id,
        name: coffeeshops.name,
        plaats: coffeeshops.plaats,
        grams: sql<number>`sum(greatest(${products.voorraad}, 0))::float`,
      })
      .from(products)
      .innerJoin(coffeeshops, eq(coffeeshops.id, products.coffeeshopId))
      .where(and(eq(coffeeshops.active, true), inArray(products.category, ['flower', 'hash'])))
      .groupBy(coffeeshops.id, coffeeshops.name, coffeeshops.plaats)
      .having(sql`sum(greatest(${products.voorraad}, 0)) > ${MAX_TRADING_STOCK_GRAMS}`)
      .orderBy(asc(coffeeshops.name)),
  ]);
  return { byVisibility, withoutOwner, productCount, lowStock, growers, screenCount, overStock };
}

export type ShopRow = typeof coffeeshops.$inferSelect;

export async function insertShop(db: Database, values: typeof coffeeshops.$inferInsert): Promise<ShopRow> {
  const [row] = await db.insert(coffeeshops).values(values).returning();
  if (!row) throw new Error('coffeeshops insert gaf geen rij terug');
  return row;
}
