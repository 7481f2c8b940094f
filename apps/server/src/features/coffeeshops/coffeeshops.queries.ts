import { type MenuViewer, type MenuVisibility, webVisibleMenus } from '@platform/core';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshopNews, coffeeshops, products, telers } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

export type CoffeeshopRow = typeof coffeeshops.$inferSelect;

/** A name and a town per active shop, for pickers. */
export function selectShopOptions(db: Database) {
  return db
    .select({ id: coffeeshops.id, name: coffeeshops.name, plaats: coffeeshops.plaats })
    .from(coffeeshops)
    .where(eq(coffeeshops.active, true))
    .orderBy(asc(coffeeshops.plaats), asc(coffeeshops.name));
}

export function selectCities(db: Database) {
  return db
    .select({
      plaats: coffeeshops.plaats,
      plaatsSlug: coffeeshops.plaatsSlug,
      province: sql<string>`min(${coffeeshops.province})`,
      count: sql<number>`count(*)::int`,
      latitude: sql<number>`avg(${coffeeshops.latitude})::float8`,
      longitude: sql<number>`avg(${coffeeshops.longitude})::float8`,
    })
    .from(coffeeshops)
    .where(eq(coffeeshops.active, true))
    .groupBy(coffeeshops.plaats, coffeeshops.plaatsSlug)
    .orderBy(asc(coffeeshops.plaats));
}

export function selectShops(db: Database, plaatsSlug: string | undefined) {
  return db
    .select()
    .from(coffeeshops)
    .where(and(eq(coffeeshops.active, true), plaatsSlug ? eq(coffeeshops.plaatsSlug, plaatsSlug) : undefined))
    .orderBy(asc(coffeeshops.plaats), asc(coffeeshops.name));
}

/** Active shops whose menu may be shown online to a verified visitor. */
export function selectShopsWithOnlineMenu(db: Database) {
  return db
    .select()
    .from(coffeeshops)
    .where(visibleShopsWhere({ verified: true }))
    .orderBy(asc(coffeeshops.plaats), asc(coffeeshops.name));
}

export async function selectShopBySlug(db: Database, plaatsSlug: string, slug: string) {
  const [row] = await db
    .select()
    .from(coffeeshops)
    .where(and(eq(coffeeshops.plaatsSlug, plaatsSlug), eq(coffeeshops.slug, slug), eq(coffeeshops.active, true)));
  return row ?? null;
}

export async function updateMenuVisibility(db: Database, coffeeshopId: string, menuVisibility: MenuVisibility) {
  await db.update(coffeeshops).set({ menuVisibility, updatedAt: new Date() }).where(eq(coffeeshops.id, coffeeshopId));
}

export function selectNewsList(db: Database, coffeeshopId: string) {
  return db
    .select({ slug: coffeeshopNews.slug, title: coffeeshopNews.title, publishedAt: coffeeshopNews.publishedAt })
    .from(coffeeshopNews)
    .where(eq(coffeeshopNews.coffeeshopId, coffeeshopId))
    .orderBy(desc(coffeeshopNews.publishedAt))
    .limit(10);
}

export async function selectNews(db: Database, coffeeshopId: string, slug: string) {
  const [row] = await db
    .select()
    .from(coffeeshopNews)
    .where(and(eq(coffeeshopNews.coffeeshopId, coffeeshopId), eq(coffeeshopNews.slug, slug)));
  return row ?? null;
}

// Art. 3b Opiumwet (ADR 007, core `canSeeMenu`): a menu online is advertising unless the shop allows it for
// this viewer. Every feature that reads products for a viewer goes through the functions below.

/** The menu visibility settings this viewer may see online (for filters in SQL functions, like search). */
export function visibleMenus(viewer: MenuViewer | null): MenuVisibility[] {
  return webVisibleMenus(viewer);
}

