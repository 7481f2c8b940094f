import type { MerchandiseSize } from '@platform/core';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchandise, merchandiseOrders, merchandiseStock, partners, userRoles, users } from '../../db/schema/index.ts';

export type ItemRow = typeof merchandise.$inferSelect;
const seller = { id: partners.id, name: partners.name, slug: partners.slug, status: partners.status };
export type SellerRow = { id: string; name: string; slug: string; status: (typeof partners.$inferSelect)['status'] };
export type ItemWithSeller = { item: ItemRow; partner: SellerRow | null };

const orderCount = sql<number>`(select count(*)::int from ${merchandiseOrders} where ${merchandiseOrders.merchandiseId} = ${merchandise.id})`;

function itemsWithSeller(db: Database) {
  return db
    .select({ item: merchandise, partner: seller, orders: orderCount })
    .from(merchandise)
    .leftJoin(partners, eq(partners.id, merchandise.partnerId));
}

export async function selectItem(db: Database, id: string) {
  const [row] = await itemsWithSeller(db).where(eq(merchandise.id, id));
  return row;
}

/** A partner's items (its dashboard), or the platform's own (`partnerId` null). */
export function selectItemsOf(db: Database, partnerId: string | null) {
  return itemsWithSeller(db)
    .where(partnerId ? eq(merchandise.partnerId, partnerId) : isNull(merchandise.partnerId))
    .orderBy(asc(merchandise.name));
}

/** Every item, the platform's first (admins). */
export function selectAllItems(db: Database) {
  return itemsWithSeller(db).orderBy(sql`${merchandise.partnerId} is not null`, asc(partners.name), asc(merchandise.name));
}

/** The published items of a partner (its public page). */
export function selectPublishedOf(db: Database, partnerId: string) {
  return itemsWithSeller(db)
    .where(and(eq(merchandise.partnerId, partnerId), eq(merchandise.published, true)))
    .orderBy(asc(merchandise.name));
}

export async function insertItem(db: Database, values: typeof merchandise.$inferInsert) {
  const [row] = await db.insert(merchandise).values(values).returning();
  if (!row) throw new Error('merchandise not stored');
  return row;
}

export async function updateItem(db: Database, id: string, changes: Partial<typeof merchandise.$inferInsert>) {
  const [row] = await db
    .update(merchandise)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(merchandise.id, id))
    .returning();
  return row;
}

export async function deleteItem(db: Database, id: string) {
  const rows = await db.delete(merchandise).where(eq(merchandise.id, id)).returning({ id: merchandise.id });
  return rows.length > 0;
}

// Stock

export async function selectStock(db: Database, ids: string[]): Promise<Map<string, MerchandiseSize[]>> {
  const byItem = new Map<string, MerchandiseSize[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .select()
    .from(merchandiseStock)
    .where(inArray(merchandiseStock.merchandiseId, ids))
    .orderBy(asc(merchandiseStock.sortOrder));
  for (const row of rows) {
    const list = byItem.get(row.merchandiseId) ?? [];
    list.push({ size: row.size, stock: row.stock });
    byItem.set(row.merchandiseId, list);
  }
  return byItem;
}

export async function replaceStock(db: Database, id: string, rows: MerchandiseSize[]) {
  await db.delete(merchandiseStock).where(eq(merchandiseStock.merchandiseId, id));
  await db
    .insert(merchandiseStock)
    .values(rows.map((row, sortOrder) => ({ merchandiseId: id, size: row.size, stock: row.stock, sortOrder })));
}

/** Takes `quantity` off the size's stock if that much is there; false when another request took it first. */
export async function reserveStock(db: Database, id: string, size: string, quantity: number) {
  const rows = await db
    .update(merchandiseStock)
    .set({ stock: sql`${merchandiseStock.stock} - ${quantity}` })
    .where(and(eq(merchandiseStock.merchandiseId, id), eq(merchandiseStock.size, size), gte(merchandiseStock.stock, quantity)))
    .returning({ stock: merchandiseStock.stock });
  return rows.length > 0;
}

// Orders

export async function insertOrder(db: Database, values: typeof merchandiseOrders.$inferInsert) {
  const [row] = await db.insert(merchandiseOrders).values(values).returning();
  if (!row) throw new Error('order not stored');
  return row;
}

function ordersWithItem(db: Database) {
  return db
    .select({ order: merchandiseOrders, item: { id: merchandise.id, name: merchandise.name }, partner: seller })
    .from(merchandiseOrders)
    .innerJoin(merchandise, eq(merchandise.id, merchandiseOrders.merchandiseId))
    .leftJoin(partners, eq(partners.id, merchandise.partnerId));
}

export function selectOrdersOf(db: Database, partnerId: string) {
  return ordersWithItem(db).where(eq(merchandise.partnerId, partnerId)).orderBy(desc(merchandiseOrders.createdAt));
}

export function selectAllOrders(db: Database, limit: number) {
  return ordersWithItem(db).orderBy(desc(merchandiseOrders.createdAt)).limit(limit);
}

export async function countOrders(db: Database, id: string) {
  const [row] = await db.select({ n: count() }).from(merchandiseOrders).where(eq(merchandiseOrders.merchandiseId, id));
  return row?.n ?? 0;
}

/** The platform's admin inbox: every account whose current role is admin or superadmin. */
export function selectAdminRecipients(db: Database) {
  const role = sql<string>`(
    select r.role from ${userRoles} r where r.user_id = ${users.id} order by r.created_at desc, r.id desc limit 1
  )`;
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`${role} in ('admin', 'superadmin')`)
    .orderBy(asc(users.email));
}
