import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductPage,
  type AdminProductQuery,
  type CannabisOverview,
  MAX_TRADING_STOCK_GRAMS,
  MENU_VISIBILITIES,
  PRODUCTS,
} from '@platform/core';
import { and, asc, eq, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { coffeeshops, products, screens, telers } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

/** Every shop's products for admins: search by product or shop name, category, low stock; 25 per page. */
export async function adminProducts(ctx: ServiceContext, query: AdminProductQuery): Promise<AdminProductPage> {
  requireRole(ctx, 'admin');
  const conditions = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(sql`(${ilike(products.naam, like)} or ${ilike(coffeeshops.name, like)})`);
  }
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.lowStock) conditions.push(lt(products.voorraad, PRODUCTS.lowStockBelow));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ product: products, shop: { id: coffeeshops.id, name: coffeeshops.name, plaats: coffeeshops.plaats } })
      .from(products)
      .innerJoin(coffeeshops, eq(coffeeshops.id, products.coffeeshopId))
      .where(where)
      .orderBy(asc(coffeeshops.name), asc(products.naam))
      .limit(ADMIN_PRODUCTS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(coffeeshops, eq(coffeeshops.id, products.coffeeshopId))
      .where(where),
  ]);
  return {
    items: rows.map(({ product, shop }) => ({
      id: product.id,
      naam: product.naam,
      category: product.category as AdminProductPage['items'][number]['category'],
      type: product.type as AdminProductPage['items'][number]['type'],
      thc: product.thc,
      cbd: product.cbd,
      voorraad: product.voorraad,
      actief: product.actief,
      shop,
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  };
}

/** Counts and warnings for /admin/cannabis-manager. */
export async function cannabisOverview(ctx: ServiceContext): Promise<CannabisOverview> {
  requireRole(ctx, 'admin');
  const count = sql<number>`count(*)::int`;
  const [byVisibility, [withoutOwner], [productCount], [lowStock], [growers], [screenCount], stock] = await Promise.all([
    ctx.db
      .select({ visibility: coffeeshops.menuVisibility, n: count })
      .from(coffeeshops)
      .where(eq(coffeeshops.active, true))
      .groupBy(coffeeshops.menuVisibility),
    ctx.db
      .select({ n: count })
      .from(coffeeshops)
      .where(and(eq(coffeeshops.active, true), isNull(coffeeshops.ownerId))),
    ctx.db.select({ n: count }).from(products).where(eq(products.actief, true)),
    ctx.db
      .select({ n: count })
      .from(products)
      .where(and(eq(products.actief, true), lt(products.voorraad, PRODUCTS.lowStockBelow))),
    ctx.db
      .select({ n: count, designated: sql<number>`count(*) filter (where ${telers.designatedGrower})::int` })
      .from(telers)
      .where(eq(telers.actief, true)),
    ctx.db.select({ n: count }).from(screens).where(isNull(screens.revokedAt)),
    // AHOJG-G: flower and hash over 500 g per shop.
    ctx.db
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
  const shopsByVisibility = Object.fromEntries(
    MENU_VISIBILITIES.map((visibility) => [visibility, byVisibility.find((row) => row.visibility === visibility)?.n ?? 0]),
  ) as CannabisOverview['shopsByVisibility'];
  return {
    shops: byVisibility.reduce((sum, row) => sum + row.n, 0),
    shopsByVisibility,
    shopsWithoutOwner: withoutOwner?.n ?? 0,
    shopsOverStockLimit: stock,
    products: productCount?.n ?? 0,
    lowStockProducts: lowStock?.n ?? 0,
    telers: growers?.n ?? 0,
    designatedGrowers: growers?.designated ?? 0,
    activeScreens: screenCount?.n ?? 0,
  };
}