/** Active shops whose menu this viewer may see online. */
export function visibleShopsWhere(viewer: MenuViewer | null): SQL | undefined {
  return and(eq(coffeeshops.active, true), inArray(coffeeshops.menuVisibility, visibleMenus(viewer)));
}

/** What a product read narrows to, on top of the visibility rule. */
export interface ProductFilter {
  shopIds?: string[];
  productIds?: string[];
  category?: string | null;
  types?: string[] | null;
  /** Part of the product name. */
  q?: string;
  /** Also products off the menu and of closed shops (a saved favourite keeps its title); default false. */
  includeInactive?: boolean;
}

/** The products this viewer may see: the condition for a query over products joined with their coffeeshop. */
export function visibleProductsWhere(viewer: MenuViewer | null, filter: ProductFilter = {}): SQL | undefined {
  return and(
    inArray(coffeeshops.menuVisibility, visibleMenus(viewer)),
    filter.includeInactive ? undefined : and(eq(products.actief, true), eq(coffeeshops.active, true)),
    filter.shopIds ? inArray(products.coffeeshopId, filter.shopIds) : undefined,
    filter.productIds ? inArray(products.id, filter.productIds) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.types ? inArray(products.type, filter.types) : undefined,
    filter.q ? ilike(products.naam, containsPattern(filter.q)) : undefined,
  );
}

/** The products this viewer may see, with their shop and grower's name, in menu order. */
export function selectVisibleProducts(db: Database, viewer: MenuViewer | null, filter: ProductFilter = {}) {
  return db
    .select({ product: products, shop: coffeeshops, teler: telers.naam })
    .from(products)
    .innerJoin(coffeeshops, eq(coffeeshops.id, products.coffeeshopId))
    .leftJoin(telers, eq(telers.id, products.telerId))
    .where(visibleProductsWhere(viewer, filter))
    .orderBy(asc(products.sortOrder), asc(products.naam));
}

/** How many products this viewer may see per shop. */
export async function countVisibleProducts(db: Database, viewer: MenuViewer | null, filter: ProductFilter = {}) {
  if (filter.shopIds?.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ coffeeshopId: products.coffeeshopId, n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(coffeeshops, eq(coffeeshops.id, products.coffeeshopId))
    .where(visibleProductsWhere(viewer, filter))
    .groupBy(products.coffeeshopId);
  return new Map(rows.map((row) => [row.coffeeshopId, row.n]));
}

export async function updateShopDetails(
  db: Database,
  coffeeshopId: string,
  values: Partial<typeof coffeeshops.$inferInsert>,
): Promise<typeof coffeeshops.$inferSelect> {
  const [row] = await db
    .update(coffeeshops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(coffeeshops.id, coffeeshopId))
    .returning();
  if (!row) throw new Error('coffeeshop niet bijgewerkt');
  return row;
}

export function selectNewsForShop(db: Database, coffeeshopId: string) {
  return db
    .select()
    .from(coffeeshopNews)
    .where(eq(coffeeshopNews.coffeeshopId, coffeeshopId))
    .orderBy(desc(coffeeshopNews.publishedAt));
}

export async function selectNewsSlugs(db: Database, coffeeshopId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: coffeeshopNews.slug })
    .from(coffeeshopNews)
    .where(eq(coffeeshopNews.coffeeshopId, coffeeshopId));
  return rows.map((row) => row.slug);
}

export async function insertNewsPost(db: Database, values: typeof coffeeshopNews.$inferInsert) {
  const [row] = await db.insert(coffeeshopNews).values(values).returning();
  if (!row) throw new Error('nieuwsbericht niet opgeslagen');
  return row;
}

/** Removes one of this shop's posts; null when the shop has no such post. */
export async function deleteNewsPost(db: Database, coffeeshopId: string, newsId: string) {
  const [row] = await db
    .delete(coffeeshopNews)
    .where(and(eq(coffeeshopNews.id, newsId), eq(coffeeshopNews.coffeeshopId, coffeeshopId)))
    .returning();
  return row ?? null;
}
