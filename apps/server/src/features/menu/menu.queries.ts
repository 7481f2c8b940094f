import { DISPLAY_PRICE_ORDER, type ProductListQuery } from '@platform/core';
import { and, asc, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshopManagers, coffeeshops, products, telers } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

export type ProductRow = typeof products.$inferSelect;

function filters(coffeeshopId: string, query: ProductListQuery): SQL | undefined {
  return and(
    eq(products.coffeeshopId, coffeeshopId),
    query.q ? ilike(products.naam, containsPattern(query.q)) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.status === 'active' ? eq(products.actief, true) : undefined,
    query.status === 'inactive' ? eq(products.actief, false) : undefined,
    query.status === 'low' ? lt(products.voorraad, 10) : undefined,
  );
}

/**
 * The display price rule of core (displayPrice) in SQL, for sorting: the first
 * positive of the spec's size labels, else the first positive price in the
 * object's stored order (the order the API returns it in).
 */
const displayPriceSql = sql`coalesce(${sql.join(
  DISPLAY_PRICE_ORDER.map((label) => sql`nullif(greatest((${products.prijzen}->>${label})::numeric, 0), 0)`),
  sql`, `,
)}, (select e.value::numeric from jsonb_each_text(${products.prijzen}) e where e.value::numeric > 0 limit 1))`;

export async function selectProductPage(db: Database, coffeeshopId: string, query: ProductListQuery) {
  const where = filters(coffeeshopId, query);
  const direction = query.dir === 'desc' ? desc : asc;
  const order = {
    sortOrder: direction(products.sortOrder),
    naam: direction(products.naam),
    voorraad: direction(products.voorraad),
    updatedAt: direction(products.updatedAt),
    price: query.dir === 'desc' ? sql`${displayPriceSql} desc nulls last` : sql`${displayPriceSql} asc nulls last`,
  }[query.sort];
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(order, asc(products.naam))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export function selectStockRows(db: Database, coffeeshopId: string) {
  return db
    .select({ category: products.category, voorraad: products.voorraad })
    .from(products)
    .where(and(eq(products.coffeeshopId, coffeeshopId), eq(products.actief, true)));
}

export async function selectProduct(db: Database, coffeeshopId: string, productId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.coffeeshopId, coffeeshopId)));
  return row ?? null;
}

export function selectAllProducts(db: Database, coffeeshopId: string) {
  return db
    .select()
    .from(products)
    .where(eq(products.coffeeshopId, coffeeshopId))
    .orderBy(asc(products.sortOrder), asc(products.naam));
}

export async function nextSortOrder(db: Database, coffeeshopId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${products.sortOrder}), -1)::int + 1` })
    .from(products)
    .where(eq(products.coffeeshopId, coffeeshopId));
  return row?.n ?? 0;
}

/** Shops this user manages: as owner or manager; admins see every shop. */
export async function selectManagedShops(db: Database, userId: string, isAdmin: boolean) {
  const columns = {
    id: coffeeshops.id,
    name: coffeeshops.name,
    plaats: coffeeshops.plaats,
    plaatsSlug: coffeeshops.plaatsSlug,
    slug: coffeeshops.slug,
    menuVisibility: coffeeshops.menuVisibility,
    ownerId: coffeeshops.ownerId,
    managerId: coffeeshopManagers.userId,
    managerPermissions: coffeeshopManagers.permissions,
  };
  const rows = await db
    .select(columns)
    .from(coffeeshops)
    .leftJoin(coffeeshopManagers, and(eq(coffeeshopManagers.coffeeshopId, coffeeshops.id), eq(coffeeshopManagers.userId, userId)))
    // An offline shop is gone from every list, as venues are (ADR 026); admins bring it back through its status route.
    .where(
      and(
        eq(coffeeshops.active, true),
        isAdmin ? undefined : sql`(${coffeeshops.ownerId} = ${userId} or ${coffeeshopManagers.userId} = ${userId})`,
      ),
    )
    .orderBy(asc(coffeeshops.plaats), asc(coffeeshops.name));
  return rows;
}

export async function telerExists(db: Database, telerId: string): Promise<boolean> {
  const [row] = await db.select({ id: telers.id }).from(telers).where(eq(telers.id, telerId));
  return row !== undefined;
}

export async function insertProduct(db: Database, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** Changes a product and stamps `updatedAt`; null when it is gone. */
export async function updateProduct(db: Database, productId: string, changes: Partial<typeof products.$inferInsert>) {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning();
  return row ?? null;
}
