import { menuViewer, type StrainDiscovery, type StrainQuery, webVisibleMenus } from '@platform/core';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { coffeeshops, products } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

const LIMIT = 100;

/**
 * Strains as facts, aggregated over the menus this viewer may see: type,
 * category, THC/CBD ranges and how many shops carry them. No prices.
 */
export async function discoverStrains(ctx: ServiceContext, query: StrainQuery): Promise<StrainDiscovery> {
  const visible = webVisibleMenus(menuViewer(ctx.actor?.profile));
  const shopConditions = [eq(coffeeshops.active, true), inArray(coffeeshops.menuVisibility, visible)];
  const conditions = [eq(products.actief, true), ...shopConditions];
  if (query.q) conditions.push(ilike(products.naam, containsPattern(query.q)));
  if (query.type) conditions.push(eq(products.type, query.type));
  if (query.category) conditions.push(eq(products.category, query.category));
  const shops = sql<number>`count(distinct ${coffeeshops.id})::int`;
  const [rows, [count]] = await Promise.all([
    ctx.db
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
      .where(and(...conditions))
      .groupBy(products.naam, products.type, products.category)
      .orderBy(desc(shops), asc(products.naam))
      .limit(LIMIT),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(coffeeshops)
      .where(and(...shopConditions)),
  ]);
  return {
    strains: rows.map((row) => ({
      ...row,
      type: row.type as StrainDiscovery['strains'][number]['type'],
      category: row.category as StrainDiscovery['strains'][number]['category'],
    })),
    visibleShops: count?.n ?? 0,
  };
}
