import type { MenuViewer, StrainQuery } from '@platform/core';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, products } from '../../db/schema/index.ts';
import { visibleProductsWhere, visibleShopsWhere } from '../coffeeshops/index.ts';

const LIMIT = 100;

/** Products this viewer may see, grouped by name, type and category: THC/CBD ranges and how many shops. */
export function selectStrains(db: Database, viewer: MenuViewer | null, query: StrainQuery) {
  const shops = sql<number>`count(distinct ${coffeeshops.id})::int`;
  return db
    .select({
      naam: products.naam,
      type: products.type,
      category: products.category,
      thcMin: sql<number | null>`min(${products.thc})::float`,
      thcMax: sql<number | null>`max(${products.thc})::float`,
      cbdMin: sql<number | null>`min(${products.cbd})::float`,
      cbdMax: sql<number | null>`max(${products.cbd})::float`,
      shops,
    })
    .from(products)
    .innerJoin(coffeeshops, eq(coffeeshops.id, products.coffeeshopId))
    .where(
      visibleProductsWhere(viewer, {
        q: query.q,
        types: query.type ? [query.type] : null,
        category: query.category ?? null,
      }),
    )
    .groupBy(products.naam, products.type, products.category)
    .orderBy(desc(shops), asc(products.naam))
    .limit(LIMIT);
}

/** How many shops show this viewer their menu online. */
export async function countVisibleShops(db: Database, viewer: MenuViewer | null): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(coffeeshops).where(visibleShopsWhere(viewer));
  return row?.n ?? 0;
}
