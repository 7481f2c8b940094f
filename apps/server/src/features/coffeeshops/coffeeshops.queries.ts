import { webVisibleMenus } from '@platform/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshopNews, coffeeshops, products, telers } from '../../db/schema/index.ts';

export type CoffeeshopRow = typeof coffeeshops.$inferSelect;

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
    .where(and(eq(coffeeshops.active, true), inArray(coffeeshops.menuVisibility, webVisibleMenus({ verified: true }))))
    .orderBy(asc(coffeeshops.plaats), asc(coffeeshops.name));
}

export async function selectShopBySlug(db: Database, plaatsSlug: string, slug: string) {
  const [row] = await db
    .select()
    .from(coffeeshops)
    .where(and(eq(coffeeshops.plaatsSlug, plaatsSlug), eq(coffeeshops.slug, slug), eq(coffeeshops.active, true)));
  return row ?? null;
}

export function selectActiveMenu(db: Database, coffeeshopId: string) {
  return db
    .select({ product: products, teler: telers.naam })
    .from(products)
    .leftJoin(telers, eq(telers.id, products.telerId))
    .where(and(eq(products.coffeeshopId, coffeeshopId), eq(products.actief, true)))
    .orderBy(asc(products.sortOrder), asc(products.naam));
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

/** Active products per shop that match a category and/or product types. */
export async function countMatchingProducts(db: Database, shopIds: string[], category: string | null, types: string[] | null) {
  if (shopIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ coffeeshopId: products.coffeeshopId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(
      and(
        inArray(products.coffeeshopId, shopIds),
        eq(products.actief, true),
        category ? eq(products.category, category) : undefined,
        types ? inArray(products.type, types) : undefined,
      ),
    )
    .groupBy(products.coffeeshopId);
  return new Map(rows.map((row) => [row.coffeeshopId, row.n]));
}
